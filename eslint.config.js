import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The staff area's sub-features (web/src/features/admin/*): each is a zone of its own. What several of them need sits
 * in admin/shared, test helpers in admin/testing; admin/layout is the staff area's shell, which composes them.
 */
const ADMIN_SHARED = ['shared', 'testing'];
const ADMIN_SHELL = 'layout';
const adminSubFeatures = readdirSync(new URL('./web/src/features/admin', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !ADMIN_SHARED.includes(entry.name) && entry.name !== ADMIN_SHELL)
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'functions/lib/**',
      '**/.build/**',
      '**/.react-router/**',
      'data/**',
      'bench/results.json',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
    },
    settings: { 'import-x/resolver': { typescript: { project: 'web/tsconfig.json' }, node: true } },
  },
  {
    // Core runs in the browser too: only core/src/node uses Node's built-ins (docs/architecture.md).
    files: ['core/src/**/*.ts'],
    ignores: ['core/src/node/**', 'core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*'], message: "Node's built-ins belong in core/src/node; the browser has none." }],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Dependency direction: a feature never imports another feature; the app composes them.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*'], message: 'Only web/src/backend/firebase may use the Firebase SDK.' },
            { group: ['@studio/core/node/*'], message: "core/src/node needs Node's built-ins: never in the web app." },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['home', 'classes', 'events', 'signup', 'legal', 'timetable', 'trial', 'admin'].map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; share through src/components or src/lib.',
            })),
            ...adminSubFeatures.map((sub) => ({
              target: `./web/src/features/admin/${sub}`,
              from: './web/src/features/admin',
              except: [`./${sub}`, ...ADMIN_SHARED.map((shared) => `./${shared}`)],
              message: 'A staff sub-feature never imports another; share through features/admin/shared.',
            })),
            ...ADMIN_SHARED.map((shared) => ({
              target: `./web/src/features/admin/${shared}`,
              from: './web/src/features/admin',
              except: ADMIN_SHARED.map((other) => `./${other}`),
              message: "The staff area's shared code never imports a sub-feature or the shell.",
            })),
          ],
        },
      ],
    },
  },
  {
    // Shared code sits below the features and the app (bulletproof-react's direction): it never imports either.
    files: ['web/src/{components,hydration,lib,styles,design,insights,backend,content}/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['components', 'hydration', 'lib', 'styles', 'design', 'insights', 'backend', 'content'].map(
            (shared) => ({
              target: `./web/src/${shared}`,
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code never imports a feature or the app; move what both need into a shared folder.',
            }),
          ),
        },
      ],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the Backend port (useBackend()).' }],
    },
  },
  {
    files: ['web/src/backend/firebase/**/*.ts'],
    ignores: ['web/src/backend/firebase/firebaseCallable.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase/functions',
              importNames: ['httpsCallable'],
              message:
                'Use callable() from firebaseCallable.ts: it drops undefined fields, which would arrive as null.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/backend/firebase/firebaseCallable.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
