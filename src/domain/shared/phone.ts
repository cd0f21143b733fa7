/** Spec 2 §5 field rules: a mobile phone is 1 followed by 10 digits. */
export const PHONE_PATTERN = /^1\d{10}$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** A payment password is exactly six digits (spec 1 §5, spec 3 §9). */
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
