import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTENT_SECTIONS,
  contentMessages,
  isContentSectionId,
  SEED_AUTHOR,
  ukDateTime,
  type ContentSectionId,
} from '@studio/core/content/siteContent';
import { allDatesPast } from '@studio/core/content/siteContentRules';
import { studioToday } from '@studio/core/events/eventRules';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '@/backend/errors.ts';
import { useSignedInStaff } from '@/features/admin/shared/api/signedInStaff.ts';
import { BackToDashboard } from '@/features/admin/shared/components/BackToDashboard.tsx';
import { ConfirmDialog } from '@/features/admin/shared/components/ConfirmDialog.tsx';
import { LoadingState } from '@/features/admin/shared/components/LoadingState.tsx';
import { StatusBanners, useStatusBanners } from '@/features/admin/shared/components/StatusBanners.tsx';
import type { EditorPrefill } from '../api/editorPrefill.ts';
import { useContentSection, useDraftNotes } from '../api/useSiteContentEditor.ts';
import { ContentFields } from './ContentFields.tsx';
import { ContentHistory } from './ContentHistory.tsx';
import { EDITOR_FORM_TITLE_ID, SECTION_LIST_ID } from '../editorShown.ts';
import { EditorFormContext } from './editorForm.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { ScheduledList } from './ScheduledList.tsx';
import { SaveBarActions } from './SaveBarActions.tsx';
import { useSectionForm, type LoadedSection, type SectionActions } from './useSectionForm.ts';

const labelOf = (section: ContentSectionId) => CONTENT_SECTIONS.find((entry) => entry.id === section)?.label ?? section;
const authorOf = (email: string) => (email === SEED_AUTHOR ? 'the original site' : email);

/**
 * /admin/content: pick a section and edit it. Anyone saves a draft; Owners publish it, now or at a set time.
 * Unsaved edits are kept in this browser as they are typed, and leaving with them asks first.
 */
export function SiteContentPage({ prefill = null }: { prefill?: EditorPrefill | null }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section: ContentSectionId = isContentSectionId(asked) ? asked : CONTENT_SECTIONS[0]!.id;
  const user = useSignedInStaff();
  // A section chosen in the list the server drew, while the page's code was starting: the early script opens it by
  // its address (typedBeforeHydration.ts), but the router's start writes its history entry, which can cancel that
  // load. The list still shows the choice once the code runs: open it here.
  useEffect(() => {
    const list = document.getElementById(SECTION_LIST_ID);
    const chosen = list instanceof HTMLSelectElement ? list.value : null;
    if (isContentSectionId(chosen) && chosen !== section) setParams({ section: chosen });
    // Once, as the page's code takes over the list; after that the list's own change opens a section.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A section with a draft waiting is marked in the list with who saved it (an Owner sees what Staff left to publish).
  const { drafts, reload: reloadDrafts } = useDraftNotes(prefill?.drafts);
  return (
    <>
      <BackToDashboard />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Site Content
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Prices, opening hours, closures, grading dates, classes, reviews, the studio&apos;s details, the notice banner
        and the home page&apos;s own texts. Save draft keeps your changes without publishing them; an Owner publishes a
        draft, at once or at a set time. Every published version is kept in the History.
      </Typography>
      <TextField
        select
        id={SECTION_LIST_ID}
        label="Section to edit"
        value={section}
        onChange={(event) => setParams({ section: event.target.value })}
        slotProps={{ select: { native: true } }}
        sx={{ mb: drafts.length ? 1 : 3, minWidth: { xs: '100%', sm: 320 }, maxWidth: '100%' }}
      >
        {CONTENT_SECTIONS.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.label}
          </option>
        ))}
      </TextField>
      {drafts.length > 0 && (
        <Box component="nav" aria-label="Drafts waiting" sx={{ mb: 3 }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 700 }}>
            Drafts waiting to be published:
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {drafts.map((draft) => (
              <Typography component="li" variant="body2" key={draft.section}>
                <Link
                  component={RouterLink}
                  underline="always"
                  to={`?section=${draft.section}`}
                  aria-current={draft.section === section ? 'page' : undefined}
                >
                  {labelOf(draft.section)}
                </Link>{' '}
                (draft by {draftAuthor(draft.saved_by, user.email)}, {ukDateTime(draft.saved_at)})
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {/* A new section starts a fresh editor: nothing of another section's edit carries over. */}
      <SectionEditor
        key={section}
        section={section}
        drawn={prefill?.section === section ? prefill.state : undefined}
        onDraftsChanged={reloadDrafts}
      />
    </>
  );
}

/** Who saved a draft, as the section list says it: "you", or their e-mail address. */
const draftAuthor = (savedBy: string, me: string) => (savedBy.toLowerCase() === me.toLowerCase() ? 'you' : savedBy);

function SectionEditor({
  section,
  drawn,
  onDraftsChanged,
}: {
  section: ContentSectionId;
  /** What the server drew this section's form from (editorPrefill.ts). */
  drawn: LoadedSection | undefined;
  onDraftsChanged: () => void;
}) {
  const loaded = useContentSection(section, drawn);
  const { banners, show, dismiss } = useStatusBanners();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyRun, setHistoryRun] = useState(0);
  const [historyNote, setHistoryNote] = useState<string | null>(null);

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

  const state = loaded.data;
  return (
    <>
      <SectionForm
        status={<StatusBanners banners={banners} onDismiss={dismiss} />}
        // A new live version or a new draft starts the form again from it.
        key={`${state.section.version}:${state.draft?.saved_at ?? ''}`}
        section={section}
        state={state}
        actions={loaded}
        onDone={(message) => {
          show({ severity: 'success', message });
          setHistoryRun((run) => run + 1);
          onDraftsChanged();
        }}
        onFailed={(message) => show({ severity: 'error', message })}
        onReload={() => {
          dismiss(banners[0]!);
          loaded.reload();
        }}
        onOpenHistory={() => setHistoryOpen(true)}
      />
      <ContentHistory
        key={historyRun}
        open={historyOpen}
        onClose={() => {
          setHistoryOpen(false);
          setHistoryNote(null);
        }}
        note={historyNote}
        section={section}
        label={labelOf(section)}
        current={state.section.version}
        onRestore={async (revision) => {
          try {
            const restored = await loaded.restore(state.section.version, revision);
            show({ severity: 'success', message: contentMessages.restored(revision) });
            setHistoryNote(contentMessages.restored(revision));
            setHistoryRun((run) => run + 1);
            return restored;
          } catch (error) {
            show({ severity: 'error', message: errorMessage(error, contentMessages.saveFailed) });
            return null;
          }
        }}
      />
    </>
  );
}

function SectionForm({
  status,
  section,
  state,
  actions,
  onDone,
  onFailed,
  onReload,
  onOpenHistory,
}: {
  /** The outcome of the last action, shown beside the buttons where the eye is. */
  status: ReactNode;
  section: ContentSectionId;
  state: LoadedSection;
  actions: SectionActions;
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
  onReload: () => void;
  onOpenHistory: () => void;
}) {
  const {
    isOwner,
    live,
    saved,
    schema,
    form,
    generation,
    changes,
    figureWarning,
    problems,
    busy,
    conflict,
    olderEdit,
    cancellations,
    formElement,
    bar,
    draftToPublish,
    draftIsMine,
    leaving,
    blocker,
    liveBanner,
    saveDraft,
    publish,
    schedule,
    cancelSchedule,
    discardChanges,
    discardDraft,
    removeBanner,
    bringBackOlderEdit,
    throwAwayOlderEdit,
  } = useSectionForm({ section, state, actions, onDone, onFailed });
  const [scheduling, setScheduling] = useState(false);
  const [confirming, setConfirming] = useState<'discard-draft' | 'remove-banner' | null>(null);
  const previewUrl = state.previewUrl;

  return (
    <Paper
      component="form"
      ref={formElement}
      variant="outlined"
      noValidate
      aria-labelledby={EDITOR_FORM_TITLE_ID}
      onSubmit={(event) => {
        event.preventDefault();
        saveDraft();
      }}
      sx={{ p: { xs: 2, sm: 3 }, pb: 0 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography id={EDITOR_FORM_TITLE_ID} variant="h2" sx={{ fontSize: '1.4rem' }}>
            {labelOf(section)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Live: version {live.version}, published {ukDateTime(live.updated_at)} by {authorOf(live.updated_by)}
          </Typography>
        </Box>
        <Button startIcon={<History aria-hidden />} onClick={onOpenHistory} aria-haspopup="dialog">
          History
        </Button>
      </Stack>
      {state.draft && (
        <Alert severity="info" sx={{ mb: 2 }}>
          A draft of this section is open: saved by {authorOf(state.draft.saved_by)} on{' '}
          {ukDateTime(state.draft.saved_at)}. It is not live until an Owner publishes it.
          {state.draft.base_version !== live.version &&
            ` It was made on version ${state.draft.base_version}; version ${live.version} is live now.`}
        </Alert>
      )}
      {allDatesPast(section, live.content, studioToday()) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          All dates are past: hidden from the site. Add the coming {section === 'gradings' ? 'grading days' : 'dates'}{' '}
          to show it again.
        </Alert>
      )}
      {!isOwner && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your changes go live when an Owner publishes them.
        </Typography>
      )}
      {olderEdit && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" onClick={bringBackOlderEdit}>
                Bring them back
              </Button>
              <Button color="inherit" onClick={throwAwayOlderEdit}>
                Throw away
              </Button>
            </Stack>
          }
        >
          This browser kept unsaved changes to this section, made before someone else saved it.
        </Alert>
      )}
      <ScheduledList
        section={section}
        live={live}
        schedules={state.schedules}
        canCancel={isOwner}
        onCancel={cancelSchedule}
      />
      <EditorFormContext value={form}>
        <ContentFields
          key={generation}
          section={section}
          schema={schema}
          problems={problems}
          saved={saved}
          uploadPhoto={actions.uploadPhoto}
        />
      </EditorFormContext>
      {/* The actions stay in view however long the section: a bar along the bottom of the window. */}
      <Box
        role="region"
        aria-label="Save and publish"
        ref={bar}
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mx: { xs: -2, sm: -3 },
          mt: 3,
          px: { xs: 2, sm: 3 },
          py: { xs: 0.75, sm: 1.5 },
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {status}
        {figureWarning && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            Check the figures: {figureWarning} To quote a price that follows the price list, write its plan&apos;s name
            like {'{price:Pay As You Go}'}; for opening hours, {'{hours:Mon-Fri}'} (Aintree's) or{' '}
            {'{hours:St Helens Mon-Fri}'}.
          </Alert>
        )}
        {conflict && (
          <Alert
            severity="warning"
            role="alert"
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" onClick={onReload}>
                Reload
              </Button>
            }
          >
            {contentMessages.conflict}
          </Alert>
        )}
        <SaveBarActions
          changes={changes}
          busy={busy}
          isOwner={isOwner}
          hasDraft={Boolean(state.draft)}
          draftToPublish={draftToPublish}
          previewUrl={previewUrl}
          onPublish={publish}
          onSchedule={() => setScheduling(true)}
          onDiscardChanges={discardChanges}
          onDiscardDraft={state.draft && (isOwner || draftIsMine) ? () => setConfirming('discard-draft') : null}
          onRemoveBanner={isOwner && liveBanner ? () => setConfirming('remove-banner') : null}
        />
      </Box>
      {cancellations.dialog}
      {scheduling && (
        <ScheduleDialog
          label={labelOf(section)}
          onCancel={() => setScheduling(false)}
          onSchedule={(publishAt) => {
            setScheduling(false);
            schedule(publishAt);
          }}
        />
      )}
      <ConfirmDialog
        open={confirming === 'discard-draft'}
        title="Discard this draft?"
        message={`The draft of ${labelOf(section)}${state.draft ? ` saved by ${authorOf(state.draft.saved_by)}` : ''} will be thrown away. The live version stays as it is.`}
        confirmLabel="Discard draft"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          discardDraft();
        }}
      />
      <ConfirmDialog
        open={confirming === 'remove-banner'}
        title="Remove the banner?"
        message="The banner comes down from the site at once, with its link and dates."
        confirmLabel="Remove banner"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          removeBanner();
        }}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        message={`You have ${leaving} unsaved ${leaving === 1 ? 'change' : 'changes'} to ${labelOf(section)}. This browser keeps them for when you come back, but nobody else can see them until you save a draft.`}
        confirmLabel="Leave"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </Paper>
  );
}
