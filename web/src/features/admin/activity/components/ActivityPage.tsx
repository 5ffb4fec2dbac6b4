import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACTIVITY_KINDS, type ActivityEntry, type ActivityKind } from '@studio/core/activity/activity';
import { formatSubmissionDate } from '@studio/core/shared/format';
import { describeRetention } from '@studio/core/enquiries/retention';
import { ACTIVITY_RETENTION_DAYS } from '@studio/core/activity/activity';
import { useState } from 'react';
import { errorMessage } from '@/backend/errors.ts';
import { LoadingState } from '../../shared/components/LoadingState.tsx';
import { useActivityLog } from '../api/useActivityLog.ts';

const KIND_OPTIONS = Object.entries(ACTIVITY_KINDS) as [ActivityKind, string][];

function EntryRow({ entry }: { entry: ActivityEntry }) {
  const who = entry.actor ?? 'Someone not signed in';
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: { xs: 0.25, md: 2 },
        gridTemplateColumns: { xs: '1fr', md: '11rem minmax(0, 14rem) minmax(0, 1fr)' },
        py: 1.5,
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
        listStyle: 'none',
      }}
    >
      <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.at}>
        {formatSubmissionDate(entry.at)}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
        {who}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <strong>{ACTIVITY_KINDS[entry.kind] ?? entry.kind}</strong>
          {entry.item && `: ${entry.item}`}
        </Typography>
        {(entry.detail || entry.ip) && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[entry.detail, entry.ip && `from ${entry.ip}`].filter(Boolean).join(' · ')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Activity (Owners only): who changed what, newest first, filtered by person and kind. */
export function ActivityPage() {
  const [actor, setActor] = useState('');
  const [kind, setKind] = useState<ActivityKind | ''>('');
  const log = useActivityLog({ actor, kind });

  return (
    <>
      <Typography component="h1" variant="h3" sx={{ mb: 1 }}>
        Activity
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Every change made in the admin and every sign-in, kept for {describeRetention(ACTIVITY_RETENTION_DAYS)}.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          select
          label="Person"
          value={actor}
          onChange={(event) => setActor(event.target.value)}
          sx={{ minWidth: 240 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Everyone</MenuItem>
          {log.actors.map((email) => (
            <MenuItem key={email} value={email}>
              {email}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as ActivityKind | '')}
          sx={{ minWidth: 240 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All kinds</MenuItem>
          {KIND_OPTIONS.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {log.status === 'loading' && <LoadingState label="Loading the activity log" />}
      {log.status === 'error' && (
        <Alert severity="error" role="alert">
          {errorMessage(log.error, 'Failed to load the activity log. Please try again.')}
        </Alert>
      )}
      {log.status === 'success' && (
        <Paper variant="outlined">
          {log.entries.length === 0 ? (
            <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
              Nothing recorded for these filters.
            </Typography>
          ) : (
            <Box component="ul" aria-label="Activity entries" sx={{ m: 0, p: 0 }}>
              {log.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </Box>
          )}
        </Paper>
      )}
      {log.olderError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {log.olderError}
        </Alert>
      )}
      {log.hasOlder && (
        <Button sx={{ mt: 2 }} variant="outlined" disabled={log.loadingOlder} onClick={() => void log.loadOlder()}>
          {log.loadingOlder ? 'Loading...' : 'Show older entries'}
        </Button>
      )}
    </>
  );
}
