import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetInteraction } from './firstInteraction.ts';
import { lazyComponent } from './lazyComponent.tsx';

const Section = ({ title }: { title: string }) => <h2>{title}</h2>;

afterEach(() => resetInteraction());

describe('lazyComponent', () => {
  it("loads its code at the visitor's first interaction once the page asks for that, not before", () => {
    const load = vi.fn(() => Promise.resolve(Section));
    const Lazy = lazyComponent(load);
    window.dispatchEvent(new Event('pointerdown'));
    expect(load).not.toHaveBeenCalled();
    Lazy.preloadAtFirstInteraction();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('scroll'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders in the same pass once its code is in, without showing the fallback', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Section));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy title="Pricing" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('renders once its code arrives when rendered first', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Section));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy title="Reviews" />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });

  it('keeps waiting, and the page whole, when its code cannot load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Lazy = lazyComponent<{ title: string }>(() => Promise.reject(new Error('offline')));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy title="Contact" />
        </Suspense>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Could not load the code of a part of the page', expect.any(Error));
  });

  it('tries again after its code failed to load', async () => {
    const load = vi
      .fn<() => Promise<typeof Section>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Section);
    const Lazy = lazyComponent(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Section);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
