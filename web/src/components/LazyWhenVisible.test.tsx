import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenVisible } from './LazyWhenVisible.tsx';

/** A stand-in IntersectionObserver whose instances the test makes "see" their element. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  readonly elements: Element[] = [];
  disconnected = false;

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  static enterAll() {
    for (const observer of FakeIntersectionObserver.instances.filter((instance) => !instance.disconnected)) {
      const entries = observer.elements.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => vi.unstubAllGlobals());

function prerendered(label: string): HTMLElement {
  const container = document.createElement('div');
  // What the prerender writes: the wrapper, then the section's markup inside a resolved Suspense boundary.
  container.innerHTML = renderToString(
    <div>
      <Suspense fallback={null}>
        <Counter label={label} />
      </Suspense>
    </div>,
  );
  document.body.append(container);
  return container;
}

describe('lazyWhenVisible', () => {
  it('keeps the prerendered HTML until the section nears the viewport, then hydrates it in place', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.resolve({ Counter }));
    const LazyCounter = lazyWhenVisible(load, 'Counter', { rootMargin: '600px' });
    const container = prerendered('Taps');
    const button = container.querySelector('button');

    await act(async () => {
      hydrateRoot(container, <LazyCounter label="Taps" />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);
    expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe('600px');

    await act(async () => FakeIntersectionObserver.enterAll());
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
    await userEvent.click(screen.getByRole('button', { name: 'Taps 0' }));
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBe(button);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('keeps waiting, with its prerendered HTML, when the page around it re-renders', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.resolve({ Counter }));
    const LazyCounter = lazyWhenVisible(load, 'Counter');
    // The page passes the same props in a new object on every render, as React Router's route elements do.
    function Page() {
      return <LazyCounter label="Jabs" />;
    }
    const container = prerendered('Jabs');
    const button = container.querySelector('button');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    await act(async () => root?.render(<Page />));
    await act(async () => root?.render(<Page />));
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);

    await act(async () => FakeIntersectionObserver.enterAll());
    await act(async () => {});
    await userEvent.click(screen.getByRole('button', { name: 'Jabs 0' }));
    expect(screen.getByRole('button', { name: 'Jabs 1' })).toBe(button);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('hydrates at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi.fn(() => Promise.resolve({ Counter }));
    const LazyCounter = lazyWhenVisible(load, 'Counter');
    const container = prerendered('Kicks');
    await act(async () => {
      hydrateRoot(container, <LazyCounter label="Kicks" />);
    });
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Kicks 0' }));
    expect(screen.getByRole('button', { name: 'Kicks 1' })).toBeInTheDocument();
    container.remove();
  });

  it('loads at once when the page is rendered in the browser (no prerendered HTML to keep)', async () => {
    const LazyCounter = lazyWhenVisible(() => Promise.resolve({ Counter }), 'Counter');
    render(<LazyCounter label="Rounds" />);
    expect(await screen.findByRole('button', { name: 'Rounds 0' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('in a navigation, keeps the previous page until every lazy section of the new one has loaded', async () => {
    let finishLoading = () => {};
    const loaded = new Promise<void>((resolve) => (finishLoading = resolve));
    const LazyCounter = lazyWhenVisible(() => loaded.then(() => ({ Counter })), 'Counter');
    function Pages() {
      const [page, setPage] = useState<'classes' | 'home'>('classes');
      return page === 'classes' ? (
        <button type="button" onClick={() => startTransition(() => setPage('home'))}>
          Go home
        </button>
      ) : (
        <main>
          <h1>Home</h1>
          <LazyCounter label="Pads" />
        </main>
      );
    }
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Pages />
      </Suspense>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go home' }));
    // Neither a fallback nor half a page: the page the visitor was on stays.
    expect(screen.getByRole('button', { name: 'Go home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    await act(async () => finishLoading());
    expect(await screen.findByRole('button', { name: 'Pads 0' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
