/**
 * WCAG 2.1's contrast ratio of two colours (#rrggbb): 4.5:1 is the least for text, 3:1 for a
 * control's edge or a focus ring. The theme picks its colours by it (./theme.ts).
 */
function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour made darker, channel by channel, by `amount` (0..1), keeping its hue. */
export function darker(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channels = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.round(v * (1 - amount)));
  return `#${channels.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The colour, darkened in small steps until it reads at `ratio`:1 on `background`. */
export function readableOn(hex: string, background: string, ratio: number): string {
  let color = hex;
  for (let step = 1; contrastRatio(color, background) < ratio && step <= 50; step++) color = darker(hex, step * 0.02);
  return color;
}
