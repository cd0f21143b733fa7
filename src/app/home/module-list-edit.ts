/** Pure edits of the home module list (spec 1 §2 home navigation). */
export function removeCode(codes: readonly string[], code: string): string[] {
  return codes.filter((c) => c !== code);
}

export function addCode(codes: readonly string[], code: string): string[] {
  return codes.includes(code) ? [...codes] : [...codes, code];
}

export function moveCode(codes: readonly string[], from: string, to: string): string[] {
  const a = codes.indexOf(from);
  const b = codes.indexOf(to);
  if (a < 0 || b < 0 || a === b) return [...codes];
  const next = [...codes];
  next.splice(a, 1);
  next.splice(b, 0, from);
  return next;
}

/** The role's modules the user has not placed yet, in the role's order. */
export function remainingCodes(role: readonly string[], mine: readonly string[]): string[] {
  return role.filter((c) => !mine.includes(c));
}
