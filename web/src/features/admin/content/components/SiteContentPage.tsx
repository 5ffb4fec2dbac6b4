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
  NO_BANNER,
  sectionSchema,
  SEED_AUTHOR,
  type ClassContent,
  ukDateTime,
  type ContentSectionId,
} from '@studio/core/siteContent';
import { changesNothing, contentChanges } from '@studio/core/siteContentDiff';
import { allDatesPast, staleAmounts, unknownFigures, type FigureSource } from '@studio/core/siteContentRules';
import { studioToday } from '@studio/core/eventRules';
import { withSessionsInOrder } from '@studio/core/timetable';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useBlocker, useSearchParams } from 'react-router';
import { BackendError, errorMessage } from '@/backend/errors.ts';
import type { SectionEditorState } from '@/backend/port.ts';
import { useSignedInStaff } from '@/features/admin/auth/api/signedInStaff.ts';
import { BackToDashboard } from '@/features/admin/layout/components/BackToDashboard.tsx';
import { ConfirmDialog } from '@/features/admin/layout/components/ConfirmDialog.tsx';
import { LoadingState } from '@/features/admin/layout/components/LoadingState.tsx';
import { StatusBanners, useStatusBanners } from '@/features/admin/layout/components/StatusBanners.tsx';
import { useContentSection, useDraftNotes } from '../api/useSiteContentEditor.ts';
import { changedFields } from '../changedFields.ts';
import { formSchema, problemsOf } from '../contentFields.ts';
import { forgetUnsavedEdit, readUnsavedEdit, keepUnsavedEdit } from '../unsavedEdits.ts';
import { ContentFields } from './ContentFields.tsx';
import { ContentHistory } from './ContentHistory.tsx';
import { EditorFormContext, type ContentValues } from './editorForm.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { ScheduledList } from './ScheduledList.tsx';
import { SaveBarActions } from './SaveBarActions.tsx';
import { createChangeCount } from './changeCount.ts';
import { flushAfterPaint } from './afterPaint.ts';
import { markEditorShown } from '../editorShown.ts';
import { usePublishCancellations } from '@/features/admin/trials/components/PublishCancellations.tsx';

const labelOf = (section: ContentSectionId) => CONTENT_SECTIONS.find((entry) => entry.id === section)?.label ?? section;
const authorOf = (email: string) => (email === SEED_AUTHOR ? 'the original site' : email);

/**
 * /admin/content: pick a section and edit it. Anyone saves a draft; Owners publish it, now or at a set time.
 * Unsaved edits are kept in this browser as they are typed, and leaving with them asks first.
 */
export function SiteContentPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section: ContentSectionId = isContentSectionId(asked) ? asked : CONTENT_SECTIONS[0]!.id;
  const user = useSignedInStaff();
  // A section with a draft waiting is marked in the list with who saved it (an Owner sees what Staff left to publish).
  const { drafts, reload: reloadDrafts } = useDraftNotes();
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
        id="content-section"
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
      <SectionEditor key={section} section={section} onDraftsChanged={reloadDrafts} />
    </>
  );
}

/** Who saved a draft, as the section list says it: "you", or their e-mail address. */
const draftAuthor = (savedBy: string, me: string) => (savedBy.toLowerCase() === me.toLowerCase() ? 'you' : savedBy);

function SectionEditor({ section, onDraftsChanged }: { section: ContentSectionId; onDraftsChanged: () => void }) {
  const loaded = useContentSection(section);
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

type Actions = ReturnType<typeof useContentSection>;

/** Every text in a section's content. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** "£11 is no current price; …", or null: the amounts and figures in the content's texts that the site has not. */
function figureWarningOf(section: ContentSectionId, content: unknown, figures: FigureSource): string | null {
  const source: FigureSource = {
    pricing: section === 'pricing' ? (content as FigureSource['pricing']) : figures.pricing,
    hours: section === 'hours' ? (content as FigureSource['hours']) : figures.hours,
  };
  const texts = textsOf(content);
  const stale = [...new Set(texts.flatMap((text) => staleAmounts(text, source)))];
  const unknown = [...new Set(texts.flatMap((text) => unknownFigures(text, source)))];
  const parts = [
    stale.length ? `${stale.join(', ')} ${stale.length === 1 ? 'is' : 'are'} no current price` : '',
    unknown.length ? `${unknown.join(', ')} ${unknown.length === 1 ? 'names' : 'name'} no current plan or hours` : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join('; ')}.` : null;
}

/**
 * A field scrolled to (by the keyboard, or a refused save's first problem) stops clear of the sticky bar: the page's
 * scroll padding at the bottom follows the bar's height (it grows with a message in it) while the editor is open.
 * A field focused by a tap that the bar still covers (the on-screen keyboard can shrink the view) is scrolled up.
 */
function useKeptClearOf(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    const GAP = 16;
    const follow = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + GAP}px`;
    };
    follow();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(follow);
    observer?.observe(element);
    const clear = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLElement) || element.contains(field)) return;
      const covered = field.getBoundingClientRect().bottom + GAP - element.getBoundingClientRect().top;
      if (covered > 0 && element.getBoundingClientRect().top < window.innerHeight) window.scrollBy({ top: covered });
    };
    element.parentElement?.addEventListener('focusin', clear);
    return () => {
      observer?.disconnect();
      element.parentElement?.removeEventListener('focusin', clear);
      root.style.scrollPaddingBottom = before;
    };
  }, [bar]);
}

/** What the form's unsaved edits are measured from: the draft when there is one, else the live version. */
const basisOf = (state: SectionEditorState) => `${state.section.version}:${state.draft?.saved_at ?? ''}`;

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
  state: SectionEditorState & { previewUrl: string | null; figures: FigureSource };
  actions: Actions;
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
  onReload: () => void;
  onOpenHistory: () => void;
}) {
  const user = useSignedInStaff();
  const isOwner = user.role === 'owner';
  const live = state.section;
  const saved = state.draft?.content ?? live.content;
  const basis = basisOf(state);
  const schema = formSchema(section);
  const fullSchema = sectionSchema(section);
  // Edits typed before a reload (or a slip of the finger) come back when they were made on this same basis.
  const [kept] = useState(() => readUnsavedEdit(section));
  const [olderEdit, setOlderEdit] = useState(kept && kept.basis !== basis ? kept : null);
  const [start] = useState(() => (kept && kept.basis === basis ? kept.content : saved) as ContentValues);
  // The fields keep what is typed in their own inputs (react-hook-form), so a keystroke draws none of the section
  // again; the bar and the warnings below follow the content through one subscription.
  const form = useForm<ContentValues>({ defaultValues: start });
  // A new start for every field: content replaced as a whole (Discard changes, edits brought back, sorted sessions).
  const [generation, setGeneration] = useState(0);
  // The changed fields' paths, kept up to date field by field; their number is what the bar shows.
  const [changedAtStart] = useState(() => changedFields(saved, start));
  const changed = useRef(changedAtStart);
  const [changes] = useState(() => createChangeCount(changedAtStart.length));
  const [figureWarning, setFigureWarning] = useState(() => figureWarningOf(section, start, state.figures));
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [confirming, setConfirming] = useState<'discard-draft' | 'remove-banner' | null>(null);
  // Publishing the closures or a class page first lists the booked trials it would cancel.
  const cancellations = usePublishCancellations(section);
  const formElement = useRef<HTMLFormElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useKeptClearOf(bar);
  // Both first take in the keys typed in the last frame, which long texts report after it is painted.
  const isDirty = () => {
    flushAfterPaint();
    return changes.get() > 0;
  };
  const content = () => {
    flushAfterPaint();
    return form.getValues();
  };

  // Each edit: the count of changed fields at once, from the edited field alone (the bar's words and buttons draw
  // again only when it changes, the rest of the form not at all); a moment after the last key, the whole content is
  // counted again, the edits are kept in this browser and the figures checked.
  const keepTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const edited = (values: ContentValues, name: string | undefined) => {
      changed.current = changedFields(saved, values, changed.current, name);
      changes.set(changed.current.length);
      window.clearTimeout(keepTimer.current);
      keepTimer.current = window.setTimeout(() => {
        changed.current = changedFields(saved, values);
        const count = changed.current.length;
        changes.set(count);
        if (count > 0) keepUnsavedEdit(section, { basis, content: values });
        else if (!olderEdit) forgetUnsavedEdit(section);
        setFigureWarning(figureWarningOf(section, values, state.figures));
      }, 250);
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values, name }) => edited(values, name),
    });
    return () => {
      unsubscribe();
      window.clearTimeout(keepTimer.current);
    };
  }, [form, changes, saved, section, basis, state.figures, olderEdit]);

  /** Every field starts again from `values` (they are no longer what the inputs hold). */
  const replaceContent = (values: unknown) => {
    form.reset(values as ContentValues);
    setGeneration((count) => count + 1);
    changed.current = changedFields(saved, values);
    changes.set(changed.current.length);
    setFigureWarning(figureWarningOf(section, values, state.figures));
  };

  // Leaving with unsaved edits asks first: another page of the admin, another section, or closing the tab. Both ask
  // the count as they are called, so that a keystroke registers nothing again.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      flushAfterPaint();
      if (changes.get() === 0) return;
      keepUnsavedEdit(section, { basis, content: form.getValues() });
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changes, section, basis, form]);

  useEffect(markEditorShown, []);

  // After a refused save, focus goes to the first field with a problem.
  useEffect(() => {
    if (problems.size === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem]')?.focus?.();
    const first = formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? formElement.current?.querySelector<HTMLElement>('[data-problem]'))?.scrollIntoView?.({ block: 'center' });
  }, [problems]);

  const checked = (): unknown => {
    const draft = content();
    // Sessions are kept in the site's order (by day, then start time); problems are named on the sorted list.
    const ordered = section.startsWith('class-') ? withSessionsInOrder(draft as ClassContent) : draft;
    if (contentChanges(draft, ordered).length > 0) replaceContent(ordered);
    const result = fullSchema.safeParse(ordered);
    setProblems(problemsOf(result));
    if (!result.success) {
      onFailed('Please correct the marked fields. Nothing was saved.');
      return undefined;
    }
    return result.data;
  };

  const run = async (work: () => Promise<unknown>, message: string) => {
    setBusy(true);
    // Forgotten first (and not kept again by a key typed just before): a done action starts the form again from
    // what it saved, which must not find them.
    window.clearTimeout(keepTimer.current);
    forgetUnsavedEdit(section);
    try {
      await work();
      onDone(message);
    } catch (error) {
      if (isDirty()) keepUnsavedEdit(section, { basis, content: content() });
      if (error instanceof BackendError && error.code === 'conflict') setConflict(true);
      else onFailed(errorMessage(error, contentMessages.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  // The saved draft differs from the live version: Publish and Schedule have something to send without a new edit.
  const draftToPublish = state.draft !== null && !changesNothing(live.content, state.draft.content);
  // Nothing that would change nothing is sent (the buttons wait for an edit; Enter in a field submits the form).
  const saveDraft = () => {
    if (!isDirty()) return;
    const content = checked();
    if (content !== undefined) void run(() => actions.saveDraft(live.version, content), contentMessages.draftSaved);
  };
  const publish = () => {
    if (!isDirty() && !draftToPublish) return;
    const content = checked();
    if (content !== undefined)
      cancellations.confirmPublish(
        content,
        () => void run(() => actions.publish(live.version, content), contentMessages.published),
      );
  };

  const draftIsMine = state.draft?.saved_by === user.email;
  // Asked as the leave prompt opens (the blocker's new state draws the form again); no key is typed while it is open.
  const leaving = blocker.state === 'blocked' ? changes.get() : 0;
  const previewUrl = state.previewUrl;
  const liveBanner = section === 'banner' && (live.content as typeof NO_BANNER).message !== '';

  return (
    <Paper
      component="form"
      ref={formElement}
      variant="outlined"
      noValidate
      aria-labelledby="content-form-title"
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
          <Typography id="content-form-title" variant="h2" sx={{ fontSize: '1.4rem' }}>
            {labelOf(section)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Live: version {live.version}, published {new Date(live.updated_at).toLocaleString('en-GB')} by{' '}
            {authorOf(live.updated_by)}
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
              <Button
                color="inherit"
                onClick={() => {
                  replaceContent(olderEdit.content);
                  setOlderEdit(null);
                }}
              >
                Bring them back
              </Button>
              <Button
                color="inherit"
                onClick={() => {
                  forgetUnsavedEdit(section);
                  setOlderEdit(null);
                }}
              >
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
        onCancel={(id) => void run(() => actions.cancelSchedule(id), contentMessages.scheduleCancelled)}
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
          onDiscardChanges={() => {
            replaceContent(saved);
            setProblems(new Map());
            forgetUnsavedEdit(section);
          }}
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
            const content = checked();
            setScheduling(false);
            if (content !== undefined)
              void run(
                () => actions.schedule(live.version, content, publishAt),
                contentMessages.scheduled(ukDateTime(publishAt)),
              );
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
          replaceContent(live.content);
          void run(actions.discardDraft, contentMessages.draftDiscarded);
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
          void run(() => actions.publish(live.version, NO_BANNER), contentMessages.bannerRemoved);
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
