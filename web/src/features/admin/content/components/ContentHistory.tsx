import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  contentMessages,
  SEED_AUTHOR,
  type ContentRevision,
  type ContentSection,
  type ContentSectionId,
} from '@studio/core/content/siteContent';
import { contentChanges } from '@studio/core/content/siteContentDiff';
import { useId, useState } from 'react';
import { errorMessage } from '@/backend/errors.ts';
import { useSignedInStaff } from '@/features/admin/shared/api/signedInStaff.ts';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog.tsx';
import { LoadingState } from '@/features/admin/shared/components/LoadingState.tsx';
import { useContentHistory } from '../api/useSiteContentEditor.ts';
import { ChangeList } from './ChangeList.tsx';

function describe(revision: ContentRevision): string {
  const when = new Date(revision.created_at).toLocaleString('en-GB');
  const who = revision.created_by === SEED_AUTHOR ? 'the original site' : revision.created_by;
  const restored = revision.restored_from ? `, restoring version ${revision.restored_from}` : '';
  return `${when} by ${who}${restored}`;
}

/**
 * Every version of a section, newest first, in a dialog beside the editor: each says who made it, when, and what
 * differs from the version before, field by field. Owners may Restore one (it is published as a new version).
 */
export function ContentHistory({
  open,
  onClose,
  section,
  label,
  current,
  note,
  onRestore,
}: {
  open: boolean;
  onClose: () => void;
  /** The outcome of a restore made in the dialog, said where the eye is. */
  note: string | null;
  section: ContentSectionId;
  label: string;
  current: number;
  onRestore: (revision: number) => Promise<ContentSection | null>;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>History of {label}</DialogTitle>
      <DialogContent dividers>
        {note && (
          <Typography role="status" sx={{ mb: 2, fontWeight: 700, color: 'success.dark' }}>
            {note}
          </Typography>
        )}
        {open && <Versions section={section} label={label} current={current} onRestore={onRestore} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function Versions({
  section,
  label,
  current,
  onRestore,
}: {
  section: ContentSectionId;
  label: string;
  current: number;
  onRestore: (revision: number) => Promise<ContentSection | null>;
}) {
  const history = useContentHistory(section);
  const isOwner = useSignedInStaff().role === 'owner';
  const [confirming, setConfirming] = useState<number | null>(null);

  if (history.status === 'loading') return <LoadingState label="Loading the history" />;
  if (history.status === 'error')
    return (
      <Typography role="alert" color="error">
        {errorMessage(history.error, contentMessages.historyFailed)}
      </Typography>
    );
  const revisions = history.data;
  return (
    <>
      <Stack component="ol" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {revisions.map((revision, index) => {
          const before = revisions[index + 1];
          return (
            <Box
              component="li"
              key={revision.version}
              aria-label={`Version ${revision.version}`}
              sx={{ py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
              >
                <Box>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    Version {revision.version}
                    {revision.version === current && ' (live)'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {describe(revision)}
                  </Typography>
                </Box>
                {isOwner && (
                  <Button
                    variant="outlined"
                    disabled={revision.version === current}
                    onClick={() => setConfirming(revision.version)}
                    aria-label={`Restore version ${revision.version}`}
                  >
                    Restore
                  </Button>
                )}
              </Stack>
              {before ? (
                <ChangeList section={section} changes={contentChanges(before.content, revision.content)} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {revision.version === 1 ? 'The first version.' : 'Older versions are not listed.'}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title="Restore this version?"
        message={`Version ${confirming ?? ''} of ${label} will be published again, as a new version. The current version stays in the history.`}
        confirmLabel="Restore"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const revision = confirming;
          setConfirming(null);
          if (revision !== null) void onRestore(revision);
        }}
      />
    </>
  );
}
