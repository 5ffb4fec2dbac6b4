import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasInteracted, resetInteraction, whenInteracted } from './firstInteraction.ts';
import { HydrateWhenVisible } from './HydrateWhenVisible.tsx';

/** A stand-in IntersectionObserver whose instances the test makes "see" their element. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  readonly elements: Element[] = [];

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  static enterAll() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.elements.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

/** The sections that have hydrated (run their effects), to tell them from prerendered HTML left alone. */
const hydrated: string[] = [];

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    hydrated.push(label);
  }, [label]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ label }: { label: string }) {
  return (
    <main>
      <h1>Studio</h1>
      <HydrateWhenVisible margin={600}>
        <Counter label={label} />
      </HydrateWhenVisible>
    </main>
  );
}

const roots: Root[] = [];

/** Prerenders the page into the document and hydrates it as the browser would, with React's own scheduler. */
function prerenderAndHydrate(label: string): { button: HTMLButtonElement; root: Root } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page label={label} />);
  document.body.append(container);
  hydrated.length = 0;
  const root = hydrateRoot(container, <Page label={label} />);
  roots.push(root);
  return { button: container.querySelector('button') as HTMLButtonElement, root };
}

/** Lets React finish hydrating everything it is going to hydrate now. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function placeSectionsAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 400, height: 900 }),
  );
}

beforeEach(() => {
  // Hydration here runs on React's real scheduler, as in a browser, not inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  placeSectionsAt(5000);
});

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.innerHTML = '';
  resetInteraction();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('HydrateWhenVisible', () => {
  it('keeps a far section as prerendered HTML until the visitor scrolls near it, then hydrates it in place', async () => {
    const errors = vi.spyOn(console, 'error');
    const { button } = prerenderAndHydrate('Taps');
    // The page has hydrated around the section once its box watches the viewport (on a busy machine, later than 50 ms).
    await waitFor(() => expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe('600px'));
    await settle();
    expect(hydrated).toEqual([]);

    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(hydrated).toEqual([]);
    FakeIntersectionObserver.enterAll();
    await waitFor(() => expect(hydrated).not.toEqual([]));
    button.click();
    await waitFor(() => expect(button).toHaveTextContent('Taps 1'));
    expect(document.querySelector('button')).toBe(button);
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves a section just below the viewport alone until the visitor starts to use the page', async () => {
    placeSectionsAt(800);
    const { button } = prerenderAndHydrate('Hooks');
    await settle();
    FakeIntersectionObserver.enterAll();
    await settle();
    expect(hydrated).toEqual([]);

    window.dispatchEvent(new Event('touchstart'));
    await waitFor(() => expect(hydrated).not.toEqual([]));
    button.click();
    await waitFor(() => expect(button).toHaveTextContent('Hooks 1'));
  });

  it('hydrates a section in the viewport with the page', async () => {
    placeSectionsAt(700);
    const { button } = prerenderAndHydrate('Jabs');
    await waitFor(() => expect(hydrated).not.toEqual([]));
    button.click();
    await waitFor(() => expect(button).toHaveTextContent('Jabs 1'));
  });

  it('hydrates a waiting section at once, HTML kept, when the visitor clicks in it', async () => {
    const { button } = prerenderAndHydrate('Kicks');
    await settle();
    expect(hydrated).toEqual([]);
    button.click();
    await waitFor(() => expect(button).toHaveTextContent('Kicks 1'));
    expect(document.querySelector('button')).toBe(button);
  });

  it('hydrates a waiting section at once, HTML kept, when the page around it updates (a navigation)', async () => {
    const { button, root } = prerenderAndHydrate('Pads');
    await settle();
    expect(hydrated).toEqual([]);
    const removed: Node[] = [];
    new MutationObserver((records) => records.forEach((record) => removed.push(...record.removedNodes))).observe(
      document.body,
      { childList: true, subtree: true },
    );
    root.render(<Page label="Pads" />);
    await waitFor(() => expect(hydrated).not.toEqual([]));
    await settle();
    expect(removed).toEqual([]);
    button.click();
    await waitFor(() => expect(button).toHaveTextContent('Pads 1'));
  });

  it('hydrates at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { button } = prerenderAndHydrate('Rounds');
    await waitFor(() => expect(hydrated).not.toEqual([]));
    button.click();
    await waitFor(() => expect(button).toHaveTextContent('Rounds 1'));
  });

  it('renders as usual in a page rendered in the browser (no prerendered HTML to keep)', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    render(<Page label="Sparring" />);
    expect(await screen.findByRole('button', { name: 'Sparring 0' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  describe('with code that loads on demand (lazy), in a page rendered in the browser', () => {
    function LazyPage() {
      return (
        <main>
          <h1>Event</h1>
          <HydrateWhenVisible margin={600} lazy>
            <Counter label="Footer" />
          </HydrateWhenVisible>
        </main>
      );
    }

    beforeEach(() => {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    });

    it('renders the section only once it nears the viewport', async () => {
      render(<LazyPage />);
      await settle();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe('600px');
      act(() => FakeIntersectionObserver.enterAll());
      expect(await screen.findByRole('button', { name: 'Footer 0' })).toBeInTheDocument();
    });

    it("renders the section at the visitor's first interaction, a key press included", async () => {
      render(<LazyPage />);
      await settle();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
      expect(await screen.findByRole('button', { name: 'Footer 0' })).toBeInTheDocument();
    });

    it('renders as usual once the visitor has used the page (a client-side navigation)', async () => {
      whenInteracted(() => {});
      window.dispatchEvent(new Event('pointerdown'));
      expect(hasInteracted()).toBe(true);
      render(<LazyPage />);
      expect(await screen.findByRole('button', { name: 'Footer 0' })).toBeInTheDocument();
    });
  });
});
