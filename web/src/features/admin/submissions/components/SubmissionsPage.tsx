import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  classInterestsOf,
  csvFileName,
  ENQUIRY_STATUS_LABELS,
  filterSubmissions,
  sameEmail,
  SEARCH_MAX_LENGTH,
  type EnquiryStatus,
  type SubmissionFilter,
} from '@studio/core/enquiries/enquiries';
import { messages } from '@studio/core/shared/messages';
import { describeRetention } from '@studio/core/enquiries/retention';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from '@/components/layout/ScrollManager.tsx';
import { errorMessage } from '@/backend/errors.ts';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx';
import { useConfirmation } from '../../shared/components/Confirmation.tsx';
import { LoadingState } from '../../shared/components/LoadingState.tsx';
import { MailWarning } from '../../shared/components/MailWarning.tsx';
import { StatusBanners, useStatusBanners } from '../../shared/components/StatusBanners.tsx';
import { downloadCsv } from '../../shared/api/downloadCsv.ts';
import { useReportInbox } from '../api/inboxCount.tsx';
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

/**
 * Contact Form Submissions: filters, the Messages list beside the open message. On phones the open message is its
 * own view, and "Back to messages" returns to the same place in the list.
 */
export function SubmissionsPage() {
  const {
    status,
    data: submissions,
    setData,
    setSubmissionRead,
    setSubmissionStatus,
    removeSubmission,
    noteAdded,
  } = useSubmissions();
  useReportInbox(submissions);
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
  const { confirm, confirmation } = useConfirmation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  // Where the phone's list was scrolled to when a message was opened, to return there.
  const listScroll = useRef<number | null>(null);

  const selected = submissions?.find((submission) => submission.id === selectedId) ?? null;
  const shown = useMemo(() => filterSubmissions(submissions ?? [], asFilter(filter)), [submissions, filter]);
  const classInterests = useMemo(() => classInterestsOf(submissions ?? []), [submissions]);

  const select = (id: string | null) => {
    setSelectedId(id);
    // Opening a message is not a new page: the address names it, and the scroll is this page's to decide.
    setSearchParams(id ? { message: id } : {}, { replace: true, state: KEEP_SCROLL, preventScrollReset: true });
  };

  const open = (id: string) => {
    if (isPhone) listScroll.current = window.scrollY;
    select(id);
  };

  const backToList = () => select(null);

  // On a phone the message replaces the list: it starts at the top of the screen, and going back returns to the
  // same place in the list with keyboard focus on the message the person came from.
  const phoneView = isPhone && selected ? 'message' : 'list';
  const returnTo = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!isPhone) return;
    if (phoneView === 'message') {
      returnTo.current = selectedId;
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    } else if (returnTo.current) {
      const item = document.getElementById(`submission-${returnTo.current}`);
      window.scrollTo({ top: listScroll.current ?? 0, left: 0, behavior: 'instant' });
      item?.focus({ preventScroll: true });
      returnTo.current = null;
    }
  }, [isPhone, phoneView, selectedId]);

  const toggleRead = async (id: string, read: boolean) => {
    if (await setSubmissionRead(id, read)) confirm(read ? 'Marked as read' : 'Marked as unread');
  };

  const changeStatus = async (id: string, next: EnquiryStatus) => {
    await setSubmissionStatus(id, next);
    confirm(`Status set to ${ENQUIRY_STATUS_LABELS[next]}`);
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
      confirm(messages.messageDeleted);
    } catch (error) {
      show({ severity: 'error', message: errorMessage(error, 'The message could not be deleted. Please try again.') });
    }
  };

  const filtered = filter.query !== '' || filter.status !== '' || filter.class_interest !== '';
  const messageOnly = phoneView === 'message';
  return (
    <>
      <Typography
        component="h1"
        variant="h3"
        // A phone's open message is its own view: the page keeps its heading for screen readers.
        className={messageOnly ? 'visually-hidden' : undefined}
        sx={{ mb: 1 }}
      >
        Contact Form Submissions
      </Typography>
      {!messageOnly && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: { xs: 1.5, md: 3 }, minHeight: '1.5em' }}>
          {retentionDays !== undefined && messages.retentionPolicy(describeRetention(retentionDays))}
        </Typography>
      )}
      {status === 'error' && !loadErrorDismissed && (
        <StatusBanners
          banners={[{ severity: 'error', message: messages.submissionsLoadFailed }]}
          onDismiss={() => setLoadErrorDismissed(true)}
        />
      )}
      {/* Kept while a message is open, so coming back does not fetch it again and move the list under the reader. */}
      <Box hidden={messageOnly}>
        <MailWarning compact />
      </Box>
      <StatusBanners banners={banners} onDismiss={dismiss} />
      {status === 'loading' && <LoadingState label="Loading contact submissions" />}
      {status === 'success' && submissions && (
        <>
          {!messageOnly && (
            <InboxFilters
              filter={filter}
              classInterests={classInterests}
              onChange={setFilter}
              onExport={() => void exportShown()}
              exporting={exporting}
              onFindByEmail={() => setFindOpen(true)}
              folded={isPhone}
            />
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 5fr) 7fr' },
              alignItems: 'start',
            }}
          >
            {!messageOnly && (
              <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
                <SubmissionList
                  submissions={shown}
                  selectedId={selectedId}
                  onSelect={(submission) => open(submission.id)}
                  emptyText={filtered && submissions.length > 0 ? 'No messages match these filters.' : undefined}
                />
              </Paper>
            )}
            {(!isPhone || selected) && (
              <Paper variant="outlined" sx={{ minWidth: 0 }}>
                {selected ? (
                  <SubmissionDetail
                    // A fresh pane per message: no status error or half-typed note carries over to the next.
                    key={selected.id}
                    submission={selected}
                    onToggleRead={() => void toggleRead(selected.id, !selected.read)}
                    onStatusChange={(next) => changeStatus(selected.id, next)}
                    onNoteAdded={() => {
                      noteAdded(selected.id);
                      confirm('Note added');
                    }}
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
      {confirmation}
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
