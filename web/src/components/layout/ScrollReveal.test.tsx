import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVEAL_OFFSET_PX, ScrollReveal } from './ScrollReveal.tsx';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A controllable IntersectionObserver: the test says when the block enters or leaves the viewport. */
function mockObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    options: () => observers[0]?.options,
    report: (isIntersecting: boolean) => act(() => observers.forEach((o) => o.callback([{ isIntersecting }]))),
  };
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

afterEach(() => vi.unstubAllGlobals());

const block = () => screen.getByText('Our Journey').parentElement!;

describe('ScrollReveal', () => {
  it('shows content as rendered, hides it only once scrolled out, and shows it again on every return', () => {
    mockReducedMotion(false);
    const observer = mockObserver();
    render(
      <ScrollReveal>
        <p>Our Journey</p>
      </ScrollReveal>,
    );
    expect(observer.options()?.rootMargin).toBe(`0px 0px -${REVEAL_OFFSET_PX}px 0px`);
    observer.report(true);
    expect(block()).toHaveAttribute('data-reveal', 'shown');
    observer.report(false);
    expect(block()).toHaveAttribute('data-reveal', 'hidden');
    observer.report(true);
    expect(block()).toHaveAttribute('data-reveal', 'shown');
  });

  it('never hides anything when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    const observer = mockObserver();
    render(
      <ScrollReveal>
        <p>Our Journey</p>
      </ScrollReveal>,
    );
    observer.report(false);
    expect(block()).toHaveAttribute('data-reveal', 'static');
  });
});
