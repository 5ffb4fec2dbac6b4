import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import { ENQUIRY_STATUS_LABELS, isNewEnquiry } from '@studio/core/enquiries/enquiries';
import { formatSubmissionDate, messagePreview } from '@studio/core/shared/format';
import { TRIAL_ENQUIRY_STATE_LABELS, type ContactSubmission } from '@studio/core/enquiries/submissions';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';

/** "New" beside an enquiry nobody has moved on yet, or a trial booked that nobody has read since. */
export function NewBadge({ inline = false }: { inline?: boolean }) {
  return (
    <Chip
      component="span"
      label="New"
      size="small"
      color="primary"
      sx={{ ml: inline ? 1 : 0, height: inline ? 20 : 24, fontWeight: 800, verticalAlign: 'text-bottom' }}
    />
  );
}

/** The Messages list: one button per submission, unread ones marked by an accent border. */
export function SubmissionList({
  submissions,
  selectedId,
  onSelect,
  emptyText = 'No submissions yet.',
}: {
  submissions: readonly ContactSubmission[];
  /** What an empty list says: SPEC's text, or that the filters match nothing. */
  emptyText?: string;
  selectedId: string | null;
  onSelect: (submission: ContactSubmission) => void;
}) {
  return (
    <Box component="section" aria-labelledby="submission-list-title">
      <Typography
        id="submission-list-title"
        component="h2"
        variant="h5"
        sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        Messages{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          ({submissions.length})
        </Box>
      </Typography>
      {submissions.length === 0 ? (
        <Typography sx={{ p: 3, color: 'text.secondary' }}>{emptyText}</Typography>
      ) : (
        <List disablePadding aria-labelledby="submission-list-title">
          {submissions.map((submission) => {
            const selected = submission.id === selectedId;
            return (
              <ListItem key={submission.id} disablePadding divider>
                <ListItemButton
                  id={`submission-${submission.id}`}
                  selected={selected}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelect(submission)}
                  sx={{
                    display: 'block',
                    minWidth: 0,
                    borderLeft: 4,
                    borderLeftColor: submission.read ? 'transparent' : 'primary.main',
                    py: 1.5,
                  }}
                >
                  {/* A long name wraps (even with no spaces) and never pushes the date out of the row. */}
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                    <Typography
                      component="span"
                      sx={{ fontWeight: submission.read ? 600 : 800, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {submission.name}
                      {!submission.read && <VisuallyHidden> (unread)</VisuallyHidden>}
                      {isNewEnquiry(submission) && <NewBadge inline />}
                    </Typography>
                    <Typography component="span" variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                      {formatSubmissionDate(submission.created_at)}
                    </Typography>
                  </Box>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
                  >
                    {submission.email}
                  </Typography>
                  {submission.class_interest && (
                    <Typography component="span" variant="body2" sx={{ display: 'block', color: 'secondary.main' }}>
                      {submission.class_interest}
                    </Typography>
                  )}
                  {submission.status !== 'new' && (
                    <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 700 }}>
                      {ENQUIRY_STATUS_LABELS[submission.status]}
                      {submission.trial && `: ${TRIAL_ENQUIRY_STATE_LABELS[submission.trial.state]}`}
                    </Typography>
                  )}
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
                  >
                    {messagePreview(submission.message)}
                  </Typography>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
