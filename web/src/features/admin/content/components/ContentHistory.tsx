import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  contentMessages,
  sectionSchema,
  SEED_AUTHOR,
  type ContentRevision,
  type ContentSection,
  type ContentSectionId,
} from '@studio/core/siteContent';
import { useState } from 'react';
import { errorMessage } from '@/backend/errors.ts';
import { ConfirmDialog } from '@/features/admin/layout/components/ConfirmDialog.tsx';
import { LoadingState } from '@/features/admin/layout/components/LoadingState.tsx';
import { useContentHistory } from '../api/useSiteContentEditor.ts';
import type { AnySchema } from '../contentFields.ts';
import { ContentFields } from './ContentFields.tsx';

const NO_PROBLEMS = new Map<string, string>();

function describe(revision: ContentRevision): string {
  const when = new Date(revision.created_at).toLocaleString('en-GB');
  const who = revision.created_by === SEED_AUTHOR ? 'the original site' : revision.created_by;
  const restored = revision.restored_from ? `, restoring version ${revision.restored_from}` : '';
  return `${when} by ${who}${restored}`;
}

/** Every version of a section, newest first: view one, or Restore it (which publishes it as a new version). */
export function ContentHistory({
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
  const [viewing, setViewing] = useState<ContentRevision | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  return (
    <Paper
      component="section"
      id="content-history"
      variant="outlined"
      aria-labelledby="content-history-title"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id="content-history-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
        History of {label}
      </Typography>
      {history.status === 'loading' && <LoadingState label="Loading the history" />}
      {history.status === 'error' && (
        <Typography role="alert" color="error">
          {errorMessage(history.error, contentMessages.historyFailed)}
        </Typography>
      )}
      {history.status === 'success' && (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {history.data.map((revision) => (
            <Stack
              component="li"
              key={revision.version}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{
                justifyContent: 'space-between',
                alignItems: { sm: 'center' },
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box>
                <Typography sx={{ fontWeight: 700 }}>
                  Version {revision.version}
                  {revision.version === current && ' (live)'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {describe(revision)}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button
                  onClick={() => setViewing(viewing?.version === revision.version ? null : revision)}
                  aria-expanded={viewing?.version === revision.version}
                  aria-label={`View version ${revision.version}`}
                >
                  View
                </Button>
                <Button
                  variant="outlined"
                  disabled={revision.version === current}
                  onClick={() => setConfirming(revision.version)}
                  aria-label={`Restore version ${revision.version}`}
                >
                  Restore
                </Button>
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      {viewing && (
        <Box component="section" aria-label={`Version ${viewing.version}`} sx={{ mt: 3 }}>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
            Version {viewing.version}
          </Typography>
          <ContentFields
            section={section}
            schema={sectionSchema(section) as unknown as AnySchema}
            value={viewing.content}
            problems={NO_PROBLEMS}
            onChange={() => {}}
            readOnly
          />
        </Box>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Restore this version?"
        message={`Version ${confirming ?? ''} of ${label} will be published again, as a new version. The current version stays in the history.`}
        confirmLabel="Restore"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const revision = confirming;
          setConfirming(null);
          if (revision !== null) void onRestore(revision).then((restored) => restored && setViewing(null));
        }}
      />
    </Paper>
  );
}
