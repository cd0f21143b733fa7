/**
 * Where each measurement is taken, drawn over one body silhouette (./body-figure): a table from
 * the item's code to its marker, so every figure is the same drawing with one mark on it and the
 * bundle carries a few hundred bytes per item rather than a picture each. Coordinates are in the
 * silhouette's own box, 60 wide and 120 tall, the person facing the viewer (front) or turned away
 * (back). Body items go by their catalogue id (BODY_ITEM); height and weight are the person's.
 */
import { BODY_ITEM } from '@/domain/catalogue/constants';

export type GuideKey = 'height' | 'weight' | number;

type Point = readonly [x: number, y: number];

/**
 * girth: the tape goes round the body at one level, drawn as the front half of the loop between
 * the two edges; span: a length from one point to another, with end stops; scale: the person
 * stands on a scale.
 */
export type Marker = { view: 'front' | 'back'; kind: 'girth' | 'span'; from: Point; to: Point } | { view: 'front'; kind: 'scale' };

const girth = (y: number, left: number, right: number, view: 'front' | 'back' = 'front'): Marker => ({ view, kind: 'girth', from: [left, y], to: [right, y] });
const span = (from: Point, to: Point, view: 'front' | 'back' = 'front'): Marker => ({ view, kind: 'span', from, to });

const I = BODY_ITEM;

export const MARKERS: ReadonlyMap<GuideKey, Marker> = new Map<GuideKey, Marker>([
  ['height', span([53, 2], [53, 115])],
  ['weight', { view: 'front', kind: 'scale' }],
  [I.collar, girth(18, 26.5, 33.5)],
  [I.chest, girth(31, 19.5, 40.5)],
  [I.midWaist, girth(43, 20.5, 39.5)],
  [I.shoulder, span([18, 21], [42, 21], 'back')],
  [I.sleeveLength, span([18, 21], [10.5, 58], 'back')],
  [I.sleeveWidth, girth(33, 13.2, 18.6)],
  [I.length, span([30, 19], [30, 68], 'back')],
  [I.waist, girth(50, 19.5, 40.5)],
  [I.hips, girth(57, 18, 42)],
  [I.trouserLength, span([45, 50], [42, 113])],
  [I.thigh, girth(67, 18.6, 29.6)],
  [I.rise, span([46, 50], [46, 64])],
  [I.knee, girth(85, 19.6, 28.4)],
  [I.hem, girth(109, 21, 27.6)],
  [I.skirtLength, span([46, 50], [46, 88])],
  [I.wrist, girth(58, 9.6, 14.6)],
]);

