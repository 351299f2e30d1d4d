import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_SECURITY_HEADERS } from './securityHeaders';
import { contentTypeOf } from './staticFiles';

export const MOCK_ASSETS_PREFIX = '/mock-assets/';
const ASSETS_DIR = fileURLToPath(new URL('../assets/', import.meta.url));

/** Serves the public images of the mock (logos, favicon, avatar) from server-mock/assets. */
export async function serveMockAsset(urlPath: string, res: ServerResponse): Promise<void> {
  const name = path.basename(urlPath.slice(MOCK_ASSETS_PREFIX.length));
  try {
    const data = await readFile(path.join(ASSETS_DIR, name));
    res.writeHead(200, { ...DATA_SECURITY_HEADERS, 'Content-Type': contentTypeOf(name), 'Content-Length': data.length, 'Cache-Control': 'public, max-age=3600' });
    res.end(data);
  } catch {
    res.writeHead(404, { ...DATA_SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not Found');
  }
}
