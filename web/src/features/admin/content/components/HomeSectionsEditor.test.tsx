import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentMessages, type ContentSection, type HomeAboutContent } from '@studio/core/content/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend, SectionEditorState, StaffUser } from '@/backend/port.ts';
import { SignedInStaffContext } from '@/features/admin/shared/api/signedInStaff.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { renderAdmin } from '../../testing/renderAdmin.tsx';
import { SiteContentPage } from './SiteContentPage.tsx';

const OWNER: StaffUser = { email: 'owner@example.com', role: 'owner', mustChangePassword: false };

const about: ContentSection<'home-about'> = {
  section: 'home-about',
  version: 1,
  content: SEED_SITE_CONTENT['home-about'],
  updated_at: '2026-11-20T10:00:00.000Z',
  updated_by: 'seed',
};

function renderAbout(content: Partial<Backend['content']>) {
  const backend = fakeBackend({ content });
  renderAdmin(
    <SignedInStaffContext value={OWNER}>
      <SiteContentPage />
    </SignedInStaffContext>,
    { backend, path: '/admin/content', search: '?section=home-about' },
  );
  return userEvent.setup({ delay: null });
}

afterEach(() => window.localStorage.clear());

describe("Site Content editor: the home page's texts", { timeout: 60_000 }, () => {
  it('lists the home sections, and draws About with labelled fields and character counts', async () => {
    const editor = vi.fn().mockResolvedValue({ section: about, draft: null, schedules: [] } as SectionEditorState);
    renderAbout({ editor } as Partial<Backend['content']>);
    const seed = SEED_SITE_CONTENT['home-about'];
    expect(await screen.findByLabelText('Introduction', {}, { timeout: 10_000 })).toHaveValue(seed.intro);
    const picker = screen.getByLabelText('Section to edit');
    for (const name of ['Home: Hero', 'Home: About', 'Home: Our Journey', 'Home: Facilities'])
      expect(within(picker).getByRole('option', { name })).toBeInTheDocument();

    // The section's own title comes first; each highlight has one too.
    expect(screen.getAllByLabelText('Title')[0]).toHaveValue(seed.title);
    expect(screen.getByLabelText('Heading')).toHaveValue(seed.heading);
    expect(screen.getByText(`${seed.intro.length} / 400 characters`)).toBeInTheDocument();
    expect(screen.getByLabelText('Paragraph 2')).toHaveValue(seed.paragraphs[1]);
    expect(screen.getByText(`${seed.paragraphs[1]!.length} / 800 characters`)).toBeInTheDocument();
    const second = screen.getByRole('group', { name: 'Highlight 2' });
    expect(within(second).getByLabelText('Title')).toHaveValue(seed.highlights[1]!.title);
    expect(within(second).getByLabelText('Text')).toHaveValue(seed.highlights[1]!.text);
    // Three highlights, always: none added, none removed; paragraphs up to four.
    expect(screen.getByRole('button', { name: 'Add highlight' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Highlight 3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add paragraph' })).toBeEnabled();

    // The count follows what is typed (a frame after the key shows).
    await userEvent.type(screen.getByLabelText('Introduction'), ' Welcome.');
    expect(await screen.findByText(`${seed.intro.length + 9} / 400 characters`)).toBeInTheDocument();
  });

  it('marks an overlong text next to its field before anything is sent, and publishes the edit', async () => {
    const editor = vi.fn().mockResolvedValue({ section: about, draft: null, schedules: [] } as SectionEditorState);
    const save = vi.fn(async (_section: string, version: number, content: unknown) => ({
      ...about,
      version: version + 1,
      content: content as HomeAboutContent,
    }));
    const user = renderAbout({ editor, save } as Partial<Backend['content']>);
    const heading = await screen.findByLabelText('Heading', {}, { timeout: 10_000 });
    await user.clear(heading);
    await user.click(heading);
    await user.paste('x'.repeat(81));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(contentMessages.tooLong(80))).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.clear(heading);
    await user.type(heading, 'Real martial arts, for everyone');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(contentMessages.published, {}, { timeout: 10_000 })).toBeInTheDocument();
    const [section, version, content] = save.mock.calls[0]!;
    expect([section, version]).toEqual(['home-about', 1]);
    expect((content as HomeAboutContent).heading).toBe('Real martial arts, for everyone');
  });
});
