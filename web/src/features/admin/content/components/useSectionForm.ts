/** The state of a section's form and what its buttons do: its edits, their count, problems, saving and leaving. */
import {
  contentMessages,
  sectionSchema,
  type ClassContent,
  type ContentSectionId,
  NO_BANNER,
  ukDateTime,
} from '@studio/core/content/siteContent';
import { changesNothing, contentChanges } from '@studio/core/content/siteContentDiff';
import type { FigureSource } from '@studio/core/content/siteContentRules';
import { withSessionsInOrder } from '@studio/core/timetable/timetable';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { BackendError, errorMessage } from '@/backend/errors.ts';
import type { SectionEditorState } from '@/backend/port.ts';
import { useSignedInStaff } from '@/features/admin/shared/api/signedInStaff.ts';
import { usePublishCancellations } from '@/features/admin/content/components/PublishCancellations.tsx';
import type { useContentSection } from '../api/useSiteContentEditor.ts';
import { changedFields } from '../changedFields.ts';
import { formSchema, problemsOf } from '../contentFields.ts';
import { markEditorShown } from '../editorShown.ts';
import { serverDrawnFormWaiting, showRestoredForm, typeAgainWhatWasTyped } from './typedBeforeHydration.ts';
import { forgetUnsavedEdit, keepUnsavedEdit, readUnsavedEdit } from '../unsavedEdits.ts';
import { afterNextPaint, flushAfterPaint } from './afterPaint.ts';
import { createChangeCount } from './changeCount.ts';
import type { ContentValues } from './editorForm.ts';
import { figureWarningOf } from './figureWarning.ts';
import { useKeptClearOf } from './keptClearOf.ts';

/** What the editor can do with a section: save, publish, schedule, discard, restore (useContentSection). */
export type SectionActions = ReturnType<typeof useContentSection>;

/** A section as the editor loaded it: its live version, draft and schedules, preview address and the site's figures. */
export type LoadedSection = SectionEditorState & { previewUrl: string | null; figures: FigureSource };

/** What the form's unsaved edits are measured from: the draft when there is one, else the live version. */
const basisOf = (state: SectionEditorState) => `${state.section.version}:${state.draft?.saved_at ?? ''}`;

export function useSectionForm({
  section,
  state,
  actions,
  onDone,
  onFailed,
}: {
  section: ContentSectionId;
  state: LoadedSection;
  actions: SectionActions;
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const user = useSignedInStaff();
  const isOwner = user.role === 'owner';
  const live = state.section;
  const saved = state.draft?.content ?? live.content;
  const basis = basisOf(state);
  const schema = formSchema(section);
  const fullSchema = sectionSchema(section);
  // Edits typed before a reload (or a slip of the finger) come back when they were made on this same basis. The form
  // the server drew is taken over as it was drawn (what this browser keeps is not in its HTML), and they come back
  // just after.
  const [takingOverServerForm] = useState(serverDrawnFormWaiting);
  const [kept] = useState(() => (takingOverServerForm ? null : readUnsavedEdit(section)));
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

  // Typed into the form the server drew before this code ran: typed again now that the fields are registered; or, if
  // this browser kept edits of this section, those (the newer, in all likelihood, the page having just loaded).
  useEffect(() => {
    const keptEdit = takingOverServerForm ? readUnsavedEdit(section) : null;
    if (!keptEdit) {
      typeAgainWhatWasTyped(formElement.current);
      showRestoredForm();
      return;
    }
    typeAgainWhatWasTyped(null);
    // This browser's storage, which the server's HTML cannot hold: read once the form the server drew is taken over.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (keptEdit.basis === basis) replaceContent(keptEdit.content);
    else setOlderEdit(keptEdit);
    // Shown once drawn again with them.
    afterNextPaint(showRestoredForm);
    // Once, as the form is first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
  const liveBanner = section === 'banner' && (live.content as typeof NO_BANNER).message !== '';

  const schedule = (publishAt: string) => {
    const content = checked();
    if (content !== undefined)
      void run(
        () => actions.schedule(live.version, content, publishAt),
        contentMessages.scheduled(ukDateTime(publishAt)),
      );
  };
  const cancelSchedule = (id: string) => void run(() => actions.cancelSchedule(id), contentMessages.scheduleCancelled);
  const discardChanges = () => {
    replaceContent(saved);
    setProblems(new Map());
    forgetUnsavedEdit(section);
  };
  const discardDraft = () => {
    replaceContent(live.content);
    void run(actions.discardDraft, contentMessages.draftDiscarded);
  };
  const removeBanner = () => void run(() => actions.publish(live.version, NO_BANNER), contentMessages.bannerRemoved);
  const bringBackOlderEdit = () => {
    if (!olderEdit) return;
    replaceContent(olderEdit.content);
    setOlderEdit(null);
  };
  const throwAwayOlderEdit = () => {
    forgetUnsavedEdit(section);
    setOlderEdit(null);
  };

  return {
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
  };
}
