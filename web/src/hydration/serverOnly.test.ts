import { describe, expect, it } from 'vitest';
import { openServerOnly, serverOnly } from './serverOnly.ts';

describe('serverOnly', () => {
  it('gives its data on the server, nothing for what the browser receives of it, and plain data as it is', () => {
    const data = { journey: ['1979'] };
    expect(openServerOnly(serverOnly(data))).toBe(data);
    // What React Router's serialisation makes of it: its own enumerable properties, of which it has none.
    expect(Object.entries(serverOnly(data))).toEqual([]);
    expect(JSON.parse(JSON.stringify(serverOnly(data)))).toEqual({});
    expect(openServerOnly<typeof data>({} as typeof data)).toBeUndefined();
    expect(openServerOnly<typeof data>(undefined)).toBeUndefined();
    expect(openServerOnly(data)).toBe(data);
  });
});
