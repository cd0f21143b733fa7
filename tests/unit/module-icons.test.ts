/**
 * The module tiles show their icon as a view of one SVG file (`/icons/modules.svg#scissors`,
 * scripts/make-icons.mjs): each module's icon must be a view there, square, and drawn.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULE_BY_CODE } from '@/domain/modules';

const sprite = readFileSync('public/icons/modules.svg', 'utf8');
const views = new Map([...sprite.matchAll(/<view id="([a-z]+)" viewBox="0 (\d+) 48 48"\/>/g)].map((m) => [m[1]!, Number(m[2])]));
const height = Number(/viewBox="0 0 48 (\d+)"/.exec(sprite)?.[1]);

describe('the module icons', () => {
  it.each([...MODULE_BY_CODE.values()].map((m) => [m.backendCode, m.icon]))('%s has its icon %s as a view of the file, inside its drawing', (_, icon) => {
    const y = views.get(icon);
    expect(y, `a view for ${icon}`).toBeDefined();
    expect(y! + 48).toBeLessThanOrEqual(height);
    expect(sprite).toContain(`<g transform="translate(0 ${y})">`);
  });
});
