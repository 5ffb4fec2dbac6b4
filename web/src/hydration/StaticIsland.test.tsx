import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticIsland } from './StaticIsland.tsx';

/** Where the router is. */
function Where() {
  return <output>{useLocation().pathname}</output>;
}

const drawn = (
  <>
    <p>Drawn on the server</p>
    <a href="/classes/boxing" data-discover="true">
      Boxing
    </a>
    <a href="/timetable.ics">Add to calendar</a>
  </>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StaticIsland', () => {
  it('keeps the server’s HTML when it hydrates without its content, and its router links navigate in the page', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter>
        <StaticIsland>{drawn}</StaticIsland>
        <Where />
      </MemoryRouter>,
    );
    const served = container.innerHTML;
    const path = () => container.querySelector('output')?.textContent;
    document.body.append(container);
    const recovered = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter>
          <StaticIsland>{undefined}</StaticIsland>
          <Where />
        </MemoryRouter>,
        { onRecoverableError: recovered },
      );
    });
    expect(recovered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(served);
    expect(path()).toBe('/');

    // A link the browser follows (a file) is left to it; a link React Router drew navigates in the page.
    const file = container.querySelector<HTMLAnchorElement>('a[href="/timetable.ics"]')!;
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => file.dispatchEvent(followed));
    expect(followed.defaultPrevented).toBe(false);
    expect(path()).toBe('/');
    await act(async () => container.querySelector<HTMLAnchorElement>('a[data-discover]')!.click());
    expect(path()).toBe('/classes/boxing');
  });

  it('draws its content where it has it (a page drawn in the browser)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () =>
      createRoot(container).render(
        <MemoryRouter>
          <StaticIsland>{drawn}</StaticIsland>
        </MemoryRouter>,
      ),
    );
    expect(container.querySelector('p')?.textContent).toBe('Drawn on the server');
  });
});
