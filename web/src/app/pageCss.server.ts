import { tokensCssFor } from '@/design/tokensCss.ts';
import base from '@/styles/base.css?raw';
import buttons from '@/styles/buttons.css?raw';
import cards from '@/styles/cards.css?raw';
import overline from '@/styles/overline.css?raw';
import minorHeading from '@/styles/minorHeading.css?raw';
import gridListCards from '@/styles/gridListCards.css?raw';
import siteLayout from '@/app/layouts/SiteLayout.css?raw';
import noticeBanner from '@/components/layout/NoticeBanner.css?raw';
import brandMark from '@/components/layout/BrandMark.css?raw';
import header from '@/components/layout/Header.css?raw';
import footer from '@/components/layout/Footer.css?raw';
import hero from '@/features/home/components/HeroSection.css?raw';
import home from '@/features/home/home.css?raw';
import about from '@/features/home/components/AboutSection.css?raw';
import journey from '@/features/home/components/OurJourney.css?raw';
import facilities from '@/features/home/components/FacilitiesSection.css?raw';
import homeClasses from '@/features/home/components/ClassesSection.css?raw';
import homePricing from '@/features/home/components/PricingSection.css?raw';
import homeReviews from '@/features/home/components/ReviewsSection.css?raw';
import homeInstagram from '@/features/home/components/InstagramSection.css?raw';
import instagramPost from '@/components/embeds/InstagramPost.css?raw';
import screens from '@/app/screens.css?raw';
import embeds from '@/components/embeds/embeds.css?raw';
import contact from '@/components/contact/contact.css?raw';
import legal from '@/features/legal/legal.css?raw';
import section from '@/components/layout/Section.css?raw';
import notFound from '@/components/layout/NotFoundPage.css?raw';
import signup from '@/features/signup/signup.css?raw';
import classes from '@/features/classes/classes.css?raw';
import events from '@/features/events/events.css?raw';
import mapEmbed from '@/components/embeds/MapEmbed.css?raw';
import timetableDays from '@/components/timetable/TimetableDays.css?raw';
import timetable from '@/features/timetable/timetable.css?raw';
import siteHours from '@/features/home/components/SiteHours.css?raw';
import contactSection from '@/features/home/components/ContactSection.css?raw';
import scheduleSection from '@/features/home/components/ScheduleSection.css?raw';
import trial from '@/features/trial/trial.css?raw';

import { createHash } from 'node:crypto';

/**
 * The public pages' CSS, written in `.css` files beside the parts they style, in the order they cascade. The server's
 * render writes into each page's `<head>` (entry.server.tsx), after the tokens' custom properties the rules use, the
 * files of the parts that page draws (`pageCssFor`), in this order: no stylesheet request stands between the HTML and
 * its first paint (docs/decisions/018-public-css.md), and a page carries no other page's rules (030-public-pages-weight.md).
 */
const files = {
  base,
  siteLayout,
  noticeBanner,
  buttons,
  cards,
  overline,
  minorHeading,
  gridListCards,
  brandMark,
  header,
  footer,
  hero,
  home,
  about,
  journey,
  facilities,
  homeClasses,
  homePricing,
  homeReviews,
  homeInstagram,
  instagramPost,
  screens,
  embeds,
  contact,
  legal,
  section,
  events,
  mapEmbed,
  notFound,
  signup,
  classes,
  timetableDays,
  timetable,
  siteHours,
  contactSection,
  scheduleSection,
  trial,
};

type CssFile = keyof typeof files;

/** The frame every page draws: the layout, the notice banner, the header and footer, buttons, cards, sections. */
const EVERY_PAGE: CssFile[] = [
  'base',
  'siteLayout',
  'noticeBanner',
  'buttons',
  'cards',
  'overline',
  'brandMark',
  'header',
  'footer',
  'screens',
  'section',
];

/**
 * The files each public route's parts add, by route id, including the states its code draws later (the contact
 * form's messages, a not-found answer, the embeds' consent facade). A route not listed (the staff area) gets them all.
 */
const ROUTE_FILES: Record<string, CssFile[]> = {
  'app/routes/home': [
    'minorHeading',
    'hero',
    'home',
    'about',
    'journey',
    'facilities',
    'homeClasses',
    'homePricing',
    'homeReviews',
    'homeInstagram',
    'instagramPost',
    'embeds',
    'contact',
    'mapEmbed',
    'timetableDays',
    'siteHours',
    'contactSection',
    'scheduleSection',
  ],
  'app/routes/class-page': ['minorHeading', 'gridListCards', 'contact', 'notFound', 'classes', 'timetableDays'],
  'app/routes/timetable': ['minorHeading', 'timetableDays', 'timetable'],
  'app/routes/events': ['minorHeading', 'gridListCards', 'embeds', 'events'],
  'app/routes/event-detail': ['minorHeading', 'gridListCards', 'embeds', 'events', 'mapEmbed', 'notFound'],
  'app/routes/trial': ['minorHeading', 'trial'],
  'app/routes/trial-booking': ['minorHeading', 'notFound', 'trial'],
  'app/routes/privacy': ['legal'],
  'app/routes/accessibility': ['legal'],
  'app/routes/not-found': ['notFound'],
  'app/routes/signup': ['embeds', 'signup'],
};

/**
 * Drops the comments and the whitespace the files keep for reading. The files are as Prettier writes CSS (no string
 * values, no space that matters next to a brace, semicolon, comma, child combinator or a declaration's colon).
 */
export const minifyCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .replace(/\s+/g, ' ')
    .trim();

const minified = Object.fromEntries(Object.entries(files).map(([name, css]) => [name, minifyCss(css)])) as Record<
  CssFile,
  string
>;

/** The files named, in the cascade's order, after the `:root` rule of the tokens they read. */
function cssOf(wanted: ReadonlySet<CssFile>): string {
  const rules = (Object.keys(files) as CssFile[])
    .filter((name) => wanted.has(name))
    .map((name) => minified[name])
    .join('');
  return tokensCssFor(rules) + rules;
}

/** Every public page's CSS in one: the staff area's pages, and the stylesheet a page reached by navigation loads. */
export const pageCss = cssOf(new Set(Object.keys(files) as CssFile[]));

/**
 * Where the browser fetches `pageCss` (app/routes/page-css.ts), named by its content so a new build is fetched anew.
 */
export const wholePageCssHref = `/page-css?v=${createHash('sha256').update(pageCss).digest('hex').slice(0, 12)}`;

const cssByRoute = new Map(
  Object.entries(ROUTE_FILES).map(([id, own]) => [id, cssOf(new Set([...EVERY_PAGE, ...own]))] as const),
);

/** The CSS of the page whose matched routes are `routeIds` (root first): its deepest listed route's, else all of it. */
export function pageCssFor(routeIds: readonly string[]): string {
  const listed = routeIds.findLast((id) => cssByRoute.has(id));
  return (listed && cssByRoute.get(listed)) ?? pageCss;
}
