import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Add from '@mui/icons-material/Add';
import ExpandMore from '@mui/icons-material/ExpandMore';
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
import { contentChanges } from '@studio/core/siteContentDiff';
import { memo, useCallback, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useController, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import {
  addLabel,
  arrayLimits,
  elementOf,
  emptyValue,
  fieldId,
  fieldLabel,
  getAt,
  innerOf,
  isDateField,
  itemLabel,
  itemTitle,
  kindOf,
  maxLengthOf,
  optionsOf,
  pathKey,
  shapeOf,
  type AnySchema,
} from '../contentFields.ts';
import { prepareImageUpload } from '../../images/prepareImageUpload.ts';
import { useFieldAfterPaint } from './afterPaint.ts';
import { useEditorForm } from './editorForm.ts';
import { PaintFirstTextarea } from './PaintFirstTextarea.tsx';

type Path = readonly (string | number)[];

export interface ContentFieldsProps {
  section: ContentSectionId;
  schema: AnySchema;
  path?: Path;
  problems: ReadonlyMap<string, string>;
  /** The content the edits are measured from: a folded item counts its changed fields against it. */
  saved: unknown;
  /** Uploads a photo through the image pipeline and gives its address. */
  uploadPhoto?: (file: File) => Promise<string>;
}

/**
 * Whether a field's props are the same. The values are not props: each field is registered with the section's form
 * (react-hook-form) and keeps what is typed in its own input, so a keystroke draws no field again, only the few
 * parts that show the value (a character count, a folded item's name and changes).
 */
function sameField(before: ContentFieldsProps, after: ContentFieldsProps): boolean {
  return (
    before.schema === after.schema &&
    before.section === after.section &&
    before.problems === after.problems &&
    before.saved === after.saved &&
    before.uploadPhoto === after.uploadPhoto &&
    pathKey(before.path ?? []) === pathKey(after.path ?? [])
  );
}

/** One section's fields, drawn from its schema: text boxes, numbers, ticks, choices and lists of them. */
export const ContentFields = memo(ContentFieldsView, sameField);

function ContentFieldsView(props: ContentFieldsProps) {
  const { section, schema, path = [], problems } = props;
  const kind = kindOf(schema);
  const label = fieldLabel(section, path);
  const problem = problems.get(pathKey(path));
  const key = String(path.at(-1));

  if (kind === 'object' && path.at(-2) === 'sessions') return <SessionFields {...props} path={path} />;

  if (kind === 'object') {
    const shape = shapeOf(schema);
    // Ids only tell list items apart; staff never need to see or type one (Add makes a new one).
    const fields = Object.entries(shape)
      .filter(([name]) => name !== 'id')
      .map(([name, field]) => <ContentFields key={name} {...props} schema={field} path={[...path, name]} />);
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

  if (kind === 'boolean') return <CheckField path={path} label={label} problem={problem} />;

  if (kind === 'enum') return <ChoiceField path={path} label={label} problem={problem} options={optionsOf(schema)} />;

  if (kind === 'number') return <NumberField {...props} path={path} />;

  return <TextInput {...props} path={path} nullable={kind === 'nullable'} />;
}

/** An emptied optional field means "none". */
const emptyAsNull = (typed: unknown) => (typed === '' ? null : typed);

/** What a field holds now, for its input's first value (the input keeps what is typed after that). */
function useInitialText(path: Path): string {
  const { getValues } = useEditorForm();
  const value = getValues(pathKey(path));
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Whether the browser sizes a text box to its text by itself (CSS `field-sizing: content`). Then a long text's box
 * is a plain textarea that grows as it is typed, with nothing measured by script, and reports its keys to the form
 * after they show (PaintFirstTextarea); otherwise MUI's autosizing box measures its text at each key (two forced
 * layouts of the page per keystroke), which needs the form's change handling at once.
 */
let fieldSizing: boolean | undefined;
function sizesFieldsItself(): boolean {
  fieldSizing ??=
    typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');
  return fieldSizing;
}

/** A long text's box that grows with its text, at least two lines high (a textarea sized by the browser). */
const grownByBrowser = { fieldSizing: 'content', minHeight: '2lh' } as const;

/** A text: one line, or a long text's box with its character count; an optional one is null when emptied. */
function TextInput({
  section,
  schema,
  path,
  problems,
  nullable,
}: ContentFieldsProps & { path: Path; nullable: boolean }) {
  const { register } = useEditorForm();
  const name = pathKey(path);
  const initial = useInitialText(path);
  const max = maxLengthOf(nullable ? innerOf(schema) : schema);
  const date = isDateField(section, path);
  const multiline = !nullable && !date && max !== null && max > 200 && !SINGLE_LINE_KEYS.has(String(path.at(-1)));
  const problem = problems.get(name);
  const { ref, ...field } = register(name, nullable ? { setValueAs: emptyAsNull } : undefined);
  const label = fieldLabel(section, path);
  const grows = multiline && sizesFieldsItself();
  return (
    <TextField
      id={fieldId(path)}
      label={nullable ? `${label} (optional)` : label}
      type={date ? 'date' : 'text'}
      {...field}
      inputRef={ref}
      // A box that reports its keys after they show takes its text from the form (see PaintFirstTextarea).
      defaultValue={grows ? undefined : initial}
      error={Boolean(problem)}
      // A long text shows how much of its limit it uses.
      helperText={problem ?? (multiline ? <CharacterCount name={name} max={max} /> : ' ')}
      fullWidth
      multiline={multiline}
      minRows={multiline && !grows ? 2 : undefined}
      rows={grows ? 2 : undefined}
      slotProps={{
        input: grows ? { inputComponent: PaintFirstTextarea } : undefined,
        inputLabel: { shrink: date ? true : undefined },
        htmlInput: { maxLength: nullable ? (max ?? undefined) : undefined, style: grows ? grownByBrowser : undefined },
      }}
    />
  );
}

const textLength = (value: unknown) => (typeof value === 'string' ? value.length : 0);

/** "120 / 2000 characters": the one part drawn again as a long text is typed, after the key has shown. */
function CharacterCount({ name, max }: { name: string; max: number | null }) {
  const length = useFieldAfterPaint(name, textLength);
  return <>{`${length} / ${max} characters`}</>;
}

/** A tick: drawn again only when it changes. */
function CheckField({ path, label, problem }: { path: Path; label: string; problem: string | undefined }) {
  const { control } = useEditorForm();
  const { field } = useController({ control, name: pathKey(path) });
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            id={fieldId(path)}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
        label={label}
      />
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Box>
  );
}

/** One of a fixed list of choices. */
function ChoiceField({
  path,
  label,
  problem,
  options,
}: {
  path: Path;
  label: string;
  problem: string | undefined;
  options: string[];
}) {
  const { control } = useEditorForm();
  const { field } = useController({ control, name: pathKey(path) });
  return (
    <TextField
      id={fieldId(path)}
      select
      label={label}
      name={field.name}
      value={String(field.value ?? '')}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(problem)}
      helperText={problem ?? ' '}
      fullWidth
      slotProps={{ select: { native: true } }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}

/** What a number box's text stands for: the number it reads as, or the text itself (which the schema then names). */
const numberOrText = (typed: unknown) => {
  const text = String(typed ?? '').trim();
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : typed;
};

/**
 * A number typed as text ("12.50" passes through "12." on the way): the box keeps what was typed, and the
 * content gets the number it reads as, or the text itself when it is no number (which the schema then names).
 * Not type=number: a number box changes its value on a scroll and drops what it cannot parse.
 */
function NumberField({ section, path, problems }: ContentFieldsProps & { path: Path }) {
  const { register } = useEditorForm();
  const name = pathKey(path);
  const initial = useInitialText(path);
  const { ref, ...field } = register(name, { setValueAs: numberOrText });
  const problem = problems.get(name);
  return (
    <TextField
      id={fieldId(path)}
      label={fieldLabel(section, path)}
      inputMode="decimal"
      {...field}
      inputRef={ref}
      defaultValue={initial}
      error={Boolean(problem)}
      helperText={problem ?? ' '}
      sx={{ maxWidth: 240 }}
    />
  );
}

/** Addresses stay on one line however long they may be. */
const SINGLE_LINE_KEYS = new Set(['href', 'url', 'linkUrl', 'memberPortalUrl', 'facebook', 'instagram', 'email']);

// A fieldset is as wide as its widest line by default; a folded item's title is cut short on a phone instead.
const fieldsetSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  m: 0,
  minWidth: 0,
  px: { xs: 1.5, sm: 2.5 },
  pb: 2.5,
};
const legendSx = { px: 1, fontWeight: 800 };

/**
 * A list's items out of view are not laid out or painted again as a key is typed elsewhere (a long text's box
 * measures its height at each key, which lays out the page): the browser keeps their last size instead.
 */
const offscreenSkipped = { contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' } as const;

/** A list longer than this folds its items (plans, sessions, FAQs, reviews) into named groups. */
const FOLD_AFTER = 3;

let rowCount = 0;
/** A key for a list's item that moves with it, so that its inputs (which keep what was typed) move with it too. */
const rowKey = () => `row-${(rowCount += 1)}`;

/** A list: each item with Move up, Move down and Remove, then Add. The schema's limits disable what they forbid. */
function ListField(props: ContentFieldsProps & { path: Path }) {
  const { section, schema, path, problems } = props;
  const { getValues, setValue } = useEditorForm();
  const name = pathKey(path);
  const element = elementOf(schema);
  const { min, max } = arrayLimits(schema);
  const listKey = String(path.at(-1));
  const noun = itemLabel(listKey);
  const problem = problems.get(name);
  const label = fieldLabel(section, path);
  const simple = kindOf(element) !== 'object';
  const listNow = () => {
    const list = getValues(name);
    return Array.isArray(list) ? (list as unknown[]) : [];
  };
  const [rows, setRows] = useState(() => listNow().map(rowKey));
  // A long list of items with fields of their own folds them, each named by its title; an item inside another
  // item's fields (a session's cancelled dates) does not fold again.
  const [folds] = useState(() => !simple && !path.some((part) => typeof part === 'number') && rows.length > FOLD_AFTER);
  const [added, setAdded] = useState<string | null>(null);

  const change = (list: unknown[], keys: string[]) => {
    setValue(name, list);
    setRows(keys);
  };
  // The list as it is when a button is pressed (its items' fields are typed in without drawing it again).
  const move = (from: number, to: number) => {
    const list = [...listNow()];
    const keys = [...rows];
    list.splice(to, 0, ...list.splice(from, 1));
    keys.splice(to, 0, ...keys.splice(from, 1));
    change(list, keys);
  };
  const remove = (index: number) =>
    change(
      listNow().filter((_, at) => at !== index),
      rows.filter((_, at) => at !== index),
    );
  const add = () => {
    const key = rowKey();
    setAdded(key);
    change([...listNow(), newItem(section, listKey, element, listNow())], [...rows, key]);
  };

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
      <Stack spacing={folds ? 1 : 2}>
        {rows.map((key, index) => (
          <ListItem
            key={key}
            {...props}
            schema={element}
            path={path}
            index={index}
            count={rows.length}
            min={min}
            noun={noun}
            simple={simple}
            fold={folds ? (key === added ? 'open' : 'closed') : 'none'}
            onMove={move}
            onRemove={remove}
          />
        ))}
      </Stack>
      <Button startIcon={<Add aria-hidden />} onClick={add} disabled={rows.length >= max} sx={{ mt: 2 }}>
        {addLabel(listKey)}
      </Button>
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
  /** Whether the item folds into a named group, and how it starts. */
  fold: 'none' | 'open' | 'closed';
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** A list's item with its Move up, Move down and Remove. */
function ListItem(props: ListItemProps) {
  const { section, path, index, count, min, noun, simple, fold, problems, saved, onMove, onRemove } = props;
  const itemName = `${noun} ${index + 1}`;
  const itemPath = [...path, index];
  const controls = (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
      <IconButton aria-label={`Move ${itemName} up`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={`Move ${itemName} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Remove ${itemName}`} disabled={count <= min} onClick={() => onRemove(index)}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Stack>
  );
  const fields = (
    <ContentFields
      section={section}
      schema={props.schema}
      path={itemPath}
      problems={problems}
      saved={saved}
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
  if (fold !== 'none')
    return (
      <ItemGroup name={itemName} path={itemPath} problems={problems} saved={saved} startOpen={fold === 'open'}>
        <Box component="fieldset" aria-label={itemName} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
            {controls}
          </Stack>
          {fields}
        </Box>
      </ItemGroup>
    );
  return (
    <Box
      component="fieldset"
      sx={{ ...fieldsetSx, ...offscreenSkipped, bgcolor: 'background.default' }}
      aria-label={itemName}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="legend" sx={{ ...legendSx, float: 'left' }}>
          {itemName}
        </Typography>
        {controls}
      </Stack>
      {fields}
    </Box>
  );
}

/**
 * A list's item folded into a group named by its title ("Plan 1 · Pay As You Go"), with the number of its changed
 * fields; a native disclosure, so Tab reaches it and Enter or Space opens it. A refused save opens the groups with a
 * problem, so that the first marked field can take the focus.
 */
function ItemGroup({
  name,
  path,
  problems,
  saved,
  startOpen,
  children,
}: {
  name: string;
  path: Path;
  problems: ReadonlyMap<string, string>;
  saved: unknown;
  startOpen: boolean;
  children: ReactNode;
}) {
  const key = pathKey(path);
  const hasProblem = [...problems.keys()].some((at) => at === key || at.startsWith(`${key}.`));
  const [open, setOpen] = useState(startOpen || hasProblem);
  const [problemsSeen, setProblemsSeen] = useState(problems);
  if (problems !== problemsSeen) {
    // Opened as the problems arrive (during the render, so the focus finds the field in an open group).
    setProblemsSeen(problems);
    if (hasProblem) setOpen(true);
  }
  return (
    <Box
      component="details"
      open={open}
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}
      sx={{
        ...offscreenSkipped,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.default',
        '&[open] > summary': { borderBottom: 1, borderColor: 'divider' },
        '&[open] > summary .item-group-icon': { transform: 'rotate(180deg)' },
        '& > fieldset': { px: { xs: 1.5, sm: 2.5 }, pt: 1, pb: 2.5 },
      }}
    >
      <Box
        component="summary"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
          minHeight: 48,
          py: 0.75,
          px: { xs: 1.5, sm: 2 },
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 2 },
        }}
      >
        <ExpandMore className="item-group-icon" aria-hidden fontSize="small" />
        <ItemSummary name={name} path={path} saved={saved} />
      </Box>
      {children}
    </Box>
  );
}

interface Summary {
  title: string;
  changed: number;
}
const sameSummary = (a: Summary, b: Summary) => a.title === b.title && a.changed === b.changed;

/**
 * A plain span with an inline style (MUI's body2 step, bold), not a Typography: the count appears with the first key
 * typed in the item, and a new `sx` would add a style rule to the page's style sheet then, which has the browser
 * match every element's styles again (some 15 ms of that keystroke with the CPU slowed 4x); mounting a MUI component
 * on that key costs several more.
 */
const changedStyle = {
  marginLeft: 'auto',
  paddingLeft: 8,
  fontSize: '0.875rem',
  lineHeight: 1.43,
  letterSpacing: '0.01071em',
  fontWeight: 700,
  whiteSpace: 'nowrap',
} as const;

/** A folded item's name, title and changed fields: drawn again only when one of them changes, after the key. */
function ItemSummary({ name, path, saved }: { name: string; path: Path; saved: unknown }) {
  const before = getAt(saved, path);
  const summarise = useCallback(
    (item: unknown) => ({ title: itemTitle(item), changed: contentChanges(before, item).length }),
    [before],
  );
  const { title, changed } = useFieldAfterPaint(pathKey(path), summarise, sameSummary);
  return (
    <>
      <Typography component="span" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
        {name}
      </Typography>
      {title && (
        // Wrapped, never cut: on a phone a session's day and times run onto a second line.
        <Typography
          component="span"
          color="text.secondary"
          sx={{ minWidth: 0, flex: '1 1 10rem', overflowWrap: 'break-word' }}
        >
          · {title}
        </Typography>
      )}
      {changed > 0 && <span style={changedStyle}>{changed} changed</span>}
    </>
  );
}

/** An instructor's photo: uploaded through the image pipeline, or none (a monogram shows). */
function PhotoField({ path, problems, uploadPhoto }: ContentFieldsProps & { path: Path }) {
  const { control } = useEditorForm();
  const { field } = useController({ control, name: pathKey(path) });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const problem = failed ?? problems.get(pathKey(path));
  const id = fieldId(path);
  const url = typeof field.value === 'string' ? field.value : null;
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
        {uploadPhoto && (
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
                  .then((address) => field.onChange(address))
                  .catch((error: unknown) => setFailed(error instanceof Error ? error.message : 'Upload failed'))
                  .finally(() => setBusy(false));
              }}
            />
          </Button>
        )}
        {url && (
          <Button onClick={() => field.onChange(null)} color="inherit">
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
  const { schema, path, problems } = props;
  const { register, getValues, setValue } = useEditorForm();
  const shape = shapeOf(schema);
  const name = pathKey(path);
  const field = (key: string) => <ContentFields key={key} {...props} schema={shape[key]!} path={[...path, key]} />;
  const clearOldTime = () => {
    const session = getValues(name) as Record<string, unknown>;
    if (session.start !== null && session.end !== null && session.unreadTime !== null)
      setValue(pathKey([...path, 'unreadTime']), null);
  };
  return (
    <Stack spacing={2.5}>
      {field('day')}
      <UnsetTimeWarning path={path} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['start', 'end'] as const).map((key) => (
          <TimeInput
            key={key}
            path={[...path, key]}
            label={key === 'start' ? 'Start' : 'End'}
            problem={problems.get(pathKey([...path, key]))}
            field={register(pathKey([...path, key]), { setValueAs: emptyAsNull, onChange: clearOldTime })}
          />
        ))}
      </Stack>
      {['level', 'coach', 'site', 'ages', 'trialPlaces', 'cancellations'].map(field)}
    </Stack>
  );
}

function TimeInput({
  path,
  label,
  problem,
  field: { ref, ...field },
}: {
  path: Path;
  label: string;
  problem: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const initial = useInitialText(path);
  return (
    <TextField
      id={fieldId(path)}
      label={label}
      type="time"
      {...field}
      inputRef={ref}
      defaultValue={initial}
      error={Boolean(problem)}
      helperText={problem ?? '24-hour, 05:00 to 23:00'}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
    />
  );
}

/** "Set the start and end time", while either is unset. */
function UnsetTimeWarning({ path }: { path: Path }) {
  const { control } = useEditorForm();
  const name = pathKey(path);
  const [start, end, unreadTime] = useWatch({
    control,
    name: [`${name}.start`, `${name}.end`, `${name}.unreadTime`],
  }) as unknown[];
  if (start !== null && end !== null) return null;
  return (
    <Alert severity="warning" data-problem>
      Set the start and end time
      {typeof unreadTime === 'string' ? ` (it said “${unreadTime}”)` : ''}
    </Alert>
  );
}

/** Ages, whole years: From and To; both empty means any age, To empty an open range ("16+"). */
function AgesField({ path, problems }: ContentFieldsProps & { path: Path }) {
  const { getValues, setValue } = useEditorForm();
  const name = pathKey(path);
  const [text, setText] = useState(() => {
    const ages = (getValues(name) ?? null) as { from: unknown; to: unknown } | null;
    return {
      from: ages ? String(ages.from ?? '') : '',
      to: ages && ages.to !== null ? String(ages.to) : '',
    };
  });
  const asNumber = (typed: string) => (typed.trim() !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed);
  const change = (key: 'from' | 'to', typed: string) => {
    const next = { ...text, [key]: typed };
    setText(next);
    if (next.from.trim() === '' && next.to.trim() === '') setValue(name, null);
    else setValue(name, { from: asNumber(next.from), to: next.to.trim() === '' ? null : asNumber(next.to) });
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
              sx={{ maxWidth: 200 }}
            />
          );
        })}
      </Stack>
    </Box>
  );
}

/** The sites a closure shuts: one tick per site. */
function SitesField({ path, problems }: ContentFieldsProps & { path: Path }) {
  const { control } = useEditorForm();
  const { field } = useController({ control, name: pathKey(path) });
  const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
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
              onChange={(event) =>
                field.onChange(
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
