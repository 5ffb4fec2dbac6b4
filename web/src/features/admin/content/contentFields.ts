import { sectionSchema, type ContentSectionId } from '@studio/core/content/siteContent';
import type { z } from 'zod';

/**
 * The editor draws each section's form from its core schema, so every field the schema has is editable and
 * nothing else. These helpers read the schema (zod 4's public `def`) and name the fields as the public pages do.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod's internals are walked generically here
export type AnySchema = z.ZodType & { def: any; _zod: any };

/** The schema the form is drawn from: a section's own fields (a schema that tidies its result, like the banner's, is
 * drawn from what goes in; the whole schema still checks and tidies on save). */
export function formSchema(section: ContentSectionId): AnySchema {
  const schema = sectionSchema(section) as unknown as AnySchema;
  return schema.def.type === 'pipe' ? (schema.def.in as AnySchema) : schema;
}

export type FieldKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'enum' | 'nullable' | 'other';

export function kindOf(schema: AnySchema): FieldKind {
  const type = schema.def.type as string;
  if (['object', 'array', 'string', 'number', 'boolean', 'enum', 'nullable'].includes(type)) return type as FieldKind;
  return 'other';
}

export function shapeOf(schema: AnySchema): Record<string, AnySchema> {
  return schema.def.shape as Record<string, AnySchema>;
}

export function elementOf(schema: AnySchema): AnySchema {
  return schema.def.element as AnySchema;
}

export function innerOf(schema: AnySchema): AnySchema {
  return schema.def.innerType as AnySchema;
}

export function optionsOf(schema: AnySchema): string[] {
  return (schema as unknown as { options: string[] }).options;
}

/** Smallest and largest number of items an array schema allows. */
export function arrayLimits(schema: AnySchema): { min: number; max: number } {
  let min = 0;
  let max = Infinity;
  for (const check of (schema.def.checks ?? []) as { _zod: { def: Record<string, unknown> } }[]) {
    const def = check._zod.def;
    if (def.check === 'min_length') min = Number(def.minimum);
    if (def.check === 'max_length') max = Number(def.maximum);
    if (def.check === 'length_equals') min = max = Number(def.length);
  }
  return { min, max };
}

export function maxLengthOf(schema: AnySchema): number | null {
  return (schema as unknown as { maxLength: number | null }).maxLength ?? null;
}

/** A fresh id for an added plan or review: lower-case letters and digits, unique enough within one list. */
function newId(): string {
  return `added-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A new, empty item for an array: what "Add" puts at the end. */
export function emptyValue(schema: AnySchema): unknown {
  switch (kindOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(shapeOf(schema)).map(([key, field]) => [key, key === 'id' ? newId() : emptyValue(field)]),
      );
    case 'array':
      return [];
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'enum':
      return optionsOf(schema)[0];
    case 'nullable':
      return null;
    default:
      return '';
  }
}

/** Field names as the public pages (and staff) call them. */
const LABELS: Record<string, string> = {
  id: 'Id',
  title: 'Title',
  price: 'Price',
  frequency: 'Frequency',
  description: 'Description',
  features: 'Features',
  buttonText: 'Button text',
  href: 'Button link',
  popular: 'Recommended',
  plans: 'Class plans',
  gymPlans: 'Gym-only plans',
  openingHours: 'Opening hours',
  days: 'Days',
  hours: 'Hours',
  question: 'Question',
  answer: 'Answer',
  message: 'Message',
  linkUrl: 'Link address',
  linkText: 'Link text',
  startsOn: 'Start date',
  endsOn: 'End date',
  rating: 'Rating',
  count: 'Number of reviews',
  reviews: 'Reviews',
  name: 'Name',
  text: 'Review',
  date: 'When',
  hidden: 'Hidden from the site',
  email: 'E-mail',
  phone: 'Phone',
  sites: 'Sites',
  aintree: 'Aintree, Liverpool',
  stHelens: 'St Helens',
  address: 'Address',
  mapQuery: 'Map search',
  social: 'Social links',
  facebook: 'Facebook',
  instagram: 'Instagram',
  partners: 'Partners',
  url: 'Web address',
  kind: 'Kind of partner',
  memberPortalUrl: 'Member portal link',
  cardDescription: 'Home page card text',
  schedule: 'Weekly schedule',
  classSize: 'Class size note',
  sessions: 'Sessions',
  day: 'Day',
  time: 'Time',
  level: 'Level',
  coach: 'Coach',
  site: 'Site',
  instructor: 'Instructor',
  photo: 'Photo',
  bio: 'Bio',
  qualifications: 'Qualifications',
  benefits: 'Benefits',
  whatToBring: 'What to bring',
  item: 'Item',
  equipmentRental: 'Equipment note',
  faqs: 'FAQs',
  start: 'Start',
  end: 'End',
  ages: 'Ages',
  from: 'From',
  to: 'To',
  trialPlaces: 'Trial places',
  cancellations: 'Cancelled dates',
  reason: 'Reason',
  closures: 'Closures',
  firstDay: 'First day',
  lastDay: 'Last day',
  eyebrow: 'Line above the title',
  tagline: 'Tagline',
  intro: 'Introduction',
  heading: 'Heading',
  paragraphs: 'Paragraphs',
  highlights: 'Highlights',
  entries: 'Milestones',
  year: 'Year',
  content: 'Text',
  additionalContent: 'More text (optional)',
  footer: 'Closing line (optional)',
  areas: 'Areas',
  equipment: 'Equipment',
};

/** Where one name means two things, the section decides. */
const SECTION_LABELS: Partial<Record<string, Record<string, string>>> = {
  gradings: { days: 'Grading dates' },
  hours: { aintree: 'Aintree opening hours', stHelens: 'St Helens opening hours' },
  reviews: { rating: 'Rating figure' },
};

/** One item of a list, by the list's name. */
const ITEM_LABELS: Record<string, string> = {
  plans: 'Plan',
  gymPlans: 'Gym plan',
  openingHours: 'Line',
  aintree: 'Aintree line',
  stHelens: 'St Helens line',
  days: 'Date',
  features: 'Feature',
  reviews: 'Review',
  partners: 'Partner',
  sessions: 'Session',
  qualifications: 'Qualification',
  benefits: 'Benefit',
  whatToBring: 'Item',
  faqs: 'FAQ',
  cancellations: 'Cancelled date',
  closures: 'Closure',
  paragraphs: 'Paragraph',
  highlights: 'Highlight',
  entries: 'Milestone',
  areas: 'Area',
  equipment: 'Equipment item',
};

/** What a list's Add button says, where "Add {item}" does not read well. */
const ADD_LABELS: Record<string, string> = {
  cancellations: 'Cancel a date',
  closures: 'Add closure',
};

export function addLabel(listKey: string): string {
  return ADD_LABELS[listKey] ?? `Add ${itemLabel(listKey).toLowerCase()}`;
}

function humanize(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of the field at `path` (its last name; numbers are list positions). */
export function fieldLabel(section: ContentSectionId, path: readonly (string | number)[]): string {
  const last = path.at(-1);
  if (typeof last === 'number') return `${itemLabel(String(path.at(-2)))} ${last + 1}`;
  const key = String(last);
  if (key === 'date' && path.includes('cancellations')) return 'Date';
  // A review's own rating is its stars; the section's is the summary figure.
  if (section === 'reviews' && key === 'rating' && path.length > 1) return 'Stars';
  // A highlight's text, not a review's.
  if (section === 'home-about' && key === 'text') return 'Text';
  if (path.length === 1 && SECTION_LABELS[section]?.[key]) return SECTION_LABELS[section][key];
  return LABELS[key] ?? humanize(key);
}

function itemLabel(listKey: string): string {
  return ITEM_LABELS[listKey] ?? 'Item';
}

export { itemLabel };

/** Date fields use the browser's date picker. */
export function isDateField(section: ContentSectionId, path: readonly (string | number)[]): boolean {
  const key = path.filter((part) => typeof part === 'string').at(-1);
  return (
    key === 'startsOn' ||
    key === 'endsOn' ||
    key === 'firstDay' ||
    key === 'lastDay' ||
    (key === 'date' && path.includes('cancellations')) ||
    (section === 'gradings' && key === 'days')
  );
}

export const pathKey = (path: readonly (string | number)[]) => path.join('.');
export const fieldId = (path: readonly (string | number)[]) => `content-${path.join('-') || 'root'}`;

/** The first message for each field the schema found wrong, by path. */
export function problemsOf(result: z.ZodSafeParseResult<unknown>): Map<string, string> {
  const problems = new Map<string, string>();
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const key = pathKey(issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)));
    if (!problems.has(key)) problems.set(key, issue.message);
  }
  return problems;
}

/** `value` with the value at `path` replaced (copies along the path; the rest is shared). */
export function setAt(value: unknown, path: readonly (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number], rest, next);
    return copy;
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head as string]: setAt(record[head as string], rest, next) };
}

/** The value at `path`, or undefined. */
export function getAt(value: unknown, path: readonly (string | number)[]): unknown {
  let at = value;
  for (const part of path) at = (at as Record<string | number, unknown> | null | undefined)?.[part];
  return at;
}

/** What names a list's item in its folded group: a plan's title, an FAQ's question, a session's day and time. */
export function itemTitle(item: unknown): string {
  if (!item || typeof item !== 'object') return '';
  const record = item as Record<string, unknown>;
  if (typeof record.day === 'string' && 'start' in record) {
    const time = record.start && record.end ? `${String(record.start)}–${String(record.end)}` : '';
    return [record.day, time, record.site].filter((part) => typeof part === 'string' && part !== '').join(' · ');
  }
  for (const key of ['title', 'question', 'name', 'reason', 'days']) {
    const text = record[key];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return '';
}
