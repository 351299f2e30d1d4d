/**
 * Every view of every area document mounts in jsdom against the REAL mock server (started in-process on
 * a random port with an in-memory database, logged in as admin through the real challenge/login calls):
 * no error boundary message, no console error. One test per (area, view), generated from schemas/ and split
 * over the shard files tests/schemas/allViews.shard<n>.test.tsx, so the workers mount them side by side.
 * Each shard file mocks @formily/antd-v5 with the light grid (FormGrid measures every cell with getComputedStyle,
 * which jsdom answers by matching every rule of antd's style sheets, seconds per form); FormView.layout.test.tsx
 * and the browser tests render the real FormGrid.
 */
import { createHash } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pickPath } from '../../../renderer/core/endpoint';
import { listAreas, loadArea } from '../../../renderer/core/loadArea';
import type { EndpointCall, RendererServices } from '../../../renderer/core/services';
import { SchemaView } from '../../../renderer/core/SchemaView';
import type { ResolvedArea } from '../../../renderer/core/viewProps';
import { createFakeServices, renderWithServices } from '../../../renderer/testing/fakeServices';
import { validators } from '../../../src/validators';
import { registeredComponents } from '../../../src/app/registeredComponents';
import { freshPayload } from '../../../server-mock/testing/payload';
import { startServerThread, type ServerThread } from '../../../server-mock/testing/serverThread';
import { listRowKey } from '../../../schemas/meta/lib/rowKeys';
import { viewsOfShard } from './viewShards';

const SUCCESS_CODES = new Set(['200', '0xd19510001', '0xd19510002']);
const sha256hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

let server: ServerThread | undefined;
let token = '';

interface Envelope {
  code?: string;
  msg?: string;
  data?: unknown;
}

async function send(method: string, path: string, params?: Record<string, unknown>, data?: unknown): Promise<Envelope> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  // A fresh Payload per call, as the console sends (the mock refuses a missing, stale or repeated one).
  const headers: Record<string, string> = { Payload: freshPayload() };
  if (token) headers.Authorization = token;
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  const qs = query.toString();
  const url = `${server!.url}/api${path}${qs ? `?${qs}` : ''}`;
  const init = { method, headers, body: data === undefined ? undefined : JSON.stringify(data) };
  // A long synchronous mount (a big form in jsdom) keeps this thread from expiring its idle keep-alive socket while the
  // server closes it after 5 s; the next call then meets a closed socket. A GET is sent again once, as the console's
  // own client does for a GET whose connection dropped.
  const res = await fetch(url, init).catch((error: unknown) => {
    if (method !== 'GET' || !String((error as { cause?: unknown }).cause).includes('other side closed')) throw error;
    return fetch(url, init);
  });
  const body = (await res.json().catch(() => ({ code: String(res.status), msg: `HTTP ${res.status}` }))) as Envelope;
  if (res.status !== 200) return { code: String(res.status), msg: body.msg ?? `HTTP ${res.status}` };
  return body;
}

/** Calls of the renderer not answered yet, and when the last one started or ended (a view is settled when quiet). */
let inFlight = 0;
let lastCallAt = 0;

/** The renderer's `request` over the real mock: the body as it is, business errors as rejections (as the shell's client does). */
async function request(call: EndpointCall): Promise<unknown> {
  inFlight += 1;
  lastCallAt = Date.now();
  try {
    const body = await send(call.method, call.url, call.params, call.data);
    if (!SUCCESS_CODES.has(String(body.code))) throw new Error(body.msg || `接口返回错误（${String(body.code)}）`);
    return body;
  } finally {
    inFlight -= 1;
    lastCallAt = Date.now();
  }
}

function services(): RendererServices {
  return {
    ...createFakeServices(),
    request,
    validators: validators as unknown as RendererServices['validators'],
    // admin holds every button code of the catalogue: show every button.
    hasPermission: () => true,
    context: () => ({ userId: 1, account: 'admin', userType: 2, platformType: 1 }),
    components: registeredComponents,
  };
}

/** Parameters for a view: `id` is the key of the first row of the area's first list, other required ones "1". */
async function sampleParams(area: ResolvedArea, viewName: string): Promise<Record<string, string>> {
  const view = area.views[viewName];
  const params: Record<string, string> = {};
  for (const [name, spec] of Object.entries(view.params ?? {})) {
    if (!spec.required) continue;
    params[name] = name === 'id' ? ((await firstRowKey(area)) ?? '1') : '1';
  }
  return params;
}

async function firstRowKey(area: ResolvedArea): Promise<string | undefined> {
  const list = Object.values(area.views).find((v) => v.kind === 'list');
  if (!list || list.kind !== 'list') return undefined;
  const endpoint = area.endpoints[list.endpoint];
  try {
    const body = await request({
      method: endpoint.method,
      url: endpoint.path,
      params: { [endpoint.page?.no ?? 'pageNo']: 1, [endpoint.page?.size ?? 'pageSize']: 1 },
    });
    const rows = pickPath(body, endpoint.result?.list ?? 'data.results');
    const key = Array.isArray(rows) && rows[0] ? pickPath(rows[0], listRowKey(area, list)) : undefined;
    return key === undefined ? undefined : String(key);
  } catch {
    return undefined;
  }
}

/**
 * Warnings raised inside third-party code that our code cannot avoid, each with its reason. ProTable's
 * density button (@ant-design/pro-table DensityIcon, a function component without ref) sits in an antd
 * Tooltip, whose rc-resize-observer falls back to findDOMNode, deprecated since React 18.3.
 * @formily/antd-v5 ArrayTable (table fields) always wraps its <tbody> in a sortable dnd-kit context whose
 * screen-reader text is a <div>; on the first render it has no container yet and lands inside the <tbody>
 * (React's validateDOMNesting, a development-only warning; ArrayTable gives no way to pass the container).
 */
const KNOWN_LIBRARY_WARNINGS = [
  (text: string) => text.startsWith('Warning: findDOMNode is deprecated') && text.includes('rc-resize-observer'),
  (text: string) =>
    text.startsWith('Warning: validateDOMNesting') &&
    text.includes('<div> tbody') &&
    text.includes('@dnd-kit/accessibility') &&
    text.includes('array-table'),
];
const isKnownLibraryWarning = (text: string) => KNOWN_LIBRARY_WARNINGS.some((known) => known(text));

const busy = () => screen.queryByText('加载中…') !== null || document.querySelector('.ant-skeleton, .ant-spin-spinning') !== null;

/** No spinner or skeleton, no call in flight, and none started or answered for QUIET_MS (a view's next wave of calls, its options after its rows, starts within that). */
const QUIET_MS = 100;
const settled = () => {
  expect(busy()).toBe(false);
  expect(inFlight).toBe(0);
  expect(Date.now() - lastCallAt).toBeGreaterThanOrEqual(QUIET_MS);
};

/** Starts the mock server and logs in as admin before the file's tests; stops it after them. */
function startAdminMockServerAroundTests() {
  beforeAll(async () => {
    server = await startServerThread();
    const challenge = (await send('POST', '/auth/v2/api/user/getChallengeCode', undefined, { account: 'admin' })).data as {
      salt: string;
      codeValue: string;
      codeKey: string;
    };
    const login = await send('POST', '/auth/v2/api/user/login', undefined, {
      account: 'admin',
      password: sha256hex(sha256hex(server!.password + challenge.salt) + challenge.codeValue),
      codeKey: challenge.codeKey,
      verifyCodeId: '',
      verifyCode: '',
    });
    if (login.code !== '200') throw new Error(`admin login failed: ${String(login.code)} ${String(login.msg)}`);
    token = (login.data as { token: string }).token;
  }, 60_000);

  afterAll(async () => server?.close());
}

/**
 * Declares the tests of one shard: one test per (area, view) it holds, grouped by document. The shards together
 * mount every view once (allViews.shards.test.ts checks the split), so parallel workers share the work.
 */
export async function describeEveryView(shard: number, of: number) {
  startAdminMockServerAroundTests();
  // Areas are known synchronously (file names); their views need the documents, loaded at collection time.
  const areas = await Promise.all(listAreas().map((name) => loadArea(name)));
  const byArea = new Map<ResolvedArea, string[]>();
  for (const { area, viewName } of viewsOfShard(areas, shard, of)) byArea.set(area, [...(byArea.get(area) ?? []), viewName]);
  for (const [area, viewNames] of byArea) {
    describe(`schemas/${area.area}.json`, () => {
      for (const viewName of viewNames) {
        it(`${area.area}/${viewName} mounts without an error boundary or console error`, () => mountsCleanly(area, viewName), 60_000);
      }
    });
  }
}

async function mountsCleanly(area: ResolvedArea, viewName: string) {
  const consoleErrors: unknown[][] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  try {
    const params = await sampleParams(area, viewName);
    renderWithServices(<SchemaView area={area.area} view={viewName} params={params} />, services());
    // Settled: the area, the view's code and its data have loaded (or failed), and nothing more is asked for.
    await waitFor(settled, { timeout: 30_000 });

    expect(screen.queryByText('视图渲染失败')).toBeNull();
    expect(screen.queryByText(/^未知的/)).toBeNull();
    expect(screen.queryByText(/不存在于区域/)).toBeNull();
    // Every endpoint of schemas/ is served by the mock: no view may end in its error state.
    expect(screen.queryAllByText(/加载失败：/).map((e) => e.textContent)).toEqual([]);
    if (area.views[viewName].kind === 'list') {
      // A list that loaded shows rows or 暂无数据.
      const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length;
      expect(rows > 0 || screen.queryAllByText('暂无数据').length > 0).toBe(true);
    }
    expect(consoleErrors.map((args) => args.map(String).join(' ')).filter((text) => !isKnownLibraryWarning(text))).toEqual([]);
  } finally {
    spy.mockRestore();
  }
}
