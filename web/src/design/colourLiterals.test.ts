/**
 * Colours are written once, in the token module (design/tokens.ts): the pages' CSS, the MUI theme, the components'
 * `sx`, the favicon and the built-in images' art all take them from there. This test fails on a colour written
 * anywhere else in the web app's source, its public files, its Vite config or the image script, naming the file
 * and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoDir = path.resolve(webDir, '..');

/** The one file allowed to write colours, and the tests of it and of this rule, whose samples are colours. */
const ALLOWED = new Set([
  'web/src/design/tokens.ts',
  'web/src/design/tokens.test.ts',
  'web/src/design/colourLiterals.test.ts',
]);

/**
 * `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` standing alone (not a `#fragment` of a word or an address, nor an HTML
 * entity), and the CSS colour functions.
 */
const COLOUR_LITERAL =
  /(?<![\w&#/.-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;

const SCANNED_EXTENSIONS = /\.(?:ts|tsx|js|mjs|css|svg|html)$/;

export interface ColourLiteral {
  file: string;
  line: number;
  literal: string;
}

/** The colour literals in `source`, with their line numbers. */
export function colourLiteralsIn(file: string, source: string): ColourLiteral[] {
  const found: ColourLiteral[] = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(COLOUR_LITERAL)) found.push({ file, line: index + 1, literal: match[0] });
  });
  return found;
}

/** Every scanned file under `dir` (relative to the repository), skipping build output and dependencies. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(repoDir, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SCANNED_EXTENSIONS.test(entry.name))
    .map((entry) => path.relative(repoDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !/(^|\/)(node_modules|dist|\.react-router)\//.test(file));
}

const SCANNED = [
  ...filesUnder('web/src'),
  ...filesUnder('web/public'),
  'web/vite.config.ts',
  'web/index.html',
  'scripts/build-images.ts',
].filter((file, index, all) => all.indexOf(file) === index);

const report = (literals: ColourLiteral[]) =>
  literals.map(({ file, line, literal }) => `${file}:${line}: ${literal}`).join('\n');

describe('colour literals', () => {
  it('appear nowhere but the token module', () => {
    const stray = SCANNED.filter((file) => !ALLOWED.has(file)).flatMap((file) => {
      let source: string;
      try {
        source = readFileSync(path.join(repoDir, file), 'utf8');
      } catch {
        return []; // web/index.html: the React Router build has none
      }
      return colourLiteralsIn(file, source);
    });
    expect(report(stray), 'colours belong in web/src/design/tokens.ts').toBe('');
  });

  it('scans the source, the public files and the image script', () => {
    expect(SCANNED).toEqual(
      expect.arrayContaining(['web/src/styles/base.css', 'web/src/design/theme.ts', 'scripts/build-images.ts']),
    );
    expect(SCANNED.some((file) => file.startsWith('web/src/features/'))).toBe(true);
  });

  it('finds each form of colour, with its file and line', () => {
    const sample = [
      "const a = '#fff';",
      'border:1px solid #D7141A80;',
      'color: rgb(26,11,11); background: rgba(0, 0, 0, 0.5)',
      "fill: 'hsl(0 100% 50%)', other: oklch(70% 0.1 20)",
      '<rect fill="#0b0b0d"/>',
    ].join('\n');
    expect(report(colourLiteralsIn('sample.tsx', sample))).toBe(
      [
        'sample.tsx:1: #fff',
        'sample.tsx:2: #D7141A80',
        'sample.tsx:3: rgb(',
        'sample.tsx:3: rgba(',
        'sample.tsx:4: hsl(',
        'sample.tsx:4: oklch(',
        'sample.tsx:5: #0b0b0d',
      ].join('\n'),
    );
  });

  it('leaves fragments, entities and references to tokens alone', () => {
    const sample = [
      "href: '/admin/set-password#abc'",
      "to: '/#classes', id: '#main-content'",
      'content: "&#x2022;" &#1234;',
      'color:${c.white};background:var(--color-brand-red)',
      "'#12345' '#1234567'",
    ].join('\n');
    expect(colourLiteralsIn('sample.tsx', sample)).toEqual([]);
  });
});
