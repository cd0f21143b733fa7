/**
 * Writes src/app/palettes.ts, the theme's readable palettes (src/app/readable-palettes.ts), so the
 * app reads them rather than working them out at each start: `npm run palettes` after a Mantine
 * upgrade that changes its colours (src/app/theme.test.ts fails until then).
 */
import { writeFileSync } from 'node:fs';
import { readablePalettes } from '../src/app/readable-palettes';

const rows = Object.entries(readablePalettes()).map(([name, shades]) => `  ${name}: [${shades.map((s) => `'${s}'`).join(', ')}],`);
writeFileSync(
  'src/app/palettes.ts',
  `/** Written by \`npm run palettes\` (scripts/write-palettes.ts) from ./readable-palettes.ts; ./theme.test.ts checks it. */
import type { MantineColorsTuple } from '@mantine/core';

export const PALETTES: Record<string, MantineColorsTuple> = {
${rows.join('\n')}
};
`,
);
