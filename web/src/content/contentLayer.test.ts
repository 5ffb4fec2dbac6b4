import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const thisFile = fileURLToPath(import.meta.url);
const contentDir = path.dirname(thisFile);

/** Every TypeScript file under `dir`, tests included, as paths relative to it. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .sort();
}

/** The module specifiers of `@mui/*` that a source imports: static, type-only, re-exported or dynamic. */
export function muiImports(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] as string);
  return specifiers.filter((specifier) => /^@mui(\/|$)/.test(specifier));
}

describe('the content layer', () => {
  it('recognises every form of a MUI import', () => {
    expect(muiImports("import SportsMma from '@mui/icons-material/SportsMma';")).toEqual([
      '@mui/icons-material/SportsMma',
    ]);
    expect(muiImports('import type { SvgIconComponent } from "@mui/icons-material";')).toEqual(['@mui/icons-material']);
    expect(muiImports("import {\n  Box,\n  Stack,\n} from '@mui/material';")).toEqual(['@mui/material']);
    expect(muiImports("export { default } from '@mui/material/Box';")).toEqual(['@mui/material/Box']);
    expect(muiImports("import '@mui/material/styles';")).toEqual(['@mui/material/styles']);
    expect(muiImports("const Icon = lazy(() => import('@mui/icons-material/Woman'));")).toEqual([
      '@mui/icons-material/Woman',
    ]);
    expect(
      muiImports("import { icon } from '@/components/layout/icons.tsx';\nconst text = '@mui is a library';"),
    ).toEqual([]);
  });

  it('imports nothing of MUI: content names its icons, the UI draws them', () => {
    // This file's own examples of MUI imports above are strings, not imports.
    const files = sourceFiles(contentDir).filter((file) => path.join(contentDir, file) !== thisFile);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((file) =>
      muiImports(readFileSync(path.join(contentDir, file), 'utf8')).map((specifier) => `${file}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
