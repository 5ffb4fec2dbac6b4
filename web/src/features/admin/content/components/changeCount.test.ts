import { describe, expect, it, vi } from 'vitest';
import { createChangeCount } from './changeCount.ts';

describe('the count of changed fields', () => {
  it('answers a new count at once and tells the parts that show it once, when the paint has happened', () => {
    const later: Array<() => void> = [];
    const changes = createChangeCount(0, (notify) => later.push(notify));
    const listener = vi.fn();
    changes.subscribe(listener);

    changes.set(1);
    changes.set(2);
    expect(changes.get()).toBe(2);
    expect(listener).not.toHaveBeenCalled();
    expect(later).toHaveLength(1);

    later.shift()!();
    expect(listener).toHaveBeenCalledTimes(1);
    changes.set(2);
    expect(later).toHaveLength(0);
    changes.set(0);
    later.shift()!();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells no part that has stopped listening', () => {
    const later: Array<() => void> = [];
    const changes = createChangeCount(0, (notify) => later.push(notify));
    const listener = vi.fn();
    const stop = changes.subscribe(listener);
    changes.set(3);
    stop();
    later.shift()!();
    expect(listener).not.toHaveBeenCalled();
  });
});
