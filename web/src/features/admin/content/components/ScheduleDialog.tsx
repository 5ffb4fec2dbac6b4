import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { studioTimeToUtc } from '@studio/core/calendar/studioClock';
import {
  contentMessages,
  SCHEDULE_MAX_DAYS,
  SCHEDULE_MIN_MINUTES,
  scheduleProblem,
} from '@studio/core/content/siteContent';
import { useId, useState } from 'react';

/** The instant of a UK date (`YYYY-MM-DD`) and time (`HH:MM`), or null when either is not one. */
export function ukInstant(day: string, time: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  const at = studioTimeToUtc(day, hours * 60 + minutes);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** "Schedule": a UK date and time, 5 minutes to a year ahead, when the edited content goes live by itself. */
export function ScheduleDialog({
  label,
  onSchedule,
  onCancel,
}: {
  label: string;
  onSchedule: (publishAt: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is drawn outside the editor's form, but React passes its submit up to it: it stops here.
          event.stopPropagation();
          const at = ukInstant(day, time);
          const found = at ? scheduleProblem(at, new Date()) : contentMessages.scheduleInvalidTime;
          if (found || !at) setProblem(found ?? contentMessages.scheduleInvalidTime);
          else onSchedule(at.toISOString());
        }}
      >
        <DialogTitle id={titleId}>Schedule {label}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            These changes go live by themselves at the time you set (UK time), between {SCHEDULE_MIN_MINUTES} minutes
            and {SCHEDULE_MAX_DAYS / 365 === 1 ? 'a year' : `${SCHEDULE_MAX_DAYS} days`} from now. If someone publishes
            this section before then, the schedule is not applied.
          </DialogContentText>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Date"
              type="date"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              required
              error={Boolean(problem)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Time"
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              required
              error={Boolean(problem)}
              helperText={problem ?? 'UK time'}
              slotProps={{ inputLabel: { shrink: true }, formHelperText: { role: problem ? 'alert' : undefined } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Schedule
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
