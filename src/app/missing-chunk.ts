/**
 * Whether a route failed because a file of the app's code could not be fetched: offline, before the
 * device kept the app. The browser keeps such a failed module for the page's life (a later import
 * of it fails at once, without asking the network), so only a page load fetches it again.
 * A screen's stylesheet that cannot be fetched fails its load with Vite's own words.
 */
export const isMissingChunk = (error: unknown): boolean =>
  error instanceof Error && /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/.test(error.message);
