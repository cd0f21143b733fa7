/**
 * Spec 2 §9: grading results are rounded to 0.1 cm, corrections move in steps of 0.5 cm.
 * Rounding is half away from zero, with a tiny nudge so that binary fractions such as
 * 1.15 (stored as 1.1499999...) round the way a person reading "1.15" expects.
 */
import { CORRECTION_STEP } from '../catalogue/constants';

const NUDGE = 1e-9;

function roundToStep(value: number, step: number): number {
  const units = Math.round(Math.abs(value) / step + NUDGE);
  const rounded = Math.sign(value) * units * step;
  // Re-round to kill float noise from the multiplication (0.30000000000000004) and -0.
  return Number(rounded.toFixed(4)) + 0;
}

export function roundTo01(value: number): number {
  return roundToStep(value, 0.1);
}

export function snapToCorrectionStep(value: number): number {
  return roundToStep(value, CORRECTION_STEP);
}

export function isOnCorrectionStep(value: number): boolean {
  const units = value / CORRECTION_STEP;
  return Math.abs(units - Math.round(units)) < 1e-9;
}
