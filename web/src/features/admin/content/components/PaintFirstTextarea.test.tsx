import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushAfterPaint } from './afterPaint.ts';
import { PaintFirstTextarea } from './PaintFirstTextarea.tsx';

/** What the box reported, as the form sees it: the text of the box each report was about. */
function reports() {
  const seen: string[] = [];
  const onChange = vi.fn((event: { target: HTMLTextAreaElement; type: string }) => {
    seen.push(`${event.type}:${event.target.value}`);
  });
  return { seen, onChange };
}

describe('a long text box that reports its keys after they show', () => {
  afterEach(() => vi.useRealTimers());

  it('tells the form of the keys typed before a paint once, after it, with the box as the target', () => {
    const waiting: (() => void)[] = [];
    const { seen, onChange } = reports();
    render(<PaintFirstTextarea aria-label="Answer" onChange={onChange} later={(report) => waiting.push(report)} />);
    const box = screen.getByRole('textbox', { name: 'Answer' });

    fireEvent.input(box, { target: { value: 'Y' } });
    fireEvent.input(box, { target: { value: 'Ye' } });
    fireEvent.input(box, { target: { value: 'Yes' } });
    // The keys show first: the form has heard nothing yet, and one report waits for the paint.
    expect(seen).toEqual([]);
    expect(waiting).toHaveLength(1);

    waiting.shift()!();
    expect(seen).toEqual(['input:Yes']);
    // Nothing more to tell: a later report (asked for by nothing) would not repeat it.
    fireEvent.input(box, { target: { value: 'Yes.' } });
    expect(waiting).toHaveLength(1);
    waiting.shift()!();
    expect(seen).toEqual(['input:Yes', 'input:Yes.']);
  });

  it('tells the form of keys not yet reported as it loses focus, before its blur handler runs', () => {
    const waiting: (() => void)[] = [];
    const { seen, onChange } = reports();
    const onBlur = vi.fn(() => seen.push('blur'));
    render(
      <PaintFirstTextarea
        aria-label="Answer"
        onChange={onChange}
        onBlur={onBlur}
        later={(report) => waiting.push(report)}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Answer' });
    box.focus();
    fireEvent.input(box, { target: { value: 'No' } });
    box.blur();
    expect(seen).toEqual(['input:No', 'blur']);
    // The report the paint would have made finds nothing left to tell.
    waiting.shift()!();
    expect(seen).toEqual(['input:No', 'blur']);
  });

  it('tells the form at once when the editor asks before it acts (saving, leaving the page)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { seen, onChange } = reports();
    render(<PaintFirstTextarea aria-label="Answer" onChange={onChange} />);
    fireEvent.input(screen.getByRole('textbox', { name: 'Answer' }), { target: { value: 'Maybe' } });
    expect(seen).toEqual([]);
    flushAfterPaint();
    expect(seen).toEqual(['input:Maybe']);
    // The paint comes and goes with nothing left to report.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['input:Maybe']);
  });

  it('tells nothing once it is taken away (the content replaced as a whole)', () => {
    const waiting: (() => void)[] = [];
    const { seen, onChange } = reports();
    const { unmount } = render(
      <PaintFirstTextarea aria-label="Answer" onChange={onChange} later={(report) => waiting.push(report)} />,
    );
    fireEvent.input(screen.getByRole('textbox', { name: 'Answer' }), { target: { value: 'Gone' } });
    unmount();
    waiting.shift()!();
    expect(seen).toEqual([]);
  });

  it('is given its text by the form, not drawn by React from a default value', () => {
    const { onChange } = reports();
    render(<PaintFirstTextarea aria-label="Answer" onChange={onChange} defaultValue="From MUI" />);
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveValue('');
  });
});
