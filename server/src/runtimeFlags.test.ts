import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './runtimeFlags.ts';

describe('the flags Node runs the server with', () => {
  it('are the ones `npm start` passes', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} server/src/main.ts`);
  });
});
