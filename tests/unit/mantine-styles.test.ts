/**
 * The signed-in shell and home load only their own components' Mantine styles and every other
 * screen the rest (src/app/styles). Both lists are checked against the installed Mantine: every
 * component's file exactly once, each list in Mantine's own order (a component after those it
 * builds on), so an upgrade that adds or renames a file fails here rather than on screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES = 'node_modules/@mantine/core/styles';
const squash = (css: string) => css.replace(/\s+/g, ' ');
const full = squash(readFileSync('node_modules/@mantine/core/styles.layer.css', 'utf8'));

/** Where a component's rules sit in Mantine's whole stylesheet. */
function positionOf(name: string): number {
  const own = squash(readFileSync(path.join(STYLES, `${name}.layer.css`), 'utf8'))
    .replace(/^@layer mantine \{\s*/, '')
    .replace(/^\/\*.*?\*\/\s*/, '')
    .replace(/\s*\}\s*$/, '');
  return full.indexOf(own.slice(0, 120));
}

const listed = (file: string) => [...readFileSync(file, 'utf8').matchAll(/@mantine\/core\/styles\/([A-Za-z-]+)\.layer\.css/g)].map((m) => m[1]!);

describe("Mantine's styles split between the shell and the rest", () => {
  const first = listed('src/app/styles/shell.ts');
  const rest = listed('src/app/styles/rest.ts');

  it('loads every component file of the installed Mantine once', () => {
    const installed = readdirSync(STYLES)
      .filter((f) => f.endsWith('.layer.css'))
      .map((f) => f.replace('.layer.css', ''));
    expect([...first, ...rest].sort()).toEqual(installed.sort());
  });

  it("keeps Mantine's order within each list", () => {
    for (const list of [first, rest]) {
      const positions = list.map(positionOf);
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
