import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HydrateWhenVisible } from './HydrateWhenVisible.tsx';
import { lazyComponent } from './lazyComponent.tsx';
import { HYDRATION_PENDING, keepTapsScript } from './keepTaps.ts';

/** A part of the page still waiting for its code, with a button that counts its clicks once "live". */
function pendingPart(): { part: HTMLElement; button: HTMLButtonElement; clicks: () => number } {
  const part = document.createElement('div');
  part.setAttribute(HYDRATION_PENDING, '');
  part.innerHTML = '<p><button type="button"><span>See more reviews</span></button><a href="#reviews">Reviews</a></p>';
  document.body.append(part);
  const button = part.querySelector('button') as HTMLButtonElement;
  let count = 0;
  button.addEventListener('click', () => (count += 1));
  return { part, button, clicks: () => count };
}

/** Lets the keeper's MutationObserver run (it reports in a microtask). */
const observed = () => new Promise((resolve) => setTimeout(resolve));

beforeAll(() => {
  // The very text the server puts in the page, run as the browser would run the inline script.
  new Function(keepTapsScript)();
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the tap keeper', () => {
  it('keeps a click on a button of a part still waiting for its code, and clicks it once the part is live', async () => {
    const { part, button, clicks } = pendingPart();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    (button.firstElementChild as HTMLElement).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(clicks()).toBe(0);

    part.removeAttribute(HYDRATION_PENDING);
    await observed();
    expect(clicks()).toBe(1);
  });

  it('clicks once for a visitor who tapped again while waiting', async () => {
    const { part, button, clicks } = pendingPart();
    button.click();
    button.click();
    part.removeAttribute(HYDRATION_PENDING);
    await observed();
    expect(clicks()).toBe(1);
  });

  it('waits while an outer part is still pending', async () => {
    const outer = document.createElement('div');
    outer.setAttribute(HYDRATION_PENDING, '');
    document.body.append(outer);
    const { part, button, clicks } = pendingPart();
    outer.append(part);
    button.click();
    part.removeAttribute(HYDRATION_PENDING);
    await observed();
    expect(clicks()).toBe(0);
    outer.removeAttribute(HYDRATION_PENDING);
    await observed();
    expect(clicks()).toBe(1);
  });

  it('leaves links, and buttons of live parts, to work at once', async () => {
    const { part, button, clicks } = pendingPart();
    const link = part.querySelector('a') as HTMLAnchorElement;
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(false);

    part.removeAttribute(HYDRATION_PENDING);
    await observed();
    button.click();
    expect(clicks()).toBe(1);
  });

  it('forgets a kept button that left the page', async () => {
    const { part, button, clicks } = pendingPart();
    button.click();
    button.remove();
    part.removeAttribute(HYDRATION_PENDING);
    await observed();
    expect(clicks()).toBe(0);
  });
});

function ShowMore() {
  const [more, setMore] = useState(false);
  return (
    <button type="button" aria-expanded={more} onClick={() => setMore(!more)}>
      {more ? 'Show less' : 'See more reviews'}
    </button>
  );
}

describe('a section hydrating when its code arrives', () => {
  it('takes a tap made while its code was loading once it has hydrated, in the same button', async () => {
    let codeArrives = () => {};
    const arrived = new Promise<void>((resolve) => (codeArrives = resolve));
    const LazyShowMore = lazyComponent(() => arrived.then(() => ShowMore));
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <HydrateWhenVisible>
        <ShowMore />
      </HydrateWhenVisible>,
    );
    document.body.append(container);
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.closest(`[${HYDRATION_PENDING}]`)).not.toBeNull();

    // Hydration on React's real scheduler, as in a browser.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const root = hydrateRoot(
        container,
        <HydrateWhenVisible>
          <LazyShowMore />
        </HydrateWhenVisible>,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      button.click();
      expect(button).toHaveTextContent('See more reviews');

      codeArrives();
      await waitFor(() => expect(button).toHaveTextContent('Show less'));
      expect(container.querySelector(`[${HYDRATION_PENDING}]`)).toBeNull();
      expect(container.querySelector('button')).toBe(button);
      root.unmount();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
