import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScrollManager } from './ScrollManager.tsx';

/** Renders the home page's sections at `path`, with the browser's own address at `address`. */
function renderAt(path: string, address: string) {
  window.history.replaceState(null, '', address);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ScrollManager />
            <section id="pricing">Pricing</section>
            <section id="reviews">Reviews</section>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

let scrolledTo: string[];

beforeEach(() => {
  scrolledTo = [];
  // jsdom lays nothing out and has no scrollIntoView: record which section was asked to scroll into view.
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      scrolledTo.push(this.id);
    },
  });
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  document.documentElement.removeAttribute('data-all-sections-rendered');
  window.history.replaceState(null, '', '/');
});

describe('ScrollManager', () => {
  it('arriving at /#section scrolls to that section', () => {
    renderAt('/#reviews', '/#reviews');
    expect(scrolledTo).toEqual(['reviews']);
  });

  it('leaves the page alone when the address has already moved on to another section', () => {
    // The visitor followed a second #link while the page was still hydrating: the browser has jumped to pricing.
    renderAt('/#reviews', '/#pricing');
    expect(scrolledTo).toEqual([]);
  });
});
