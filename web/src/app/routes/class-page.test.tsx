import { ThemeProvider } from '@mui/material/styles';
import { CLASS_SLUGS, isClassSlug } from '@studio/core/pages/publicRoutes';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { sessionTimeText } from '@studio/core/timetable/timetable';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '@/design/theme.ts';
import { BackendProvider } from '@/backend/BackendProvider.tsx';
import { builtinImages } from '@/content/builtinImages.ts';
import type { Backend } from '@/backend/port.ts';
import { seedClassPage } from '@/content/classPages/classPagesBySlug.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { classIslandsOf, classPageHeadOf } from '@/features/classes/lib/classPageData.ts';
import ClassPageRoute, { meta } from './class-page.tsx';
import type { Route } from './+types/class-page';
import { WithSeedContent } from '@/test/seedContent.tsx';

/**
 * What the route gives at this path on a fresh data store once its data is in the browser (a client-side navigation:
 * the loader's and the island's), or nothing.
 */
function classPageData(path: string) {
  const slug = path.split('/').at(-1)!;
  if (!isClassSlug(slug)) return null;
  return { ...classPageHeadOf(SEED_SITE_CONTENT, slug), islands: classIslandsOf(SEED_SITE_CONTENT, slug) };
}

function renderClassRoute(path: string, backend: Backend = fakeBackend()) {
  const Stub = createRoutesStub([
    { id: 'class-page', path: '/classes/:slug', Component: ClassPageRoute },
    { path: '/signup', Component: () => <h1>Sign-up page</h1> },
    { path: '/', Component: () => <h1>Home page</h1> },
  ]);
  return render(
    <ThemeProvider theme={theme}>
      <BackendProvider backend={backend}>
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { 'class-page': classPageData(path) } }} />
      </BackendProvider>
    </ThemeProvider>,
    { wrapper: WithSeedContent },
  );
}

function section(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

function metaOf(slug: string) {
  const descriptors = meta({ params: { slug } } as unknown as Route.MetaArgs) ?? [];
  const find = (key: string) => descriptors.find((entry) => key in entry) as Record<string, string> | undefined;
  return {
    title: find('title')?.title,
    description: (descriptors.find((entry) => 'name' in entry && entry.name === 'description') as { content?: string })
      ?.content,
  };
}

// The contact form is a lazy chunk; load it once up front so each test waits on React, not on the module graph.
beforeAll(() => import('@/components/contact/ContactForm.tsx'));
afterEach(() => vi.restoreAllMocks());

// Role queries over a whole page are thorough but slow in jsdom.
describe('class pages', { timeout: 30_000 }, () => {
  it.each(CLASS_SLUGS)('/classes/%s shows every section of the template', async (slug) => {
    const content = seedClassPage(slug);
    renderClassRoute(`/classes/${slug}`);

    // Hero: title, description, the way to sign up.
    expect(screen.getByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    expect(screen.getByText(content.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Today' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('img', { name: builtinImages[slug].alt })).toBeInTheDocument();

    // Weekly schedule: description, class size and one entry per session.
    const schedule = section('Weekly Schedule');
    expect(within(schedule).getByText(content.schedule.description)).toBeInTheDocument();
    expect(within(schedule).getByText(content.schedule.classSize)).toBeInTheDocument();
    const sessions = within(schedule).getByRole('list', { name: `${content.title} sessions` });
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(content.schedule.sessions.length);
    for (const session of content.schedule.sessions) {
      expect(within(sessions).getAllByText(sessionTimeText(session)).length).toBeGreaterThan(0);
    }

    // Instructor: name, title, bio, qualifications.
    const instructor = section('Meet Your Instructor');
    expect(within(instructor).getByRole('heading', { level: 3, name: content.instructor.name })).toBeInTheDocument();
    expect(within(instructor).getByText(content.instructor.title)).toBeInTheDocument();
    expect(within(instructor).getByText(content.instructor.bio)).toBeInTheDocument();
    for (const qualification of content.instructor.qualifications) {
      expect(within(instructor).getByText(qualification)).toBeInTheDocument();
    }

    // Six benefits.
    const benefits = section(`Benefits of ${content.title}`);
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(6);

    // What to bring, and the equipment rental note.
    const kit = section('What to Bring');
    for (const entry of content.whatToBring) {
      expect(within(kit).getByRole('heading', { level: 3, name: entry.item })).toBeInTheDocument();
    }
    expect(within(kit).getByRole('complementary', { name: 'Equipment Rental' })).toHaveTextContent(
      content.equipmentRental,
    );

    // FAQ: every question is an h3 holding a collapsed button.
    const faq = section('Frequently Asked Questions');
    for (const entry of content.faqs) {
      const heading = within(faq).getByRole('heading', { level: 3, name: entry.question });
      expect(within(heading).getByRole('button', { name: entry.question })).toHaveAttribute('aria-expanded', 'false');
    }

    // Contact form, with this class already chosen.
    const contact = section('Get in Touch');
    const classInterest = await within(contact).findByLabelText(/Class interest/, {}, { timeout: 5000 });
    expect(classInterest).toHaveValue(content.title);

    // Back to the class list.
    expect(screen.getByRole('link', { name: 'Back to all classes' })).toHaveAttribute('href', '/#services');
  });

  it.each(CLASS_SLUGS)('/classes/%s has its own document title and description', (slug) => {
    const { title, description } = metaOf(slug);
    expect(title).toBe(seedClassPage(slug).meta.title);
    expect(description).toBe(seedClassPage(slug).meta.description);
  });

  it('opens and closes an FAQ answer from the keyboard', async () => {
    const user = userEvent.setup();
    const content = seedClassPage('kickboxing');
    renderClassRoute('/classes/kickboxing');
    const [first] = content.faqs;
    const question = screen.getByRole('button', { name: first!.question });
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: first!.question })).toHaveTextContent(first!.answer);
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends a message from the class page with the class interest set to the class', async () => {
    const user = userEvent.setup();
    const submit = vi.fn().mockResolvedValue(undefined);
    renderClassRoute('/classes/womens-boxing', fakeBackend({ contact: { submit } }));
    const contact = section('Get in Touch');
    await user.type(await within(contact).findByLabelText(/^Name/, {}, { timeout: 5000 }), 'Amy Lewis');
    await user.type(within(contact).getByLabelText(/^Email/), 'amy@example.com');
    await user.type(within(contact).getByLabelText(/^Message/), 'Can I come along on Tuesday?');
    await user.click(within(contact).getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({
      name: 'Amy Lewis',
      email: 'amy@example.com',
      class_interest: 'Ladies Kickboxing',
      message: 'Can I come along on Tuesday?',
    });
  });

  it('shows the initials of an instructor who has no photo yet', () => {
    renderClassRoute('/classes/boxing');
    const instructor = section('Meet Your Instructor');
    const [first, last] = seedClassPage('boxing').instructor.name.split(' ');
    expect(within(instructor).getByText(`${first![0]}${last![0]}`)).toBeInTheDocument();
  });

  it('shows the not-found page for a class that does not exist', () => {
    renderClassRoute('/classes/underwater-judo');
    expect(screen.queryByRole('link', { name: 'Join Today' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found|not-found|404/i);
    expect(metaOf('underwater-judo').title).toMatch(/Page Not Found/);
  });
});
