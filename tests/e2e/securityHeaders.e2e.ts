import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, loginAndLand, mockAdmin, screenshot, useBrowser } from './support/browser';
import { makePng, opened, toast } from './support/ui';

/** The directives of a CSP header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name.toLowerCase(), values];
      }),
  );
}

async function get(path: string) {
  const res = await fetch(baseUrl() + path);
  await res.arrayBuffer();
  return res;
}

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
}

/** Collects every securitypolicyviolation of the page (full loads included) into the returned list. */
async function collectViolations(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (v: Violation) => void seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
      report({ directive: e.effectiveDirective, blockedURI: e.blockedURI, sample: e.sample });
    });
  });
  return seen;
}

const BLACKLIST = '/operationManagement/specificCar/blackManage/blackList/list';

describe('生产响应头与内容安全策略（真实 Chromium）', () => {
  const b = useBrowser();

  it('index.html、带哈希的资源与前端路由都带安全响应头；缓存规则正确', async () => {
    const index = await get('/');
    const html = await fetch(baseUrl() + '/').then((r) => r.text());
    const asset = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, 'the entry chunk named in index.html').toBeTruthy();
    const script = await get(asset!);
    const route = await get('/sysBulletin/list');
    const missing = await get('/assets/no-such-chunk-123.js');

    for (const [name, res, status] of [
      ['index.html', index, 200],
      ['asset', script, 200],
      ['SPA route', route, 200],
      ['missing asset', missing, 404],
    ] as const) {
      expect(res.status, name).toBe(status);
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      expect(csp.get('script-src'), name).toEqual(["'self'"]);
      expect(res.headers.get('content-security-policy'), name).not.toContain('unsafe-eval');
      expect(csp.get('default-src'), name).toEqual(["'self'"]);
      expect(csp.get('object-src'), name).toEqual(["'none'"]);
      expect(csp.get('base-uri'), name).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), name).toEqual(["'self'"]);
      expect(csp.get('form-action'), name).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
    }
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(script.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(missing.headers.get('cache-control')).not.toContain('immutable');
    // The platform answers are never sniffed either.
    const api = await get('/api/basic/v2/api/getVersion');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('注入的内联脚本、内联事件与 eval 都被拦截，并触发 securitypolicyviolation', async () => {
    const { page } = b;
    const violations = await collectViolations(page);
    await page.goto('/login');
    await page.getByPlaceholder('账号', { exact: true }).waitFor();
    const result = await page.evaluate(async () => {
      const w = window as unknown as Record<string, unknown>;
      const fired = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__pwned = "inline script ran"';
      document.body.appendChild(script);
      const directive = await Promise.race([fired, new Promise<string>((r) => setTimeout(() => r('no event'), 3000))]);

      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__pwnedHandler = 1">';
      document.body.appendChild(holder);
      await new Promise((r) => setTimeout(r, 500));

      let evalError = 'eval ran';
      try {
        // eslint-disable-next-line no-eval
        (0, eval)('1');
      } catch (err) {
        evalError = (err as Error).name;
      }
      let functionError = 'new Function ran';
      try {
        // eslint-disable-next-line no-new-func
        new Function('return 1')();
      } catch (err) {
        functionError = (err as Error).name;
      }
      return { directive, pwned: w.__pwned, handler: w.__pwnedHandler, evalError, functionError };
    });
    expect(result).toEqual({
      directive: 'script-src-elem',
      pwned: undefined,
      handler: undefined,
      evalError: 'EvalError',
      functionError: 'EvalError',
    });
    await expect
      .poll(() => violations.map((v) => v.directive).sort())
      .toEqual(['script-src', 'script-src', 'script-src-attr', 'script-src-elem']);
  });

  it('登录 → 首页（告警连接）→ 名单列表 → 新增弹窗 → 上传预览 → 告警弹窗，全程没有任何 CSP 违规', async () => {
    const { page } = b;
    const violations = await collectViolations(page);
    await loginAndLand(page, 'admin');
    await expect.poll(async () => ((await mockAdmin('/__mock/sockets?account=admin')) as { open: number }).open).toBe(1);
    await page.locator('.app-topbar, header').first().waitFor();

    await page.goto(BLACKLIST);
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = await opened(page, '新增黑名单');
    await form.locator('input[type=file]').setInputFiles({ name: '车辆照片.png', mimeType: 'image/png', buffer: makePng() });
    await toast(page, '上传成功!').waitFor();
    const thumb = form.locator('.ant-upload-list-item-container img').first();
    await thumb.waitFor();
    await expect
      .poll(() => thumb.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'csp-walk-upload-form');

    // The alarm socket works under connect-src 'self': a pushed alarm pops up.
    await mockAdmin('/__mock/alarm', { body: { account: 'admin', msgType: 1 } });
    await page.getByRole('alertdialog', { name: '黑名单车辆入场告警' }).waitFor();
    await screenshot(page, 'csp-walk-alarm');
    expect(violations).toEqual([]);
  });
});
