import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { fieldLabel, kindOf, optionsOf, pathKey, shapeOf } from '../contentFields.ts';
import type { ContentFieldsProps } from './fieldProps.ts';
import { fieldsetSx, legendSx } from './fieldStyles.ts';
import { ListField } from './ListField.tsx';
import { PhotoField } from './PhotoField.tsx';
import { CheckField, ChoiceField, NumberField, TextInput } from './PlainFields.tsx';
import { AgesField, SessionFields, SitesField } from './TimetableFields.tsx';

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

  if (kind === 'object' && path.at(-2) === 'sessions')
    return <SessionFields {...props} path={path} Fields={ContentFields} />;

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

  if (kind === 'array') return <ListField {...props} path={path} Fields={ContentFields} />;

  if (key === 'ages') return <AgesField {...props} path={path} />;

  if (key === 'photo') return <PhotoField {...props} path={path} />;

  if (kind === 'boolean') return <CheckField path={path} label={label} problem={problem} />;

  if (kind === 'enum') return <ChoiceField path={path} label={label} problem={problem} options={optionsOf(schema)} />;

  if (kind === 'number') return <NumberField {...props} path={path} />;

  return <TextInput {...props} path={path} nullable={kind === 'nullable'} />;
}
