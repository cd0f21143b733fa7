/**
 * Writes one small tileable SVG texture per demo fabric to public/textures/fabric/<fabric_num>.svg,
 * drawn from the fabric's colour and weave pattern. Deterministic: run it again after changing the
 * demo fabrics (`npx tsx scripts/generate-fabric-textures.ts`) and commit the files.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Fabric } from '../src/domain/catalogue/types';
import { buildFabrics } from '../server/seed/catalogue-fabrics';

const OUT = fileURLToPath(new URL('../public/textures/fabric', import.meta.url));

/** Mixes the colour toward white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(v).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function weave(f: Fabric): string {
  const light = shade(f.colour_hex, 0.18);
  const dark = shade(f.colour_hex, -0.25);
  const accent = f.colour_hex.toLowerCase() > '#a0a0a0' ? shade(f.colour_hex, -0.35) : shade(f.colour_hex, 0.55);
  switch (f.pattern) {
    case 'twill':
      return `<path d="M0 16L16 0M-4 4L4-4M12 20L20 12" stroke="${light}" stroke-width="2"/>`;
    case 'herringbone':
      return `<path d="M0 0L8 8L0 16M8 0L16 8L8 16" stroke="${light}" stroke-width="2" fill="none"/>`;
    case 'pinstripe':
      return `<path d="M8 0V16" stroke="${accent}" stroke-width="0.6"/>`;
    case 'chalkstripe':
      return `<path d="M8 0V16" stroke="${accent}" stroke-width="1.6" stroke-dasharray="2 1" opacity="0.8"/>`;
    case 'check':
      return `<path d="M0 4H16M4 0V16" stroke="${accent}" stroke-width="1.2" opacity="0.7"/><path d="M0 12H16M12 0V16" stroke="${dark}" stroke-width="0.8"/>`;
    case 'birdseye':
      return `<circle cx="4" cy="4" r="1.2" fill="${light}"/><circle cx="12" cy="12" r="1.2" fill="${light}"/>`;
    case 'oxford':
      return `<path d="M0 2H16M0 6H16M0 10H16M0 14H16" stroke="${light}" stroke-width="1.2" opacity="0.8"/>`;
    case 'poplin':
      return `<path d="M0 4H16M0 12H16" stroke="${dark}" stroke-width="0.4" opacity="0.6"/>`;
    case 'plain':
      return `<path d="M0 8H16M8 0V16" stroke="${dark}" stroke-width="0.4" opacity="0.5"/>`;
  }
}

export function fabricTextureSvg(f: Fabric): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><rect width="16" height="16" fill="${f.colour_hex}"/>${weave(f)}</svg>\n`;
}

mkdirSync(OUT, { recursive: true });
for (const old of readdirSync(OUT).filter((f) => f.endsWith('.svg'))) rmSync(path.join(OUT, old));
const fabrics = buildFabrics();
for (const f of fabrics) writeFileSync(path.join(OUT, path.basename(f.texture)), fabricTextureSvg(f));
console.log(`wrote ${fabrics.length} textures to ${path.relative(process.cwd(), OUT)}`);
