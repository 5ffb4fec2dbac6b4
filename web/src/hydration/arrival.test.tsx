import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { Arrival } from './arrival.ts';

function Shows({ text }: { text: Arrival<string> }) {
  return <p>{use(text)}</p>;
}

describe('Arrival', () => {
  it('calls back in the call that settles it, and at once once settled', () => {
    const arrival = new Arrival<number>();
    const seen: number[] = [];
    void arrival.then((value) => seen.push(value));
    expect(seen).toEqual([]);
    arrival.arrive(1);
    expect(seen).toEqual([1]);
    void arrival.then((value) => seen.push(value * 10));
    expect(seen).toEqual([1, 10]);
    arrival.arrive(2);
    expect(arrival.settled).toBe(true);
    expect(seen).toEqual([1, 10]);
  });

  it("is read by React's use without suspending once it has arrived", () => {
    const text = new Arrival<string>();
    text.arrive('Pricing');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Shows text={text} />
      </Suspense>,
    );
    expect(screen.getByText('Pricing')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends a render until it arrives', async () => {
    const text = new Arrival<string>();
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Shows text={text} />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => text.arrive('Reviews'));
    expect(screen.getByText('Reviews')).toBeInTheDocument();
  });
});
