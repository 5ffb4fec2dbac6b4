import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  contentMessages,
  ukDateTime,
  type ContentSchedule,
  type ContentSection,
  type ContentSectionId,
} from '@studio/core/content/siteContent';
import { contentChanges } from '@studio/core/content/siteContentDiff';
import { ChangeList } from './ChangeList.tsx';

/** How many resolved schedules the list still shows after the pending ones. */
const RESOLVED_SHOWN = 3;

function outcomeOf(schedule: ContentSchedule): string {
  switch (schedule.state) {
    case 'pending':
      return `Goes live ${ukDateTime(schedule.publish_at)} (UK time), scheduled by ${schedule.created_by}`;
    case 'applied':
      return `Went live ${ukDateTime(schedule.publish_at)} as version ${schedule.version ?? ''}`;
    case 'superseded':
      return `Was to go live ${ukDateTime(schedule.publish_at)}. ${contentMessages.superseded}`;
    case 'cancelled':
      return `Was to go live ${ukDateTime(schedule.publish_at)}: cancelled`;
  }
}

/**
 * "Scheduled": the section's pending publishes, each with what it will change of the live version (field by field,
 * as the History shows a version) and "Cancel schedule", then what became of the last few.
 */
export function ScheduledList({
  section,
  live,
  schedules,
  canCancel,
  onCancel,
}: {
  section: ContentSectionId;
  live: ContentSection;
  schedules: readonly ContentSchedule[];
  canCancel: boolean;
  onCancel: (id: string) => void;
}) {
  const pending = schedules.filter((entry) => entry.state === 'pending');
  const resolved = schedules.filter((entry) => entry.state !== 'pending').slice(0, RESOLVED_SHOWN);
  if (pending.length === 0 && resolved.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="content-scheduled-title" sx={{ mb: 3 }}>
      <Typography id="content-scheduled-title" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 800, mb: 1 }}>
        Scheduled
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {pending.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            Nothing is scheduled.
          </Typography>
        )}
        {[...pending, ...resolved].map((entry) => (
          <Stack
            component="li"
            key={entry.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography
              variant="body2"
              color={
                entry.state === 'superseded'
                  ? 'warning.dark'
                  : entry.state === 'pending'
                    ? 'text.primary'
                    : 'text.secondary'
              }
            >
              {outcomeOf(entry)}
            </Typography>
            {entry.state === 'pending' && canCancel && (
              <Button size="small" color="inherit" variant="outlined" onClick={() => onCancel(entry.id)}>
                Cancel schedule
              </Button>
            )}
            {entry.state === 'pending' && (
              <Box
                sx={{ flexBasis: '100%' }}
                aria-label={`What goes live ${ukDateTime(entry.publish_at)}`}
                role="group"
              >
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {entry.base_version === live.version
                    ? 'It will change:'
                    : `It was made on version ${entry.base_version}; version ${live.version} is live now, so it will not be applied. It would change:`}
                </Typography>
                <ChangeList
                  section={section}
                  changes={contentChanges(live.content, entry.content)}
                  empty="Nothing: it is what is live now."
                />
              </Box>
            )}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
