import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '@/design/theme.ts';
import { BackendProvider } from '@/backend/BackendProvider.tsx';
import { whyJoin } from '@/content/whyJoin.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { SignupPage } from './SignupPage.tsx';
import { WithSeedContent } from '@/test/seedContent.tsx';

function renderSignup() {
  const Stub = createRoutesStub([{ path: '/signup', Component: SignupPage }]);
  return render(
    <ThemeProvider theme={theme}>
      <BackendProvider backend={fakeBackend()}>
        <Stub initialEntries={['/signup']} />
      </BackendProvider>
    </ThemeProvider>,
    { wrapper: WithSeedContent },
  );
}

describe('sign-up page', () => {
  it('lists the five reasons to join', () => {
    renderSignup();
    const list = within(screen.getByRole('region', { name: 'Why Join' })).getByRole('list');
    const points = within(list).getAllByRole('listitem');
    expect(points).toHaveLength(5);
    whyJoin.forEach((point, index) => expect(points[index]).toHaveTextContent(point.title));
  });

  it('links back home and to the home page contact section', () => {
    renderSignup();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/#contact');
  });

  it('asks before loading the registration form, and links the privacy notice beside it', () => {
    renderSignup();
    const form = screen.getByRole('region', { name: 'Registration Form' });
    expect(within(form).getByRole('button', { name: 'Show registration form' })).toBeInTheDocument();
    expect(within(form).getByText(/content from Gym Manager, which may set cookies/)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Privacy and cookies' })).toHaveAttribute('href', '/privacy');
  });

  it('holds the registration form section and its own main landmark, without the site chrome', () => {
    renderSignup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Join The Martial Arts Studio');
    expect(screen.getByRole('region', { name: 'Registration Form' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Member Portal/ })).not.toBeInTheDocument();
  });
});
