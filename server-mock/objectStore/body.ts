import type { IncomingMessage } from 'node:http';
import { BodyError, readRawBody } from '../http/body';

/**
 * Reads a request body of at most `limit` bytes; null when it is bigger. A declared Content-Length over the limit is
 * refused before anything is read, and a longer stream stops being kept at the limit (the rest is drained).
 */
export async function readCappedBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  try {
    return await readRawBody(req, limit);
  } catch (err) {
    if (err instanceof BodyError && err.kind === 'tooLarge') return null;
    throw err;
  }
}
