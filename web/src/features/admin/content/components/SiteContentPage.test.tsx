import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  contentMessages,
  NO_BANNER,
  type ContentRevision,
  type ContentSection,
  type ContentSectionId,
} from '@studio/core/content/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/errors.ts';
import type { Backend, SectionEditorState, StaffUser } from '@/backend/port.ts';
import { SignedInStaffContext } from '@/features/admin/shared/api/signedInStaff.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { deferred, renderAdmin } from '../../testing/renderAdmin.tsx';
import { SiteContentPage } from './SiteContentPage.tsx';

const OWNER: StaffUser = { email: 'owner@example.com', role: 'owner', mustChangePassword: false };
const STAFF: StaffUser = { email: 'coach@example.com', role: 'staff', mustChangePassword: false };

function live<S extends ContentSectionId>(section: S, content: unknown, version = 3): ContentSection<S> {
  return {
    section,
    version,
    content: content as ContentSection<S>['content'],
    updated_at: '2026-11-20T10:00:00.000Z',
    updated_by: 'coach@example.com',
  };
}

const editorOf = (section: ContentSection, extra: Partial<SectionEditorState> = {}): SectionEditorState => ({
  section,
  draft: null,
  schedules: [],
  ...extra,
});

const hours = live('hours', SEED_SITE_CONTENT.hours);
const banner = live('banner', SEED_SITE_CONTENT.banner);

/** The content calls a test needs, as plain mocks (the port's are generic over the section). */
function renderAt(content: Record<string, unknown>, { user = OWNER, section = 'hours' } = {}) {
  const backend = fakeBackend({ content: content as Partial<Backend['content']> });
  const view = renderAdmin(
    <SignedInStaffContext value={user}>
      <SiteContentPage />
    </SignedInStaffContext>,
    {
      backend,
      path: '/admin/content',
      search: `?section=${section}`,
      routes: [{ path: '/admin/events', element: <p>Events page</p> }],
    },
  );
  return { backend, ...view, user: userEvent.setup({ delay: null }) };
}

// Drawing a whole section's fields can take a while on a busy machine.
const firstHours = () => screen.findByRole('group', { name: 'Aintree line 1' }, { timeout: 10_000 });

afterEach(() => window.localStorage.clear());

describe('Site Content editor', { timeout: 60_000 }, () => {
  it('shows a named spinner while the section loads, then its fields labelled as the site names them', async () => {
    const pending = deferred<SectionEditorState>();
    renderAt({ editor: vi.fn().mockReturnValue(pending.promise) });
    expect(screen.getByRole('progressbar', { name: 'Loading Opening hours' })).toBeInTheDocument();
    pending.resolve(editorOf(hours));
    const line = await firstHours();
    expect(within(line).getByLabelText('Days')).toHaveValue(SEED_SITE_CONTENT.hours.aintree[0]!.days);
    expect(screen.getByText(/Live: version 3, published .* by coach@example.com/)).toBeInTheDocument();
  });

  it('says when a section cannot be loaded, and tries again', async () => {
    const editor = vi
      .fn()
      .mockRejectedValueOnce(new BackendError('unavailable', 'Cannot reach the server.'))
      .mockResolvedValue(editorOf(banner));
    const { user } = renderAt({ editor }, { section: 'banner' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Message')).toHaveValue('');
  });

  it('lets an Owner publish the edited section with the version it started from, counting the changed fields', async () => {
    const save = vi.fn(async (_section: string, version: number, content: unknown) =>
      live('hours', content, version + 1),
    );
    const { user } = renderAt({ editor: vi.fn().mockResolvedValue(editorOf(hours)), save });
    const days = within(await firstHours()).getByLabelText('Hours');
    await user.clear(days);
    await user.type(days, '6am-10pm');
    expect(await screen.findByText('1 changed field, not saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(contentMessages.published)).toBeInTheDocument();
    const [section, version, content] = save.mock.calls[0]!;
    expect([section, version]).toEqual(['hours', 3]);
    expect((content as typeof hours.content).aintree[0]!.hours).toBe('6am-10pm');
    expect(await screen.findByText(/Live: version 4/)).toBeInTheDocument();
  });

  it("edits each site's opening hours in its own labelled fields", async () => {
    const save = vi.fn(async (_section: string, version: number, content: unknown) =>
      live('hours', content, version + 1),
    );
    const { user } = renderAt({ editor: vi.fn().mockResolvedValue(editorOf(hours)), save });
    expect(
      await screen.findByRole('group', { name: 'Aintree opening hours' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'St Helens opening hours' })).toBeInTheDocument();
    const stHelens = screen.getByRole('group', { name: 'St Helens line 2' });
    const times = within(stHelens).getByLabelText('Hours');
    await user.clear(times);
    await user.type(times, '10am-1pm');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(contentMessages.published)).toBeInTheDocument();
    const content = save.mock.calls[0]![2] as typeof hours.content;
    expect(content.stHelens[1]).toEqual({ days: SEED_SITE_CONTENT.hours.stHelens[1]!.days, hours: '10am-1pm' });
    expect(content.aintree).toEqual(SEED_SITE_CONTENT.hours.aintree);
  });

  it('lets Staff save a draft but offers them no Publish, Schedule or Restore', async () => {
    const saveDraft = vi.fn(async (section: string, version: number, content: unknown) => ({
      section,
      base_version: version,
      content,
      saved_at: '2026-11-21T09:00:00.000Z',
      saved_by: STAFF.email,
    }));
    const history = vi
      .fn()
      .mockResolvedValue([{ ...hours, created_at: hours.updated_at, created_by: 'seed', restored_from: null }]);
    const { user } = renderAt(
      { editor: vi.fn().mockResolvedValue(editorOf(hours)), saveDraft, history },
      { user: STAFF },
    );
    const days = within(await firstHours()).getByLabelText('Hours');
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/api/admin/content/hours/preview');
    await user.type(days, ' (not bank holidays)');
    // Unsaved edits are not in the preview: Preview waits for them to be saved, and says so.
    await waitFor(() => expect(screen.getByText('Save the draft to preview it.')).toBeVisible());
    expect(screen.queryByRole('link', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(contentMessages.draftSaved)).toBeInTheDocument();
    expect(saveDraft).toHaveBeenCalledWith('hours', 3, expect.anything());
    expect(await screen.findByText(/A draft of this section is open: saved by coach@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Opening hours' });
    await within(dialog).findByText(/Version 3/);
    expect(within(dialog).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
  });

  it('schedules the edit for a UK date and time, lists it with Cancel schedule, and saves no draft on the way', async () => {
    const at = new Date(Date.now() + 2 * 24 * 60 * 60_000);
    const day = at.toISOString().slice(0, 10);
    const pending = {
      id: 's1',
      section: 'hours',
      base_version: 3,
      content: SEED_SITE_CONTENT.hours,
      publish_at: `${day}T09:30:00.000Z`,
      created_at: '2026-11-21T09:00:00.000Z',
      created_by: OWNER.email,
      state: 'pending',
      resolved_at: null,
      version: null,
    };
    const editor = vi
      .fn()
      .mockResolvedValueOnce(editorOf(hours))
      .mockResolvedValue(editorOf(hours, { schedules: [pending] as never }));
    const schedule = vi.fn().mockResolvedValue(pending);
    const saveDraft = vi.fn();
    const cancelSchedule = vi.fn().mockResolvedValue({ ...pending, state: 'cancelled' });
    const { user } = renderAt({ editor, schedule, saveDraft, cancelSchedule });
    await user.type(within(await firstHours()).getByLabelText('Hours'), '!');
    // Schedule waits for something to schedule: the edit, a frame after the key.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Schedule' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Opening hours' });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: day } });
    fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '09:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/^Scheduled to go live/)).toBeInTheDocument();
    const [section, version, content, publishAt] = schedule.mock.calls[0]!;
    expect([section, version]).toEqual(['hours', 3]);
    expect((content as typeof hours.content).aintree[0]!.hours).toMatch(/!$/);
    // 09:30 UK time: GMT in winter, BST in summer.
    expect(['09:30', '08:30']).toContain(new Date(publishAt as string).toISOString().slice(11, 16));
    expect(saveDraft).not.toHaveBeenCalled();
    const scheduled = await screen.findByRole('region', { name: 'Scheduled' });
    await user.click(within(scheduled).getByRole('button', { name: 'Cancel schedule' }));
    expect(await screen.findByText(contentMessages.scheduleCancelled)).toBeInTheDocument();
    expect(cancelSchedule).toHaveBeenCalledWith('hours', 's1');
  });

  it('warns of a £ amount in a text that is no current price', async () => {
    const kids = live('class-kids-classes', SEED_SITE_CONTENT.classes['kids-classes']);
    const { user } = renderAt({ editor: vi.fn().mockResolvedValue(editorOf(kids)) }, { section: 'class-kids-classes' });
    const faq = await screen.findByRole('group', { name: 'FAQ 1' }, { timeout: 20_000 });
    const answer = within(faq).getByLabelText('Answer');
    await user.clear(answer);
    await user.type(answer, 'Pay as you go is £11.');
    expect(await screen.findByText(/Check the figures: £11 is no current price/)).toBeInTheDocument();
  });

  it('folds a long list into groups named by each item, each counting its changed fields', async () => {
    const kids = live('class-kids-classes', SEED_SITE_CONTENT.classes['kids-classes']);
    const { user } = renderAt({ editor: vi.fn().mockResolvedValue(editorOf(kids)) }, { section: 'class-kids-classes' });
    const faq = await screen.findByRole('group', { name: 'FAQ 2' }, { timeout: 20_000 });
    const group = faq.closest('details')!;
    const summary = group.querySelector('summary')!;
    expect(group.open).toBe(false);
    expect(summary).toHaveTextContent(`FAQ 2· ${SEED_SITE_CONTENT.classes['kids-classes'].faqs[1]!.question}`);
    expect(summary).not.toHaveTextContent('changed');
    await user.type(within(faq).getByLabelText('Question'), '?');
    await user.type(within(faq).getByLabelText('Answer'), '!');
    await waitFor(() => expect(summary).toHaveTextContent('2 changed'));
    expect(await screen.findByText('2 changed fields, not saved')).toBeInTheDocument();
    // A refused save opens the group with the problem.
    await user.clear(within(faq).getByLabelText('Question'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(group.open).toBe(true));
  });

  it('shows a problem next to its field and saves nothing', async () => {
    const saveDraft = vi.fn();
    const { user } = renderAt({ editor: vi.fn().mockResolvedValue(editorOf(hours)), saveDraft });
    const line = await firstHours();
    await user.clear(within(line).getByLabelText('Days'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(line).findByText(contentMessages.required)).toBeInTheDocument();
    await waitFor(() => expect(within(line).getByLabelText('Days')).toHaveFocus());
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('refuses to overwrite someone else’s publish and offers to reload', async () => {
    const newer = live('hours', SEED_SITE_CONTENT.hours, 4);
    const editor = vi
      .fn()
      .mockResolvedValueOnce(editorOf(hours))
      .mockResolvedValue(editorOf({ ...newer, updated_by: 'owner@example.com' }));
    const save = vi.fn().mockRejectedValue(new BackendError('conflict', contentMessages.conflict, 409));
    const { user } = renderAt({ editor, save });
    await user.type(within(await firstHours()).getByLabelText('Hours'), '!');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contentMessages.conflict);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/Live: version 4, published .* by owner@example.com/)).toBeInTheDocument();
  });

  it('takes the banner down with its link and dates in one action', async () => {
    const up = live('banner', {
      message: 'Closed 25-26 December',
      linkUrl: '/events',
      linkText: 'See events',
      startsOn: null,
      endsOn: '2026-12-26',
    });
    const save = vi.fn(async (_s: string, version: number, content: unknown) => live('banner', content, version + 1));
    const { user } = renderAt({ editor: vi.fn().mockResolvedValue(editorOf(up)), save }, { section: 'banner' });
    await user.click(await screen.findByRole('button', { name: 'Remove banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the banner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove banner' }));
    expect(await screen.findByText(contentMessages.bannerRemoved)).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith('banner', 3, NO_BANNER);
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const { user, router } = renderAt({ editor: vi.fn().mockResolvedValue(editorOf(hours)) });
    await user.type(within(await firstHours()).getByLabelText('Days'), '!');
    await act(() => router.navigate('/admin/events'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/content');
    expect(within(await firstHours()).getByLabelText('Days')).toHaveValue(
      `${SEED_SITE_CONTENT.hours.aintree[0]!.days}!`,
    );
    await act(() => router.navigate('/admin/events'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Events page')).toBeInTheDocument();
  });

  it('keeps unsaved edits in the browser across a reload', async () => {
    const editor = vi.fn().mockResolvedValue(editorOf(hours));
    const first = renderAt({ editor });
    await first.user.type(within(await firstHours()).getByLabelText('Days'), ' and holidays');
    await waitFor(() => expect(window.localStorage.getItem('studio.content-edit.hours')).toContain('and holidays'));
    first.unmount();

    renderAt({ editor });
    expect(within(await firstHours()).getByLabelText('Days')).toHaveValue(
      `${SEED_SITE_CONTENT.hours.aintree[0]!.days} and holidays`,
    );
    expect(screen.getByText('1 changed field, not saved')).toBeInTheDocument();
  });

  it('lists the history beside its button, says what changed in each version, and restores one', async () => {
    const changed = structuredClone(SEED_SITE_CONTENT.pricing);
    changed.plans[0]!.price = 12;
    const pricing = live('pricing', changed);
    const revisions: ContentRevision[] = [
      { ...pricing, created_at: pricing.updated_at, created_by: 'coach@example.com', restored_from: null },
      {
        ...live('pricing', SEED_SITE_CONTENT.pricing, 1),
        created_at: '2026-11-01T00:00:00.000Z',
        created_by: 'seed',
        restored_from: null,
      },
    ] as never;
    const restore = vi.fn().mockResolvedValue({ ...pricing, version: 4 });
    const history = vi.fn().mockResolvedValue(revisions);
    const { user } = renderAt(
      { editor: vi.fn().mockResolvedValue(editorOf(pricing)), history, restore },
      { section: 'pricing' },
    );
    await user.click(await screen.findByRole('button', { name: 'History' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Membership pricing' });
    const latest = await within(dialog).findByRole('listitem', { name: 'Version 3' });
    expect(latest).toHaveTextContent(`Class plans › Plan 1 › Price: ${SEED_SITE_CONTENT.pricing.plans[0]!.price} → 12`);
    expect(within(dialog).getByText(/by the original site/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Restore version 3' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(async () =>
      expect(
        within(await screen.findByRole('dialog', { name: 'History of Membership pricing' })).getByRole('status'),
      ).toHaveTextContent(contentMessages.restored(1)),
    );
    expect(restore).toHaveBeenCalledWith('pricing', 3, 1);
  });
  it('waits for an edit before Save draft, Publish or Schedule: nothing that changes nothing is sent', async () => {
    const save = vi.fn();
    const saveDraft = vi.fn();
    const { user } = renderAt({ editor: vi.fn().mockResolvedValue(editorOf(hours)), save, saveDraft });
    const field = within(await firstHours()).getByLabelText('Hours');
    for (const name of ['Save draft', 'Publish', 'Schedule'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    // Enter in a field submits the form: nothing is saved either.
    await user.type(field, '{Enter}');
    expect(saveDraft).not.toHaveBeenCalled();
    await user.type(field, '!');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    // Typed back to what it was: nothing differs again.
    await user.type(field, '{Backspace}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(save).not.toHaveBeenCalled();
  });

  it('lets an Owner publish a saved draft that differs from the live version without a new edit', async () => {
    const draftContent = structuredClone(SEED_SITE_CONTENT.hours);
    draftContent.aintree[0]!.hours = '6am-10pm';
    const draft = {
      section: 'hours' as const,
      base_version: 3,
      content: draftContent,
      saved_at: '2026-11-21T09:00:00.000Z',
      saved_by: STAFF.email,
    };
    const save = vi.fn(async (_section: string, version: number, content: unknown) =>
      live('hours', content, version + 1),
    );
    const { user } = renderAt({ editor: vi.fn().mockResolvedValue(editorOf(hours, { draft })), save });
    await firstHours();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(contentMessages.published)).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith('hours', 3, draftContent);
  });

  it('keeps Publish waiting when the saved draft is the live content', async () => {
    const draft = {
      section: 'hours' as const,
      base_version: 3,
      content: SEED_SITE_CONTENT.hours,
      saved_at: '2026-11-21T09:00:00.000Z',
      saved_by: STAFF.email,
    };
    renderAt({ editor: vi.fn().mockResolvedValue(editorOf(hours, { draft })) });
    await firstHours();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
  });

  it('lists the sections with a draft waiting beside the section list, with who saved it', async () => {
    const drafts = vi.fn().mockResolvedValue([
      { section: 'pricing', saved_by: STAFF.email, saved_at: '2026-11-21T09:00:00.000Z' },
      { section: 'banner', saved_by: OWNER.email, saved_at: '2026-11-22T09:00:00.000Z' },
    ]);
    const { user } = renderAt({ editor: vi.fn().mockResolvedValue(editorOf(hours)), drafts });
    const waiting = await screen.findByRole('navigation', { name: 'Drafts waiting' });
    const items = within(waiting).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Membership pricing \(draft by coach@example.com, .+\)$/);
    expect(items[1]).toHaveTextContent(/^Notice banner \(draft by you, .+\)$/);
    await user.click(within(waiting).getByRole('link', { name: 'Membership pricing' }));
    expect(await screen.findByLabelText('Section to edit')).toHaveValue('pricing');
  });

  it('shows what a scheduled publish will change, so a scheduled banner keeps its text in view', async () => {
    const pending = {
      id: 's1',
      section: 'banner',
      base_version: 3,
      content: { ...NO_BANNER, message: 'Closed on Boxing Day' },
      publish_at: '2026-12-20T09:30:00.000Z',
      created_at: '2026-11-21T09:00:00.000Z',
      created_by: OWNER.email,
      state: 'pending',
      resolved_at: null,
      version: null,
    };
    renderAt(
      { editor: vi.fn().mockResolvedValue(editorOf(banner, { schedules: [pending] as never })) },
      { section: 'banner' },
    );
    const scheduled = await screen.findByRole('region', { name: 'Scheduled' });
    const carries = within(scheduled).getByRole('group', { name: /What goes live/ });
    expect(carries).toHaveTextContent('It will change:');
    expect(carries).toHaveTextContent('Message: (none) → “Closed on Boxing Day”');
  });

  it('tells staff when every date of a section is past, so the site no longer shows it', async () => {
    const past = live('gradings', { days: ['2025-06-22', '2025-09-14', '2025-12-07'] });
    const { unmount } = renderAt({ editor: vi.fn().mockResolvedValue(editorOf(past)) }, { section: 'gradings' });
    expect(
      await screen.findByText(/All dates are past: hidden from the site\./, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    unmount();
    const coming = live('gradings', { days: ['2025-12-07', '2099-03-01'] });
    renderAt({ editor: vi.fn().mockResolvedValue(editorOf(coming)) }, { section: 'gradings' });
    await screen.findByRole('heading', { name: 'Grading dates' }, { timeout: 10_000 });
    expect(screen.queryByText(/All dates are past/)).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      // Every media query of the phone's width matches (MUI's `down('sm')`).
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('keeps Save draft and Publish in the bar and the rest under More', async () => {
      const { user } = renderAt({ editor: vi.fn().mockResolvedValue(editorOf(hours)) });
      const field = within(await firstHours()).getByLabelText('Hours');
      const bar = screen.getByRole('region', { name: 'Save and publish' });
      expect(within(bar).getByRole('button', { name: 'Save draft' })).toBeDisabled();
      expect(within(bar).getByRole('button', { name: 'Publish' })).toBeDisabled();
      expect(within(bar).queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
      await user.click(within(bar).getByRole('button', { name: 'More' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'Preview' })).toHaveAttribute(
        'href',
        '/api/admin/content/hours/preview',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Schedule' })).toHaveAttribute('aria-disabled', 'true');
      await user.keyboard('{Escape}');
      await user.type(field, '!');
      await waitFor(() => expect(within(bar).getByRole('button', { name: 'Publish' })).toBeEnabled());
      await user.click(within(bar).getByRole('button', { name: 'More' }));
      const again = await screen.findByRole('menu');
      expect(within(again).getByRole('menuitem', { name: 'Schedule' })).not.toHaveAttribute('aria-disabled');
      expect(within(again).getByRole('menuitem', { name: /Preview/ })).toHaveTextContent(
        'Save the draft to preview it.',
      );
      await user.click(within(again).getByRole('menuitem', { name: 'Schedule' }));
      expect(await screen.findByRole('dialog', { name: 'Schedule Opening hours' })).toBeInTheDocument();
    });
  });
});
