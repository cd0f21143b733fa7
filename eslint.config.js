import tseslint from 'typescript-eslint';
import boundaries from './eslint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', 'coverage/**', 'public/**', 'dev-dist/**', '.test-output/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { local: boundaries },
    rules: {
      'local/import-boundaries': 'error',
      'local/server-module-cycles': 'error',
      'local/no-issue-citations': 'error',
      'local/file-cycles': 'error',
      'local/endpoint-values': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          // The browser's date box shows 11/28/2026 or 2026/11/28 by the device and its own language.
          selector: "JSXAttribute[name.name='type'][value.value='date']",
          message: "Pick days with DayField (src/ui/day-field.tsx), the app's calendar in the viewer's language.",
        },
      ],
    },
  },
  {
    // The scripts are plain JavaScript; their comments follow the same rule.
    files: ['scripts/**/*.{js,mjs}'],
    plugins: { local: boundaries },
    rules: { 'local/no-issue-citations': 'error' },
  },
  {
    // Module table types merge into the one Database interface (declaration merging needs `interface`).
    files: ['server/db/schema.ts', 'server/modules/**/tables.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // Config files and vitest's environments are read by tools that expect a default export.
    files: ['**/*.config.ts', 'eslint/**', 'tests/screens/environment.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // A screen or a closure longer than this is read in scrolls; past it, split along what the
    // parts do (a form hook, a sub-component, a named step) so each reads on one screen.
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts', 'server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'server/seed/**', 'server/db/migrations/**', 'bench/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // The browser's words come from one place (src/ui/i18n.ts); i18next weighed 17 KB gzip of each first screen.
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['i18next', 'react-i18next'].map((name) => ({ name, message: "Use useTranslation, i18n or TFunction from '@/ui/i18n'." })) },
      ],
    },
  },
  {
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
