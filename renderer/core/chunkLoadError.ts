/**
 * A failed dynamic import or module preload: after a redeploy the old hashed chunks are gone. The renderer does not
 * contain such a failure (a new document is the only cure): its view boundary hands it to the page around it. Where it
 * shows one itself (an area document that could not be loaded), it reports it to the shell (`services.chunkFailed`).
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

const reported = new WeakSet<Error>();

/**
 * Hands a chunk failure the renderer shows itself to the shell's `chunkFailed` (once per error, however often the view
 * renders it). Other errors are not reported. Returns whether it was reported now.
 */
export function reportChunkLoadError(error: unknown, chunkFailed: ((error: Error) => void) | undefined): boolean {
  if (!chunkFailed || !isChunkLoadError(error) || reported.has(error as Error)) return false;
  reported.add(error as Error);
  chunkFailed(error as Error);
  return true;
}
