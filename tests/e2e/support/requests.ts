import type { Page, Request } from 'playwright-core';

/**
 * Records the text of every toast (antd message notice) the page creates, from the first script of every
 * document on, into the returned array (kept on the test's side, so it survives page loads).
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const texts: string[] = [];
  await page.exposeFunction('__toastSeen', (text: string) => void texts.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __toastSeen(text: string): void }).__toastSeen;
    const seen = new WeakSet<Element>();
    const collect = (node: Node) => {
      if (!(node instanceof Element)) return;
      const notices = node.matches('.ant-message-notice') ? [node] : Array.from(node.querySelectorAll('.ant-message-notice'));
      for (const n of notices) {
        if (seen.has(n)) continue;
        seen.add(n);
        report((n.textContent ?? '').trim());
      }
    };
    new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(collect))).observe(document, {
      childList: true,
      subtree: true,
    });
  });
  return texts;
}

/** The requests of the page whose URL path is exactly `path` (query ignored), as they are sent. */
export function countRequests(page: Page, path: string, method = 'GET'): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) seen.push(r);
  });
  return seen;
}
