/** Builds the kit harness page (tests/e2e/ui-kit.test.ts): the shared DataTable alone, with 1,000 rows. */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '../../../src') } },
  build: { outDir: process.env.KIT_OUT_DIR ?? path.resolve(import.meta.dirname, '../../../.test-output/kit'), emptyOutDir: true },
  logLevel: 'warn',
});
