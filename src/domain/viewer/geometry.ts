/**
 * Where the 3D viewer's shapes go, in metres, from a body: the profiles its garments are turned
 * from (each a lathe, its sections wider than deep), the legs, the sleeves and the small parts
 * (buttons, lapels, pockets, vents). Pure, so that every body the measurement forms accept can be
 * checked to give a well-formed figure without WebGL: profiles that climb and never fold, the
 * waist between chest and hips, legs that grow with height, details on the cloth's surface.
 */
import type { Body, CutVariants, ModelKind } from './garment';

/** How far each layer stands off the body (radius factor): inner garments stay inside outer ones. */
export const EASE: Readonly<Record<ModelKind, number>> = { shirt: 1.03, waistcoat: 1.06, jacket: 1.1, overcoat: 1.16, trousers: 1.08, skirt: 1.1 };

/** Torso sections are ellipses: the lathe's circle stretched sideways and flattened front to back. */
export const SECTION = { width: 1.12, depth: 0.78 } as const;

/** A profile point: `r` is the lathe's radius before the section's stretch, `y` the height. */
export type ProfilePoint = { r: number; y: number };
export type Point3 = { x: number; y: number; z: number };

export const girthRadius = (girthCm: number) => girthCm / (2 * Math.PI) / 100;

const NECK_GIRTH = 38;

/** Heights on the body as shares of its height (a standing adult's proportions). */
export function levels(body: Body) {
  const h = body.height / 100;
  return {
    h,
    knee: 0.28 * h,
    crotch: 0.47 * h,
    hip: 0.52 * h,
    waist: 0.61 * h,
    chest: 0.72 * h,
    shoulder: 0.815 * h,
    neck: 0.845 * h,
    head: 0.925 * h,
  };
}

/** The profile's radius at a height (the lathe is straight between its points). */
export function radiusAt(profile: readonly ProfilePoint[], y: number): number {
  const first = profile[0]!;
  if (y <= first.y) return first.r;
  for (let i = 1; i < profile.length; i++) {
    const a = profile[i - 1]!;
    const b = profile[i]!;
    if (y <= b.y) return a.r + ((b.r - a.r) * (y - a.y)) / (b.y - a.y);
  }
  return profile[profile.length - 1]!.r;
}

/** A point on the stretched section of radius `r`, `angle` round from the front (0) toward the wearer's left. */
export function onSurface(r: number, angle: number, y: number, standOff = 0): Point3 {
  return { x: Math.sin(angle) * (r * SECTION.width + standOff), y, z: Math.cos(angle) * (r * SECTION.depth + standOff) };
}

/** A torso-shaped shell from `bottom` to the shoulders (and the neck), `ease` off the body. */
export function torsoProfile(body: Body, ease: number, bottom: number, withNeck = true): ProfilePoint[] {
  const l = levels(body);
  const hip = girthRadius(body.hip) * ease;
  const waist = girthRadius(body.waist) * ease;
  const chest = girthRadius(body.chest) * ease;
  const neck = girthRadius(NECK_GIRTH) * ease;
  // The shoulder line's half-width, and never narrower than the neck it carries.
  const shoulder = Math.max(((body.shoulder / 200) * 0.92) / SECTION.width, girthRadius(body.chest) * 0.85) * ease;
  const points: ProfilePoint[] = [
    { r: hip, y: bottom },
    { r: hip, y: l.hip },
    { r: waist, y: l.waist },
    { r: chest, y: l.chest },
    { r: Math.max(shoulder, neck * 1.3), y: l.shoulder - 0.03 * l.h },
    { r: neck * 1.1, y: l.shoulder + 0.005 * l.h },
  ];
  if (withNeck) points.push({ r: neck, y: l.neck });
  // A lathe's points must climb: a garment starting at or above a level skips it.
  return points.filter((p, i) => i === 0 || p.y > bottom);
}

/** Where a jacket or an overcoat ends, and the levels its details sit at. */
export function hemOf(body: Body, kind: ModelKind): number {
  const l = levels(body);
  switch (kind) {
    case 'overcoat':
      return l.knee + 0.02 * l.h;
    case 'waistcoat':
      return l.hip;
    case 'shirt':
      return l.crotch;
    default:
      return l.crotch - 0.04 * l.h;
  }
}

/** The legs under everything, crotch to floor: they grow with the body's height. */
export function legsOf(body: Body) {
  const l = levels(body);
  const top = girthRadius(body.hip) * 0.5;
  return { top, bottom: top * 0.55, length: l.crotch, x: top * 1.1, centreY: l.crotch / 2 };
}

/**
 * The trousers: a seat from the waist to just below the crotch and two legs down to the hem the
 * trouser length puts them at (never below the floor), each as wide as half the seat, side by side.
 */
export function trousersOf(body: Body) {
  const l = levels(body);
  const ease = EASE.trousers;
  const hip = girthRadius(body.hip) * ease;
  const waist = girthRadius(body.waist) * ease;
  const seat: ProfilePoint[] = [
    { r: hip, y: l.crotch - 0.02 * l.h },
    { r: hip, y: l.hip },
    { r: waist, y: l.waist },
  ];
  const legTop = (hip * SECTION.width) / 2;
  const hemY = Math.max(0.02, l.waist - body.trouserLength / 100);
  // A trouser length shorter than the rise still shows a short leg below the seat.
  const legBottomY = Math.min(hemY, l.crotch - 0.05 * l.h);
  const legLength = l.crotch - legBottomY;
  // Inside a jacket's waist: its outer edge stays within the trousers' own ease.
  const waistband = { y: l.waist, r: girthRadius(body.waist) * 1.05, tube: girthRadius(body.waist) * 0.025 };
  return { seat, legTop, legBottom: legTop * 0.62, legX: legTop, legLength, hemY: legBottomY, waistband };
}

export function skirtProfile(body: Body): ProfilePoint[] {
  const l = levels(body);
  const hip = girthRadius(body.hip) * EASE.skirt;
  return [
    { r: Math.max(hip * 1.14, girthRadius(body.waist) * EASE.skirt), y: l.knee - 0.02 * l.h },
    { r: hip, y: l.hip },
    { r: girthRadius(body.waist) * EASE.skirt, y: l.waist },
  ];
}

/** Sleeves hang from the shoulder point, outside the torso at the armpit, tilted a little away. */
export function sleevesOf(body: Body, ease: number, torso: readonly ProfilePoint[]) {
  const l = levels(body);
  const length = body.sleeve / 100;
  const top = girthRadius(body.chest) * 0.34 * ease;
  const armpit = radiusAt(torso, l.chest) * SECTION.width;
  const tilt = 0.12;
  const x = Math.max((body.shoulder / 200) * 1.02, armpit + top * 0.6);
  const topY = l.shoulder - 0.02 * l.h;
  const centre = { x: x + Math.sin(tilt) * length * 0.5, y: topY - (length / 2) * Math.cos(tilt) };
  return { top, bottom: top * 0.62, length, tilt, centre, x };
}

/** The lapels' outline (one side, the wearer's right mirrors it) and the plane they lie on. */
export function lapelsOf(body: Body, torso: readonly ProfilePoint[], cut: CutVariants) {
  const l = levels(body);
  const top = l.shoulder - 0.01 * l.h;
  const bottom = cut.doubleBreasted ? l.waist + 0.05 * l.h : l.waist + 0.02 * l.h;
  const width = girthRadius(body.chest) * (cut.lapel === 'shawl' ? 0.55 : 0.7);
  // In front of the cloth wherever they lie.
  let front = 0;
  for (let y = bottom; y <= top; y += (top - bottom) / 16) front = Math.max(front, radiusAt(torso, y) * SECTION.depth);
  return { top, bottom, width, z: front + 0.004 };
}

/**
 * The buttons of a front: single-breasted ones down the centre from just above the waist, a
 * double-breasted front's in two columns; each stands on the cloth (or on a lapel over it).
 */
export function buttonsOf(body: Body, torso: readonly ProfilePoint[], cut: CutVariants, lapels?: { bottom: number; top: number; z: number }): Point3[] {
  const l = levels(body);
  const rows = cut.doubleBreasted ? cut.buttons / 2 : cut.buttons;
  // A double-breasted front's columns are an angle apart, so they stay on the chest at any size.
  const columns = cut.doubleBreasted ? [-0.35, 0.35] : [0];
  const spacing = 0.05 * (body.height / 170);
  const start = l.waist + 0.02 * l.h - (cut.doubleBreasted ? 0 : (spacing * (rows - 1)) / 2);
  const out: Point3[] = [];
  for (let i = 0; i < rows; i++) {
    const y = start + i * spacing;
    const r = radiusAt(torso, y);
    for (const angle of columns) {
      const p = onSurface(r, angle, y, 0.006);
      const onLapel = lapels && y >= lapels.bottom && y <= lapels.top ? lapels.z + 0.004 : 0;
      out.push({ ...p, z: Math.max(p.z, onLapel) });
    }
  }
  return out;
}

/** The hip pockets, at the given height, on the cloth either side of the front. */
export function pocketsOf(torso: readonly ProfilePoint[], level: number): (Point3 & { angle: number })[] {
  const r = radiusAt(torso, level);
  return [-1, 1].map((side) => ({ ...onSurface(r, side * 0.62, level, 0.006), angle: side * 0.62 }));
}

/** The vents at the back, rising from the hem. */
export function ventsOf(torso: readonly ProfilePoint[], cut: CutVariants, hem: number): (Point3 & { angle: number })[] {
  const y = hem + 0.1;
  const r = radiusAt(torso, y);
  const angles = cut.vent === 'centre' ? [0] : cut.vent === 'side' ? [-0.72, 0.72] : [];
  return angles.map((k) => ({ ...onSurface(r, Math.PI + k, y, 0.004), angle: Math.PI + k }));
}
