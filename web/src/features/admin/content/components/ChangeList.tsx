import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentSectionId } from '@studio/core/content/siteContent';
import type { ContentChange } from '@studio/core/content/siteContentDiff';
import { fieldLabel } from '../contentFields.ts';

const SHOWN_TEXT = 160;

/** A value as the History shows it: text quoted and cut short, none as "(none)", an item by its name. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.length > SHOWN_TEXT ? `“${value.slice(0, SHOWN_TEXT)}…”` : `“${value}”`;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const name = record.title ?? record.question ?? record.name ?? record.item ?? record.days ?? record.day;
    return typeof name === 'string' ? `“${name}”` : 'an item';
  }
  return String(value);
}

/** Where a change is, as staff know the fields: "Plan 1 › Price". */
export function changePlace(section: ContentSectionId, change: ContentChange): string {
  return change.path.map((_part, index) => fieldLabel(section, change.path.slice(0, index + 1))).join(' › ');
}

/** Each change as "Place: before → after"; `empty` is said when there is none. */
export function ChangeList({
  section,
  changes,
  empty = 'Nothing differs from the version before.',
}: {
  section: ContentSectionId;
  changes: ContentChange[];
  empty?: string;
}) {
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {changes.map((change) => (
        <Typography component="li" variant="body2" key={change.path.join('.')} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{changePlace(section, change)}</strong>:{' '}
          {change.before === undefined
            ? `added ${shownValue(change.after)}`
            : change.after === undefined
              ? `removed ${shownValue(change.before)}`
              : `${shownValue(change.before)} → ${shownValue(change.after)}`}
        </Typography>
      ))}
    </Box>
  );
}
