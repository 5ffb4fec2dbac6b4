/** The timetable's fields: a weekly session's times, its ages, and the sites a closure shuts. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClassSession, ContentSectionId } from '@studio/core/content/siteContent';
import { DEFAULT_TRIAL_PLACES, nextFreeSlot, STUDIO_SITES } from '@studio/core/timetable/timetable';
import { useState } from 'react';
import { useController, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { emptyValue, fieldId, pathKey, shapeOf, type AnySchema } from '../contentFields.ts';
import { useEditorForm } from './editorForm.ts';
import type { ContentFieldsProps, NestedFields, Path } from './fieldProps.ts';
import { fieldsetSx, legendSx } from './fieldStyles.ts';
import { emptyAsNull, useInitialText } from './fieldValues.ts';

/** A new session, as Add puts it at the end of the list: in the next free slot, with its page's trial places. */
export function newSession(section: ContentSectionId, element: AnySchema, items: unknown[]): unknown {
  const empty = emptyValue(element);
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
export function SessionFields(props: ContentFieldsProps & { path: Path; Fields: NestedFields }) {
  const { Fields, ...fieldProps } = props;
  const { schema, path, problems } = fieldProps;
  const { register, getValues, setValue } = useEditorForm();
  const shape = shapeOf(schema);
  const name = pathKey(path);
  const field = (key: string) => <Fields key={key} {...fieldProps} schema={shape[key]!} path={[...path, key]} />;
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
export function AgesField({ path, problems }: ContentFieldsProps & { path: Path }) {
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
export function SitesField({ path, problems }: ContentFieldsProps & { path: Path }) {
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
