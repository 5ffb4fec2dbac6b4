import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { messages } from '@studio/core/messages';
import { useState } from 'react';
import { LoadingState } from '../../layout/components/LoadingState.tsx';
import { StatusBanners } from '../../layout/components/StatusBanners.tsx';
import { useSubmissions } from '../api/useSubmissions.ts';
import { SubmissionDetail } from './SubmissionDetail.tsx';
import { SubmissionList } from './SubmissionList.tsx';

/** Contact Form Submissions: the Messages list beside the open message (two steps on phones). */
export function SubmissionsPage() {
  const { status, data: submissions, setSubmissionRead } = useSubmissions();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));

  const selected = submissions?.find((submission) => submission.id === selectedId) ?? null;

  const backToList = () => {
    const id = selectedId;
    setSelectedId(null);
    // Return keyboard focus to the message the person came from.
    requestAnimationFrame(() => document.getElementById(`submission-${id}`)?.focus());
  };

  return (
    <>
      <Typography component="h1" variant="h3" sx={{ mb: 3 }}>
        Contact Form Submissions
      </Typography>
      {status === 'error' && !loadErrorDismissed && (
        <StatusBanners
          banners={[{ severity: 'error', message: messages.submissionsLoadFailed }]}
          onDismiss={() => setLoadErrorDismissed(true)}
        />
      )}
      {status === 'loading' && <LoadingState label="Loading contact submissions" />}
      {status === 'success' && submissions && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 5fr) 7fr' },
            alignItems: 'start',
          }}
        >
          {(!isPhone || !selected) && (
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <SubmissionList
                submissions={submissions}
                selectedId={selectedId}
                onSelect={(submission) => setSelectedId(submission.id)}
              />
            </Paper>
          )}
          {(!isPhone || selected) && (
            <Paper variant="outlined">
              {selected ? (
                <SubmissionDetail
                  submission={selected}
                  onToggleRead={() => void setSubmissionRead(selected.id, !selected.read)}
                  onBack={isPhone ? backToList : undefined}
                  focusOnShow={isPhone}
                />
              ) : (
                <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
                  Select a message to view details
                </Typography>
              )}
            </Paper>
          )}
        </Box>
      )}
    </>
  );
}
