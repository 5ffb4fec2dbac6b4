import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ContentSectionId } from '@studio/core/siteContent';
import { DEFAULT_TRIAL_PLACES, nextFreeSlot, STUDIO_SITES } from '@studio/core/timetable';
import type { ClassSession } from '@studio/core/siteContent';
import { memo, useState } from 'react';
import {
  addLabel,
  arrayLimits,
  elementOf,
  emptyValue,
  fieldId,
  fieldLabel,
  innerOf,
  isDateField,
  itemLabel,
  kindOf,
  maxLengthOf,
  optionsOf,
  pathKey,
  shapeOf,
  type AnySchema,
} from '../contentFields.ts';
import { prepareImageUpload } from '../../images/prepareImageUpload.ts';

type Path = readonly (string | number)[];

export interface ContentFieldsProps {
  section: ContentSectionId;
  schema: AnySchema;
  value: unknown;
  path?: Path;
  problems: ReadonlyMap<string, string>;
  /** The value at `path` becomes `next`, or what `next` makes of the value there now when it is a function. */
  onChange: (path: Path, next: unknown) => void;
  /** A past revision is shown, not edited. */
  readOnly?: boolean;
  /** Uploads a photo through the image pipeline and gives its address. */
  uploadPhoto?: (file: File) => Promise<string>;
}

/**
 * Whether a field's props are the same: the value by identity (an edit copies only the values along its path, see
 * `setAt`), the path by its names. A keystroke then draws again only the fields on the way to the one typed in,
 * not the whole section.
 */
function sameField(before: ContentFieldsProps, after: ContentFieldsProps): boolean {
  return (
    before.value === after.value &&
    before.schema === after.schema &&
    before.section === after.section &&
    before.problems === after.problems &&
    before.onChange === after.onChange &&
    before.uploadPhoto === after.uploadPhoto &&
    before.readOnly === after.readOnly &&
    pathKey(before.path ?? []) === pathKey(after.path ?? [])
  );
}

/** One section's fields, drawn from its schema: text boxes, numbers, ticks, choices and lists of them. */
export const ContentFields = memo(ContentFieldsView, sameField);

function ContentFieldsView(props: ContentFieldsProps) {
  const { section, schema, value, path = [], problems, onChange, readOnly = false } = props;
  const kind = kindOf(schema);
  const label = fieldLabel(section, path);
  const problem = problems.get(pathKey(path));
  const id = fieldId(path);
  const key = String(path.at(-1));

  if (kind === 'object' && path.at(-2) === 'sessions') return <SessionFields {...props} path={path} />;

  if (kind === 'object') {
    const shape = shapeOf(schema);
    const record = (value ?? {}) as Record<string, unknown>;
    // Ids only tell list items apart; staff never need to see or type one (Add makes a new one).
    const fields = Object.entries(shape)
      .filter(([name]) => name !== 'id')
      .map(([name, field]) => (
        <ContentFields key={name} {...props} schema={field} value={record[name]} path={[...path, name]} />
      ));
    if (path.length === 0 || typeof path.at(-1) === 'number') return <Stack spacing={2.5}>{fields}</Stack>;
    return (
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend" sx={legendSx}>
          {label}
        </Typography>
        <Stack spacing={2.5}>{fields}</Stack>
      </Box>
    );
  }

  if (kind === 'array' && key === 'sites') return <SitesField {...props} path={path} />;

  if (kind === 'array') return <ListField {...props} path={path} />;

  if (key === 'ages') return <AgesField {...props} path={path} />;

  if (key === 'photo') return <PhotoField {...props} path={path} />;

  if (kind === 'nullable') {
    const inner = innerOf(schema);
    return (
      <TextField
        id={id}
        label={`${label} (optional)`}
        type={isDateField(section, path) ? 'date' : 'text'}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(path, event.target.value === '' ? null : event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        disabled={readOnly}
        fullWidth
        slotProps={{
          inputLabel: { shrink: isDateField(section, path) ? true : undefined },
          htmlInput: { maxLength: maxLengthOf(inner) ?? undefined },
        }}
      />
    );
  }

  if (kind === 'boolean') {
    return (
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              id={id}
              checked={value === true}
              onChange={(event) => onChange(path, event.target.checked)}
              disabled={readOnly}
            />
          }
          label={label}
        />
        {problem && <FormHelperText error>{problem}</FormHelperText>}
      </Box>
    );
  }

  if (kind === 'enum') {
    return (
      <TextField
        id={id}
        select
        label={label}
        value={String(value ?? '')}
        onChange={(event) => onChange(path, event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        disabled={readOnly}
        fullWidth
        slotProps={{ select: { native: true } }}
      >
        {optionsOf(schema).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </TextField>
    );
  }

  if (kind === 'number') return <NumberField {...props} path={path} />;

  const max = maxLengthOf(schema);
  const date = isDateField(section, path);
  const multiline = !date && max !== null && max > 200 && !SINGLE_LINE_KEYS.has(key);
  const text = typeof value === 'string' ? value : '';
  // A long text shows how much of its limit it uses.
  const count = multiline && !readOnly ? `${text.length} / ${max} characters` : ' ';
  return (
    <TextField
      id={id}
      label={label}
      type={date ? 'date' : 'text'}
      value={text}
      onChange={(event) => onChange(path, event.target.value)}
      error={Boolean(problem)}
      helperText={problem ?? count}
      disabled={readOnly}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      slotProps={{ inputLabel: { shrink: date ? true : undefined } }}
    />
  );
}

/**
 * A number typed as text ("12.50" passes through "12." on the way): the box keeps what was typed, and the
 * content gets the number it reads as, or the text itself when it is no number (which the schema then names).
 * Not type=number: a number box changes its value on a scroll and drops what it cannot parse.
 */
function NumberField({
  section,
  value,
  path,
  problems,
  onChange,
  readOnly = false,
}: ContentFieldsProps & { path: Path }) {
  const shown = value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  // Another change of the value (Discard changes, a restore) shows the new value.
  const typed = text.trim() !== '' && Number(text) === value;
  const problem = problems.get(pathKey(path));
  return (
    <TextField
      id={fieldId(path)}
      label={fieldLabel(section, path)}
      inputMode="decimal"
      value={typed || text === shown ? text : shown}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const number = Number(next.trim());
        onChange(path, next.trim() !== '' && Number.isFinite(number) ? number : next);
      }}
      error={Boolean(problem)}
      helperText={problem ?? ' '}
      disabled={readOnly}
      sx={{ maxWidth: 240 }}
    />
  );
}

/** Addresses stay on one line however long they may be. */
const SINGLE_LINE_KEYS = new Set(['href', 'url', 'linkUrl', 'memberPortalUrl', 'facebook', 'instagram', 'email']);

const fieldsetSx = { border: 1, borderColor: 'divider', borderRadius: 2, m: 0, px: { xs: 1.5, sm: 2.5 }, pb: 2.5 };
const legendSx = { px: 1, fontWeight: 800 };

/** A list: each item with Move up, Move down and Remove, then Add. The schema's limits disable what they forbid. */
function ListField(props: ContentFieldsProps & { path: Path }) {
  const { section, schema, value, path, problems, onChange, readOnly = false } = props;
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const element = elementOf(schema);
  const { min, max } = arrayLimits(schema);
  const listKey = String(path.at(-1));
  const noun = itemLabel(listKey);
  const problem = problems.get(pathKey(path));
  const label = fieldLabel(section, path);
  const simple = kindOf(element) !== 'object';

  return (
    <Box component="fieldset" sx={fieldsetSx} aria-describedby={problem ? `${fieldId(path)}-problem` : undefined}>
      <Typography component="legend" sx={legendSx}>
        {label}
      </Typography>
      {problem && (
        <FormHelperText error id={`${fieldId(path)}-problem`} sx={{ mb: 1.5 }} data-problem>
          {problem}
        </FormHelperText>
      )}
      <Stack spacing={2}>
        {items.map((item, index) => (
          <ListItem
            key={index}
            {...props}
            schema={element}
            value={item}
            path={path}
            index={index}
            count={items.length}
            min={min}
            noun={noun}
            simple={simple}
          />
        ))}
      </Stack>
      {!readOnly && (
        <Button
          startIcon={<Add aria-hidden />}
          onClick={() => onChange(path, [...items, newItem(section, listKey, element, items)])}
          disabled={items.length >= max}
          sx={{ mt: 2 }}
        >
          {addLabel(listKey)}
        </Button>
      )}
    </Box>
  );
}

interface ListItemProps extends ContentFieldsProps {
  /** The list's path; the item is at `[...path, index]`. */
  path: Path;
  index: number;
  count: number;
  min: number;
  noun: string;
  simple: boolean;
}

/** A list's item with its Move up, Move down and Remove: drawn again only when it, or its place in the list, changed. */
const ListItem = memo(
  function ListItem(props: ListItemProps) {
    const { section, value, path, index, count, min, noun, simple, onChange, readOnly = false } = props;
    const itemName = `${noun} ${index + 1}`;
    // The list as it is when the button is pressed, not as it was drawn (the item may not have been drawn since).
    const move = (to: number) =>
      onChange(path, (list: unknown) => {
        const next = [...(list as unknown[])];
        const [moved] = next.splice(index, 1);
        next.splice(to, 0, moved);
        return next;
      });
    const controls = !readOnly && (
      <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
        <IconButton aria-label={`Move ${itemName} up`} disabled={index === 0} onClick={() => move(index - 1)}>
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Move ${itemName} down`} disabled={index === count - 1} onClick={() => move(index + 1)}>
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={`Remove ${itemName}`}
          disabled={count <= min}
          onClick={() => onChange(path, (list: unknown) => (list as unknown[]).filter((_, at) => at !== index))}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Stack>
    );
    const fields = (
      <ContentFields
        section={section}
        schema={props.schema}
        value={value}
        path={[...path, index]}
        problems={props.problems}
        onChange={onChange}
        readOnly={props.readOnly}
        uploadPhoto={props.uploadPhoto}
      />
    );
    if (simple) {
      // A plain list item is named by its position: "Feature 2".
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1 }}>{fields}</Box>
          {controls}
        </Stack>
      );
    }
    return (
      <Box component="fieldset" sx={{ ...fieldsetSx, bgcolor: 'background.default' }} aria-label={itemName}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography component="legend" sx={{ ...legendSx, float: 'left' }}>
            {itemName}
          </Typography>
          {controls}
        </Stack>
        {fields}
      </Box>
    );
  },
  (before, after) =>
    sameField(before, after) &&
    before.index === after.index &&
    before.count === after.count &&
    before.min === after.min &&
    before.noun === after.noun &&
    before.simple === after.simple,
);

/** An instructor's photo: uploaded through the image pipeline, or none (a monogram shows). */
function PhotoField(props: ContentFieldsProps & { path: Path }) {
  const { value, path, problems, onChange, readOnly = false, uploadPhoto } = props;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const problem = failed ?? problems.get(pathKey(path));
  const id = fieldId(path);
  const url = typeof value === 'string' ? value : null;
  return (
    <Box>
      <Typography id={`${id}-label`} sx={{ fontWeight: 700, mb: 1 }}>
        Photo
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {url ? (
          <Box
            component="img"
            src={url}
            alt="The instructor's current photo"
            sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 2 }}
          />
        ) : (
          <Typography color="text.secondary">No photo: the page shows the coach's initials.</Typography>
        )}
        {!readOnly && uploadPhoto && (
          <Button component="label" variant="outlined" disabled={busy}>
            {busy ? 'Uploading…' : 'Upload photo'}
            <input
              id={id}
              type="file"
              accept="image/*"
              hidden
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (!chosen) return;
                setBusy(true);
                setFailed(null);
                prepareImageUpload(chosen)
                  .then(({ file, problem }) => {
                    if (!file) throw new Error(problem);
                    return uploadPhoto(file);
                  })
                  .then((address) => onChange(path, address))
                  .catch((error: unknown) => setFailed(error instanceof Error ? error.message : 'Upload failed'))
                  .finally(() => setBusy(false));
              }}
            />
          </Button>
        )}
        {!readOnly && url && (
          <Button onClick={() => onChange(path, null)} color="inherit">
            Remove photo
          </Button>
        )}
      </Stack>
      {problem && (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}

/** What Add puts at the end of a list: a new session goes in the next free slot, with its page's trial places. */
function newItem(section: ContentSectionId, listKey: string, element: AnySchema, items: unknown[]): unknown {
  const empty = emptyValue(element);
  if (listKey !== 'sessions') return empty;
  const sessions = items as ClassSession[];
  const kids = section === 'class-kids-classes';
  return {
    ...(empty as ClassSession),
    ...nextFreeSlot(sessions),
    coach: sessions.at(-1)?.coach ?? '',
    unreadTime: null,
    ages: null,
    trialPlaces: kids ? DEFAULT_TRIAL_PLACES.kids : DEFAULT_TRIAL_PLACES.others,
  };
}

/**
 * One weekly session: its day, start and end (24-hour, the browser's time picker), then the rest drawn from the
 * schema. A session whose older time text could not be read is marked "Set the start and end time" until both are
 * set, which clears the old text.
 */
function SessionFields(props: ContentFieldsProps & { path: Path }) {
  const { schema, value, path, problems, onChange, readOnly = false } = props;
  const session = (value ?? {}) as Record<string, unknown>;
  const shape = shapeOf(schema);
  const setTime = (key: 'start' | 'end', text: string) => {
    const next = { ...session, [key]: text === '' ? null : text };
    if (next.start !== null && next.end !== null) next.unreadTime = null;
    onChange(path, next);
  };
  const field = (name: string) => (
    <ContentFields key={name} {...props} schema={shape[name]!} value={session[name]} path={[...path, name]} />
  );
  const unset = session.start === null || session.end === null;
  return (
    <Stack spacing={2.5}>
      {field('day')}
      {unset && (
        <Alert severity="warning" data-problem>
          Set the start and end time
          {typeof session.unreadTime === 'string' ? ` (it said “${session.unreadTime}”)` : ''}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['start', 'end'] as const).map((key) => {
          const problem = problems.get(pathKey([...path, key]));
          return (
            <TextField
              key={key}
              id={fieldId([...path, key])}
              label={key === 'start' ? 'Start' : 'End'}
              type="time"
              value={typeof session[key] === 'string' ? session[key] : ''}
              onChange={(event) => setTime(key, event.target.value)}
              error={Boolean(problem)}
              helperText={problem ?? '24-hour, 05:00 to 23:00'}
              disabled={readOnly}
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            />
          );
        })}
      </Stack>
      {['level', 'coach', 'site', 'ages', 'trialPlaces', 'cancellations'].map(field)}
    </Stack>
  );
}

/** Ages, whole years: From and To; both empty means any age, To empty an open range ("16+"). */
function AgesField({ value, path, problems, onChange, readOnly = false }: ContentFieldsProps & { path: Path }) {
  const ages = (value ?? null) as { from: unknown; to: unknown } | null;
  const [text, setText] = useState({
    from: ages ? String(ages.from ?? '') : '',
    to: ages && ages.to !== null ? String(ages.to) : '',
  });
  const asNumber = (typed: string) => (typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed);
  const change = (key: 'from' | 'to', typed: string) => {
    const next = { ...text, [key]: typed };
    setText(next);
    if (next.from.trim() === '' && next.to.trim() === '') onChange(path, null);
    else onChange(path, { from: asNumber(next.from), to: next.to.trim() === '' ? null : asNumber(next.to) });
  };
  return (
    <Box component="fieldset" sx={fieldsetSx}>
      <Typography component="legend" sx={legendSx}>
        Ages
      </Typography>
      <Stack direction="row" spacing={2}>
        {(['from', 'to'] as const).map((key) => {
          const problem = problems.get(pathKey([...path, key]));
          return (
            <TextField
              key={key}
              id={fieldId([...path, key])}
              label={key === 'from' ? 'From' : 'To'}
              inputMode="numeric"
              value={text[key]}
              onChange={(event) => change(key, event.target.value)}
              error={Boolean(problem)}
              helperText={problem ?? (key === 'from' ? 'Empty: any age' : 'Empty: no upper age')}
              disabled={readOnly}
              sx={{ maxWidth: 200 }}
            />
          );
        })}
      </Stack>
    </Box>
  );
}

/** The sites a closure shuts: one tick per site. */
function SitesField({ value, path, problems, onChange, readOnly = false }: ContentFieldsProps & { path: Path }) {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const problem = problems.get(pathKey(path));
  return (
    <Box component="fieldset" sx={fieldsetSx} aria-describedby={problem ? `${fieldId(path)}-problem` : undefined}>
      <Typography component="legend" sx={legendSx}>
        Sites
      </Typography>
      {STUDIO_SITES.map((site) => (
        <FormControlLabel
          key={site}
          label={site}
          control={
            <Checkbox
              checked={chosen.includes(site)}
              disabled={readOnly}
              onChange={(event) =>
                onChange(
                  path,
                  STUDIO_SITES.filter((name) => (name === site ? event.target.checked : chosen.includes(name))),
                )
              }
            />
          }
        />
      ))}
      {problem && (
        <FormHelperText error id={`${fieldId(path)}-problem`} data-problem>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
