/**
 * A failed dynamic import or module preload: after a redeploy the old hashed chunks are gone. The renderer does not
 * contain such a failure (a new document is the only cure): its view boundary hands it to the page around it.
 */

/** Messages of a failed dynamic import or module preload (Chromium, Firefox, Safari, Vite's CSS preload). */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}
