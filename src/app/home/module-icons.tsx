/**
 * The module icons' drawings, in one place: home's tiles draw them in the page, and
 * scripts/make-icons.ts writes the same drawings as `public/icons/modules.svg`, whose views are the
 * icons' addresses in the modules' API (`imgUrl`, `/icons/modules.svg#bolt`).
 *
 * In the page, not as an <img>: Chromium draws an SVG an <img> shows as a document of its own,
 * laid out and painted on the main thread at each paint, ~15 ms more of home's paint at 4x CPU
 * for fourteen icons than the same drawings in the page (docs/speed.md).
 */
import type { ReactElement } from 'react';

const GLYPHS = {
  scissors: (
    <>
      <circle cx="7" cy="17" r="2.6" />
      <circle cx="17" cy="17" r="2.6" />
      <path d="M8.8 15.2L18 4M15.2 15.2L6 4" />
    </>
  ),
  bolt: <path d="M13 2.5L5 13.5h6l-1 8 8-11h-6z" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20c.8-3.4 3.1-5.2 6-5.2s5.2 1.8 6 5.2" />
      <circle cx="17" cy="9" r="2.4" />
      <path d="M16.5 14.3c2.3.2 3.9 1.8 4.5 4.7" />
    </>
  ),
  list: (
    <>
      <path d="M8 6h12M8 12h12M8 18h12" />
      <circle cx="4" cy="6" r="1" />
      <circle cx="4" cy="12" r="1" />
      <circle cx="4" cy="18" r="1" />
    </>
  ),
  box: (
    <>
      <path d="M3.5 7.5L12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
      <path d="M3.5 7.5L12 12l8.5-4.5M12 12v9" />
    </>
  ),
  id: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2.2" />
      <path d="M5.8 16.5c.6-1.6 1.8-2.5 3.2-2.5s2.6.9 3.2 2.5M14.5 10h4M14.5 13.5h3" />
    </>
  ),
  badge: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <circle cx="12" cy="10" r="2.6" />
      <path d="M8.5 17c.7-1.9 2-2.9 3.5-2.9s2.8 1 3.5 2.9M10 3v2h4V3" />
    </>
  ),
  fabric: (
    <>
      <path d="M4 5h16v14H4z" />
      <path d="M4 9h16M4 13h16M4 17h16M8 5v14M12 5v14M16 5v14" strokeOpacity=".45" />
    </>
  ),
  shop: (
    <>
      <path d="M4 9l1.5-5h13L20 9" />
      <path d="M4 9c0 1.7 1.3 2.6 2.7 2.6S9.3 10.7 9.3 9c0 1.7 1.3 2.6 2.7 2.6s2.7-.9 2.7-2.6c0 1.7 1.3 2.6 2.7 2.6S20 10.7 20 9" />
      <path d="M5.5 11.5V20h13v-8.5M10 20v-5h4v5" />
    </>
  ),
  truck: (
    <>
      <path d="M2.5 6h11v10h-11zM13.5 9.5h4l3 3.5V16h-7z" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </>
  ),
  ruler: (
    <>
      <path d="M3 16.5L16.5 3l4.5 4.5L7.5 21z" />
      <path d="M7 12.5l2 2M10 9.5l2 2M13 6.5l2 2" />
    </>
  ),
  chart: (
    <>
      <path d="M4 20V4M4 20h16" />
      <path d="M8 16v-5M12 16V8M16 16v-8" />
    </>
  ),
  star: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type ModuleIconName = keyof typeof GLYPHS;

/** Each icon's colour, for its tint and its strokes. */
const COLORS: Record<ModuleIconName, string> = {
  scissors: '#2f5c99',
  bolt: '#c2410c',
  users: '#0f766e',
  list: '#7c3aed',
  box: '#b45309',
  id: '#1d4ed8',
  badge: '#be123c',
  fabric: '#4d7c0f',
  shop: '#0369a1',
  truck: '#9333ea',
  ruler: '#0e7490',
  chart: '#a16207',
  star: '#b91c1c',
  globe: '#15803d',
};

/** The icons' names, in the order of their views in the SVG file. */
export const MODULE_ICON_NAMES = Object.keys(GLYPHS) as ModuleIconName[];

/** An icon's 48x48 drawing: a tinted rounded square with the glyph stroked in its colour. */
export function ModuleIconDrawing({ name }: { name: ModuleIconName }) {
  const color = COLORS[name];
  return (
    <>
      <rect width="48" height="48" rx="12" fill={color} fillOpacity=".12" />
      <g transform="translate(12 12)" fill="none" stroke={color} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {GLYPHS[name]}
      </g>
    </>
  );
}

/** The icon a module's `imgUrl` names, when it is one of the file's views. */
export function moduleIconOf(imgUrl: string): ModuleIconName | null {
  const name = /^\/icons\/modules\.svg#([a-z]+)$/.exec(imgUrl)?.[1];
  // Its own keys only: `#constructor` is not an icon.
  return name !== undefined && Object.hasOwn(GLYPHS, name) ? (name as ModuleIconName) : null;
}

/** A module's icon in the page; an address that is not one of the file's views is shown as an image. */
export function ModuleIcon({ imgUrl, className }: { imgUrl: string; className?: string }) {
  const name = moduleIconOf(imgUrl);
  if (!name) return <img src={imgUrl} alt="" width={48} height={48} className={className} />;
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <ModuleIconDrawing name={name} />
    </svg>
  );
}
