import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPlacements, endpointUses } from '../../scripts/schemas/lint/inventory';
import type { LintDocument } from '../../scripts/schemas/lint/lintContext';
import type { AreaDocument } from '../../schemas/meta/generated/area';
import { flattenMenus } from '../catalogue/catalogue';
import { menusForProfile } from '../catalogue/menuTree';
import { DEMO_ACCOUNTS } from '../db/demoAccounts';
import { createContext } from '../context';
import { openDatabase } from '../db/open';
import { createEngine } from '../engine';
import { buildApiRouter } from '../services';
import { startTestServer, type TestServer } from '../testing/harness';
import { buildAccessPolicy, FORBIDDEN_MSG } from './accessPolicy';
import { SHELL_CALLS, SHELL_SCHEMA_CALLS } from './openCalls';

const engine = createEngine({});
const docs = engine.areas.map((a) => a.doc);
const byArea = new Map(docs.map((d) => [d.area, d]));
const policy = buildAccessPolicy(docs);
const routeOf = (doc: AreaDocument, name: string) => `${doc.endpoints[name].method} /api${doc.endpoints[name].path}`;
const FORBIDDEN = { code: '403', msg: FORBIDDEN_MSG, data: null };

/**
 * The calls a menu view makes, enumerated independently of the policy (with the schema linter's inventory): the
 * view's own endpoints, the area's option lists, and the actions it places (those whose code the account holds),
 * with the own endpoints of the views they open.
 */
function callsOfMenuView(doc: AreaDocument, view: string, codes: ReadonlySet<string>): string[] {
  const lint = doc as unknown as LintDocument;
  const uses = endpointUses(lint);
  const own = (v: string) => uses.filter((u) => u.view === v).map((u) => u.name);
  const views = [
    view,
    ...(doc.views[view]?.kind === 'tabs'
      ? doc.views[view].tabs.filter((t) => !t.permission || codes.has(t.permission)).map((t) => t.view)
      : []),
  ];
  const names = new Set<string>(uses.filter((u) => u.dictionary !== undefined).map((u) => u.name));
  for (const v of views) {
    for (const n of own(v)) names.add(n);
    const placed = actionPlacements(lint)
      .filter((p) => p.pointer.startsWith(`/views/${v}/`))
      .map((p) => p.name);
    for (const name of placed) {
      const action = doc.actions?.[name];
      if (!action || (action.permission && !codes.has(action.permission))) continue;
      if (action.kind === 'request' || action.kind === 'export' || action.kind === 'import') names.add(action.endpoint);
      if (action.kind === 'open') {
        const target = doc.views[action.view];
        if (target?.permission && !codes.has(target.permission)) continue;
        for (const n of own(action.view)) names.add(n);
        if (action.load) names.add(action.load);
        if (action.submit) names.add(action.submit);
      }
    }
  }
  return [...names].filter((n) => doc.endpoints[n]).map((n) => routeOf(doc, n));
}

describe('access policy (which calls each account may make)', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.account, a.menuProfile] as const))(
    '%s: every call of every view of its menu is granted',
    (_account, profile) => {
      const holdings = policy.holdingsOf(profile);
      const refused: string[] = [];
      for (const node of flattenMenus(menusForProfile(profile))) {
        const [area, view] = node.component.split('/');
        const doc = byArea.get(area);
        if (!doc || !view || !doc.views[view]) continue;
        for (const route of callsOfMenuView(doc, view, holdings.codes))
          if (!policy.allows(profile, route)) refused.push(`${node.name} (${node.component}): ${route}`);
      }
      expect(refused).toEqual([]);
    },
  );

  it("lists as open exactly the served calls that need a token and that no schema declares, plus the shell's schema calls", () => {
    const schemaRoutes = new Set([...engine.generic, ...engine.custom].map((e) => `${e.endpoint.method} /api${e.endpoint.path}`));
    expect(SHELL_SCHEMA_CALLS.filter((r) => !schemaRoutes.has(r))).toEqual([]);
    const { db } = openDatabase(':memory:', { now: 0 });
    try {
      const router = buildApiRouter(createContext(db, { quiet: true, engine }));
      const handWritten = router
        .list()
        .filter((r) => !r.public && !schemaRoutes.has(`${r.method} ${r.pattern}`))
        .map((r) => `${r.method} ${r.pattern}`);
      expect([...handWritten].sort()).toEqual(Object.keys(SHELL_CALLS).sort());
    } finally {
      db.close();
    }
  });

  it('grants each profile a part of the schema calls: full all, operator fewer, reduced fewer still', () => {
    const all = [...new Set([...engine.generic, ...engine.custom].map((e) => `${e.endpoint.method} /api${e.endpoint.path}`))];
    const granted = (profile: string) => all.filter((r) => policy.allows(profile, r)).length;
    expect(granted('full')).toBe(all.length);
    expect(granted('operator')).toBeLessThan(all.length);
    expect(granted('reduced')).toBeLessThan(granted('operator'));
  });
});

describe('permissions enforced at the API (HTTP 403)', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestServer();
    for (const account of ['admin', 'operator', 'viewer1']) tokens[account] = await t.login(account);
  });
  afterAll(() => t.close());

  it.each([
    // [account, method, path, granted?, body]
    ['viewer1', 'GET', '/api/finance/v2/api/bills?pageNo=1&pageSize=10', false, undefined],
    ['operator', 'GET', '/api/finance/v2/api/bills?pageNo=1&pageSize=10', false, undefined],
    ['admin', 'GET', '/api/finance/v2/api/bills?pageNo=1&pageSize=10', true, undefined],
    ['operator', 'GET', '/api/license/v2/api/licensePoolInfos?pageNo=1&pageSize=10', false, undefined],
    ['admin', 'GET', '/api/license/v2/api/licensePoolInfos?pageNo=1&pageSize=10', true, undefined],
    ['viewer1', 'GET', '/api/special/v2/api/blackLists?pageNo=1&pageSize=10', false, undefined],
    ['operator', 'GET', '/api/special/v2/api/blackLists?pageNo=1&pageSize=10', true, undefined],
    // 删除 (SPCR11020004) is hidden from the operator: the call is refused even though the page is granted.
    ['operator', 'DELETE', '/api/special/v2/api/blackLists', false, { ids: [1] }],
    // 新增公告 (SBLT17010002): the operator profile holds only 查询 and 查看详情 there.
    [
      'operator',
      'POST',
      '/api/publicity/v2/api/bulletinInfos',
      false,
      { title: '越权公告', category: 1, forceRead: 0, content: '<p>x</p>' },
    ],
    ['viewer1', 'POST', '/api/publicity/v2/api/bulletinInfos/offline', false, { bulletinId: 1 }],
    // Open to every logged-in user: the shell's calls, the shared option lists, the bulletin pages.
    ['viewer1', 'GET', '/api/user/v2/api/userMenuTree', true, undefined],
    ['viewer1', 'GET', '/api/dealer/v2/api/payTypes', true, undefined],
    ['viewer1', 'GET', '/api/publicity/v2/api/bulletinInfos?pageNo=1&pageSize=10', true, undefined],
    // A top-bar counter: granted by its code (WHVI72813445) or its page; viewer1 holds neither.
    ['operator', 'GET', '/api/device/v2/api/illegalParkRecords/list?pageNo=1&pageSize=10', true, undefined],
    ['viewer1', 'GET', '/api/device/v2/api/illegalParkRecords/list?pageNo=1&pageSize=10', false, undefined],
  ] as const)('%s %s %s → granted: %s', async (account, method, path, granted, body) => {
    const res = await t.call(method, path, { token: tokens[account], body });
    if (granted) expect(res.status).not.toBe(403);
    else expect([res.status, res.body]).toEqual([403, FORBIDDEN]);
  });

  it("refuses nothing that the demo accounts' own list and detail views read (GET, over HTTP)", async () => {
    const refused: string[] = [];
    for (const [account, profile] of [
      ['admin', 'full'],
      ['operator', 'operator'],
      ['viewer1', 'reduced'],
    ] as const) {
      const holdings = policy.holdingsOf(profile);
      const routes = new Set<string>();
      for (const node of flattenMenus(menusForProfile(profile))) {
        const [area, view] = node.component.split('/');
        const doc = byArea.get(area);
        if (doc && view && doc.views[view])
          for (const r of callsOfMenuView(doc, view, holdings.codes)) if (r.startsWith('GET ')) routes.add(r);
      }
      expect(routes.size).toBeGreaterThan(account === 'viewer1' ? 10 : 50);
      for (const route of routes) {
        const path = route.slice(4).replace(/\{[^}]+\}/g, '1');
        const res = await t.call('GET', path, { token: tokens[account] });
        if (res.status === 403) refused.push(`${account}: ${route}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
