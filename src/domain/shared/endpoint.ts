/**
 * An endpoint as a value: its path, and what the server answers as a type. A client call given one
 * reads its answer's type from it instead of naming it by hand, so the two cannot drift apart. The
 * answer is a type only: a screen that calls an endpoint downloads no schema for it.
 */
export type Endpoint<A> = { readonly path: string; readonly answer?: A };

export const endpoint = <A>(path: string): Endpoint<A> => ({ path });
