/** The fast order (spec 2 §2.1–2.3, §3–§5): form state, add_order payloads, their building and validation. */
export * from './constants';
export * from './payload';
export * from './state';
export * from './build-payload';
export * from './validate';
export * from './derive-size';
export * from './cart-input';
export * from './team-import';
export * from './staff-counts';
