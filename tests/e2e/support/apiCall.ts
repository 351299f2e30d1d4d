import type { Page } from 'playwright-core';

/**
 * Calls /api from inside the page as the console does: the stored token in `Authorization`, and a fresh `Payload`
 * header (`{nonce, timestamp, authModel: 1}`, the nonce 32 characters of [0-9A-Za-z]) for every call — the mock
 * refuses a call without one (HTTP 400, see "Server-side defences" in docs/wire-protocol.md). Resolves with the
 * HTTP status and the parsed body (null when it is not JSON).
 */
export async function apiCall<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T | null }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const charset = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
      let nonce = '';
      while (nonce.length < 32) {
        for (const b of crypto.getRandomValues(new Uint8Array(64))) if (b < 248 && nonce.length < 32) nonce += charset[b % 62];
      }
      const headers: Record<string, string> = { ClientType: '5', Payload: JSON.stringify({ nonce, timestamp: Date.now(), authModel: 1 }) };
      const token = localStorage.getItem('token');
      if (token) headers.Authorization = token;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(path.startsWith('/api') ? path : `/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      return { status: res.status, body: parsed as never };
    },
    { method, path, body },
  );
}
