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
      'local/endpoint-values': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Module table types merge into the one Database interface (declaration merging needs `interface`).
    files: ['server/db/schema.ts', 'server/modules/**/tables.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // Config files are read by tools that expect a default export.
    files: ['**/*.config.ts', 'eslint/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
