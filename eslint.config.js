import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    settings: { 'import-x/resolver': { typescript: true, node: true } },
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
          zones: ['home', 'classes', 'events', 'signup', 'admin', 'legal', 'timetable'].map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: './web/src/features',
            except: [`./${feature}`],
            message: 'A feature never imports another feature; share through src/components or src/lib.',
          })),
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
