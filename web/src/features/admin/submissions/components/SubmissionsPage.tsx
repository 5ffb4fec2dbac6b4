import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  classInterestsOf,
  csvFileName,
  filterSubmissions,
  sameEmail,
  SEARCH_MAX_LENGTH,
  type SubmissionFilter,
} from '@studio/core/enquiries';
import { messages } from '@studio/core/messages';
import { describeRetention } from '@studio/core/retention';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/backend/errors.ts';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { ConfirmDialog } from '../../layout/components/ConfirmDialog.tsx';
import { LoadingState } from '../../layout/components/LoadingState.tsx';
import { StatusBanners, useStatusBanners } from '../../layout/components/StatusBanners.tsx';
import { downloadCsv } from '../api/downloadCsv.ts';
import { useRetentionDays, useSubmissions } from '../api/useSubmissions.ts';
import { FindByEmailDialog } from './FindByEmailDialog.tsx';
import { InboxFilters, NO_FILTER, type InboxFilter } from './InboxFilters.tsx';
import { SubmissionDetail } from './SubmissionDetail.tsx';
import { SubmissionList } from './SubmissionList.tsx';

function asFilter(filter: InboxFilter): SubmissionFilter {
  return {
    query: filter.query.slice(0, SEARCH_MAX_LENGTH) || undefined,
    status: filter.status || undefined,
    class_interest: filter.class_interest || undefined,
  };
}

/** Contact Form Submissions: filters, the Messages list beside the open message (two steps on phones). */
export function SubmissionsPage() {
  const {
    status,
    data: submissions,
    setData,
    setSubmissionRead,
    setSubmissionStatus,
    removeSubmission,
    countNote,
  } = useSubmissions();
  const { submissions: backend } = useBackend();
  const retentionDays = useRetentionDays();
  const [searchParams, setSearchParams] = useSearchParams();
  // `?message={id}` (the link in the notification e-mail) opens that message.
  const [selectedId, setSelectedId] = useState<string | null>(() => searchParams.get('message'));
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);
  const [filter, setFilter] = useState<InboxFilter>(NO_FILTER);
  const [exporting, setExporting] = useState(false);
  const [findOpen, setFindOpen] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { banners, show, dismiss } = useStatusBanners();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));

  const selected = submissions?.find((submission) => submission.id === selectedId) ?? null;
  const shown = useMemo(() => filterSubmissions(submissions ?? [], asFilter(filter)), [submissions, filter]);
  const classInterests = useMemo(() => classInterestsOf(submissions ?? []), [submissions]);

  const select = (id: string | null) => {
    setSelectedId(id);
    setSearchParams(id ? { message: id } : {}, { replace: true });
  };

  const backToList = () => {
    const id = selectedId;
    select(null);
    // Return keyboard focus to the message the person came from.
    requestAnimationFrame(() => document.getElementById(`submission-${id}`)?.focus());
  };

  const exportShown = async () => {
    setExporting(true);
    try {
      downloadCsv(await backend.exportCsv(asFilter(filter)), csvFileName(new Date()));
    } catch (error) {
      show({ severity: 'error', message: errorMessage(error, 'The export failed. Please try again.') });
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = async () => {
    const id = deleting;
    setDeleting(null);
    if (!id) return;
    try {
      await removeSubmission(id);
      select(null);
      show({ severity: 'success', message: messages.messageDeleted });
    } catch (error) {
      show({ severity: 'error', message: errorMessage(error, 'The message could not be deleted. Please try again.') });
    }
  };

  const filtered = filter.query !== '' || filter.status !== '' || filter.class_interest !== '';
  return (
    <>
      <Typography component="h1" variant="h3" sx={{ mb: 1 }}>
        Contact Form Submissions
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, minHeight: '1.5em' }}>
        {retentionDays !== undefined && messages.retentionPolicy(describeRetention(retentionDays))}
      </Typography>
      {status === 'error' && !loadErrorDismissed && (
        <StatusBanners
          banners={[{ severity: 'error', message: messages.submissionsLoadFailed }]}
          onDismiss={() => setLoadErrorDismissed(true)}
        />
      )}
      <StatusBanners banners={banners} onDismiss={dismiss} />
      {status === 'loading' && <LoadingState label="Loading contact submissions" />}
      {status === 'success' && submissions && (
        <>
          <InboxFilters
            filter={filter}
            classInterests={classInterests}
            onChange={setFilter}
            onExport={() => void exportShown()}
            exporting={exporting}
            onFindByEmail={() => setFindOpen(true)}
          />
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
                  submissions={shown}
                  selectedId={selectedId}
                  onSelect={(submission) => select(submission.id)}
                  emptyText={filtered && submissions.length > 0 ? 'No messages match these filters.' : undefined}
                />
              </Paper>
            )}
            {(!isPhone || selected) && (
              <Paper variant="outlined">
                {selected ? (
                  <SubmissionDetail
                    // A fresh pane per message: no status error or half-typed note carries over to the next.
                    key={selected.id}
                    submission={selected}
                    onToggleRead={() => void setSubmissionRead(selected.id, !selected.read)}
                    onStatusChange={(next) => setSubmissionStatus(selected.id, next)}
                    onNoteAdded={() => countNote(selected.id)}
                    onDelete={() => setDeleting(selected.id)}
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
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete message"
        message={messages.confirmDeleteMessage}
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <FindByEmailDialog
        open={findOpen}
        onClose={() => setFindOpen(false)}
        onErased={(email) => {
          setData((list) => list.filter((submission) => !sameEmail(submission.email, email)));
          if (selected && sameEmail(selected.email, email)) select(null);
        }}
      />
    </>
  );
}
