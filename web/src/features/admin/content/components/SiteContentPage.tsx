import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTENT_SECTIONS,
  contentMessages,
  isContentSectionId,
  sectionSchema,
  type ContentSection,
  type ClassContent,
  type ContentSectionId,
} from '@studio/core/siteContent';
import { withSessionsInOrder } from '@studio/core/timetable';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BackendError, errorMessage } from '@/backend/errors.ts';
import { BackToDashboard } from '@/features/admin/layout/components/BackToDashboard.tsx';
import { LoadingState } from '@/features/admin/layout/components/LoadingState.tsx';
import { StatusBanners, useStatusBanners } from '@/features/admin/layout/components/StatusBanners.tsx';
import { useContentSection } from '../api/useSiteContentEditor.ts';
import { problemsOf, setAt, type AnySchema } from '../contentFields.ts';
import { ContentFields } from './ContentFields.tsx';
import { ContentHistory } from './ContentHistory.tsx';

const labelOf = (section: ContentSectionId) => CONTENT_SECTIONS.find((entry) => entry.id === section)?.label ?? section;

/** /admin/content: pick a section, edit it, Save to publish; History lists its revisions with Restore. */
export function SiteContentPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section: ContentSectionId = isContentSectionId(asked) ? asked : CONTENT_SECTIONS[0]!.id;
  return (
    <>
      <BackToDashboard />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Site Content
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Prices, opening hours, closures, grading dates, classes, reviews, the studio&apos;s details and the notice
        banner. A save is live on the site at once; every version is kept in the History.
      </Typography>
      <TextField
        select
        id="content-section"
        label="Section to edit"
        value={section}
        onChange={(event) => setParams({ section: event.target.value })}
        slotProps={{ select: { native: true } }}
        sx={{ mb: 3, minWidth: { xs: '100%', sm: 320 } }}
      >
        {CONTENT_SECTIONS.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.label}
          </option>
        ))}
      </TextField>
      {/* A new section starts a fresh editor: nothing of another section's edit carries over. */}
      <SectionEditor key={section} section={section} />
    </>
  );
}

function SectionEditor({ section }: { section: ContentSectionId }) {
  const loaded = useContentSection(section);
  const { banners, show, dismiss } = useStatusBanners();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyRun, setHistoryRun] = useState(0);

  if (loaded.status === 'loading') return <LoadingState label={`Loading ${labelOf(section)}`} />;
  if (loaded.status === 'error')
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={loaded.reload}>
            Try again
          </Button>
        }
      >
        {errorMessage(loaded.error, contentMessages.loadFailed)}
      </Alert>
    );

  return (
    <>
      <SectionForm
        status={<StatusBanners banners={banners} onDismiss={dismiss} />}
        key={loaded.data.version}
        section={section}
        stored={loaded.data}
        save={loaded.save}
        uploadPhoto={loaded.uploadPhoto}
        onSaved={(saved) => {
          show({ severity: 'success', message: contentMessages.saved });
          setHistoryRun((run) => run + 1);
          return saved;
        }}
        onFailed={(message) => show({ severity: 'error', message })}
        onReload={() => {
          dismiss(banners[0]!);
          loaded.reload();
        }}
        historyOpen={historyOpen}
        onToggleHistory={() => setHistoryOpen((open) => !open)}
      />
      {historyOpen && (
        <ContentHistory
          key={historyRun}
          section={section}
          label={labelOf(section)}
          current={loaded.data.version}
          onRestore={async (revision) => {
            try {
              const restored = await loaded.restore(loaded.data.version, revision);
              show({ severity: 'success', message: contentMessages.restored(revision) });
              setHistoryRun((run) => run + 1);
              return restored;
            } catch (error) {
              show({ severity: 'error', message: errorMessage(error, contentMessages.saveFailed) });
              return null;
            }
          }}
        />
      )}
    </>
  );
}

function SectionForm({
  status,
  section,
  stored,
  save,
  uploadPhoto,
  onSaved,
  onFailed,
  onReload,
  historyOpen,
  onToggleHistory,
}: {
  /** The outcome of the last save, shown beside the Save button where the eye is. */
  status: ReactNode;
  section: ContentSectionId;
  stored: ContentSection;
  save: (version: number, content: unknown) => Promise<ContentSection>;
  uploadPhoto: (file: File) => Promise<string>;
  onSaved: (saved: ContentSection) => void;
  onFailed: (message: string) => void;
  onReload: () => void;
  historyOpen: boolean;
  onToggleHistory: () => void;
}) {
  const schema = sectionSchema(section) as unknown as AnySchema;
  const [draft, setDraft] = useState<unknown>(stored.content);
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // After a refused save, focus goes to the first field with a problem.
  useEffect(() => {
    if (problems.size === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem]')?.focus?.();
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? form.current?.querySelector<HTMLElement>('[data-problem]'))?.scrollIntoView?.({ block: 'center' });
  }, [problems]);

  const submit = async () => {
    // Sessions are kept in the site's order (by day, then start time); problems are named on the sorted list.
    const ordered = section.startsWith('class-') ? withSessionsInOrder(draft as ClassContent) : draft;
    setDraft(ordered);
    const result = schema.safeParse(ordered);
    const found = problemsOf(result);
    setProblems(found);
    if (!result.success) {
      onFailed('Please correct the marked fields. Nothing was saved.');
      return;
    }
    setSaving(true);
    try {
      onSaved(await save(stored.version, result.data));
    } catch (error) {
      if (error instanceof BackendError && error.code === 'conflict') setConflict(true);
      else onFailed(errorMessage(error, contentMessages.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper
      component="form"
      ref={form}
      variant="outlined"
      noValidate
      aria-labelledby="content-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography id="content-form-title" variant="h2" sx={{ fontSize: '1.4rem' }}>
            {labelOf(section)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Version {stored.version}, saved {new Date(stored.updated_at).toLocaleString('en-GB')} by{' '}
            {stored.updated_by === 'seed' ? 'the original site' : stored.updated_by}
          </Typography>
        </Box>
        <Button
          startIcon={<History aria-hidden />}
          onClick={onToggleHistory}
          aria-expanded={historyOpen}
          aria-controls="content-history"
        >
          History
        </Button>
      </Stack>
      <ContentFields
        section={section}
        schema={schema}
        value={draft}
        problems={problems}
        uploadPhoto={uploadPhoto}
        onChange={(path, next) => setDraft((current: unknown) => setAt(current, path, next))}
      />
      <Box sx={{ mt: 3 }}>
        {status}
        {conflict && (
          <Alert
            severity="warning"
            role="alert"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" onClick={onReload}>
                Reload
              </Button>
            }
          >
            {contentMessages.conflict}
          </Alert>
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button
          color="inherit"
          disabled={saving}
          onClick={() => {
            setDraft(stored.content);
            setProblems(new Map());
          }}
        >
          Discard changes
        </Button>
      </Stack>
    </Paper>
  );
}
