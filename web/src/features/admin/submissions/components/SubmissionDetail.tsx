import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  isNewEnquiry,
  NOTIFICATION_LABELS,
  type EnquiryStatus,
} from '@studio/core/enquiries/enquiries';
import { formatSubmissionDate, replySubject } from '@studio/core/shared/format';
import { telHref } from '@studio/core/contact/phone';
import type { ContactSubmission } from '@studio/core/enquiries/submissions';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@/backend/errors.ts';
import { siteConfig } from '@/content/siteConfig.ts';
import { PersonTrials } from './PersonTrials.tsx';
import { NewBadge } from './SubmissionList.tsx';
import { SubmissionNotes } from './SubmissionNotes.tsx';

export function replyMailto(submission: Pick<ContactSubmission, 'email' | 'class_interest'>): string {
  return `mailto:${submission.email}?subject=${encodeURIComponent(replySubject(submission.class_interest, siteConfig.classesLabel))}`;
}

function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="overline" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.8 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The Message Details pane. `onBack` is given on phones, where list and detail are two steps. */
export function SubmissionDetail({
  submission,
  onToggleRead,
  onStatusChange,
  onNoteAdded,
  onDelete,
  onBack,
  focusOnShow,
}: {
  submission: ContactSubmission;
  onToggleRead: () => void;
  /** Rejects with a message fit to show. */
  onStatusChange: (status: EnquiryStatus) => Promise<void>;
  onNoteAdded: () => void;
  onDelete: () => void;
  onBack?: () => void;
  focusOnShow?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [statusError, setStatusError] = useState<string | undefined>();
  const [statusSaving, setStatusSaving] = useState(false);

  const changeStatus = async (status: EnquiryStatus) => {
    setStatusSaving(true);
    try {
      await onStatusChange(status);
      setStatusError(undefined);
    } catch (error) {
      setStatusError(errorMessage(error, 'The status could not be changed. Please try again.'));
    } finally {
      setStatusSaving(false);
    }
  };
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow, submission.id]);

  return (
    <Box component="section" aria-labelledby="submission-detail-title" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      {onBack && (
        <Button color="inherit" onClick={onBack} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
          Back to messages
        </Button>
      )}
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}
      >
        <Typography
          id="submission-detail-title"
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h5"
          sx={{ outline: 'none' }}
        >
          Message Details
        </Typography>
        <Button
          color={submission.read ? 'inherit' : 'primary'}
          variant={submission.read ? 'outlined' : 'contained'}
          onClick={onToggleRead}
        >
          {submission.read ? 'Mark as Unread' : 'Mark as Read'}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        <TextField
          select
          label="Status"
          size="small"
          value={submission.status}
          disabled={statusSaving}
          onChange={(event) => void changeStatus(event.target.value as EnquiryStatus)}
          error={Boolean(statusError)}
          helperText={statusError}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 180 }}
        >
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ENQUIRY_STATUS_LABELS[status]}
            </option>
          ))}
        </TextField>
        {isNewEnquiry(submission) && <NewBadge />}
        {submission.notification && (
          <Chip
            size="small"
            variant="outlined"
            color={submission.notification === 'failed' ? 'error' : 'default'}
            label={NOTIFICATION_LABELS[submission.notification]}
          />
        )}
      </Stack>
      <Stack component="dl" spacing={2} sx={{ m: 0 }}>
        <DetailField label="Name">{submission.name}</DetailField>
        <DetailField label="Date">{formatSubmissionDate(submission.created_at)}</DetailField>
        <DetailField label="Email">
          <Link href={`mailto:${submission.email}`} underline="always">
            {submission.email}
          </Link>
        </DetailField>
        {submission.phone && (
          <DetailField label="Phone">
            <Link href={telHref(submission.phone)} underline="always">
              {submission.phone}
            </Link>
          </DetailField>
        )}
        {submission.class_interest && <DetailField label="Class Interest">{submission.class_interest}</DetailField>}
        {(submission.trial || submission.status === 'trial_booked') && (
          <DetailField label="Free trials">
            <PersonTrials submission={submission} />
          </DetailField>
        )}
        <DetailField label="Message">
          <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
            {submission.message}
          </Typography>
        </DetailField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button variant="contained" href={replyMailto(submission)} startIcon={<EmailIcon />}>
          Reply via Email
        </Button>
        {submission.phone && (
          <Button color="inherit" variant="outlined" href={telHref(submission.phone)} startIcon={<PhoneIcon />}>
            Call
          </Button>
        )}
        <Button color="error" variant="outlined" onClick={onDelete} startIcon={<DeleteIcon />}>
          Delete
        </Button>
      </Stack>
      <SubmissionNotes key={submission.id} submissionId={submission.id} onAdded={onNoteAdded} />
    </Box>
  );
}
