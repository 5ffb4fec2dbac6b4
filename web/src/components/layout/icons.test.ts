import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(here, '../..');

/** Every `.tsx` file of the web app, outside the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [file] : [];
  });
}

describe('the icons sprite', () => {
  const sprite = readFileSync(path.join(here, 'icons.svg'), 'utf8');
  const symbols = [...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);

  it('holds a symbol, drawn in the icons’ 24 by 24 box, for every icon a component names', () => {
    const named = sources(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bicon\('([^']+)'\)/g)].map((match) => match[1]),
    );
    expect(named.length).toBeGreaterThan(40);
    for (const name of named) expect(symbols, name).toContain(name);
  });

  it('holds each symbol once, and no symbol no component names', () => {
    expect(new Set(symbols).size).toBe(symbols.length);
    const code = sources(srcDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const symbol of symbols) expect(code, symbol).toContain(`icon('${symbol}')`);
  });
});
