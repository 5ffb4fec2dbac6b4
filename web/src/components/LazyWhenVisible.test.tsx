import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
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
    const load = vi.fn(() => Promise.resolve({ default: Counter }));
    const LazyCounter = lazyWhenVisible(load, { rootMargin: '600px' });
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

  it('hydrates at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi.fn(() => Promise.resolve({ default: Counter }));
    const LazyCounter = lazyWhenVisible(load);
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
    const LazyCounter = lazyWhenVisible(() => Promise.resolve({ default: Counter }));
    render(<LazyCounter label="Rounds" />);
    expect(await screen.findByRole('button', { name: 'Rounds 0' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
