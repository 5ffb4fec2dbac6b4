import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useSyncExternalStore } from 'react';
import { useController } from 'react-hook-form';
import { fieldId, fieldLabel, innerOf, isDateField, maxLengthOf, pathKey } from '../contentFields.ts';
import { useFieldAfterPaint } from './afterPaint.ts';
import { useEditorForm } from './editorForm.ts';
import type { ContentFieldsProps, Path } from './fieldProps.ts';
import { emptyAsNull, useInitialText } from './fieldValues.ts';
import { PaintFirstTextarea } from './PaintFirstTextarea.tsx';

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

const subscribeToNothing = () => () => {};

/**
 * The server cannot ask, and draws the plain textarea (docs/decisions/033); hydration draws the same, and a browser
 * that cannot size it then draws MUI's box in its place.
 */
const useSizesFieldsItself = () => useSyncExternalStore(subscribeToNothing, sizesFieldsItself, () => true);

/** A long text's box that grows with its text, at least two lines high (a textarea sized by the browser). */
const grownByBrowser = { fieldSizing: 'content', minHeight: '2lh' } as const;

/** A text: one line, or a long text's box with its character count; an optional one is null when emptied. */
export function TextInput({
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
  const grows = useSizesFieldsItself() && multiline;
  return (
    <TextField
      id={fieldId(path)}
      label={nullable ? `${label} (optional)` : label}
      type={date ? 'date' : 'text'}
      {...field}
      inputRef={ref}
      // A box that reports its keys after they show takes its text from the form, but for the server's HTML (see
      // PaintFirstTextarea).
      defaultValue={initial}
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
export function CheckField({ path, label, problem }: { path: Path; label: string; problem: string | undefined }) {
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
export function ChoiceField({
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
export function NumberField({ section, path, problems }: ContentFieldsProps & { path: Path }) {
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
