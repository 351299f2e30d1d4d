import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRegistry } from '../pages/registry';
import { bareRoutes, ROUTES, shellPageRoutes, viewRoutes } from './routes';

// Spec §2: the public routes (/redirect/:path* written as /redirect/*), the no-licence pages, and the pages reachable
// once logged in without the enterprise and licence checks.
const SPEC_PUBLIC = [
  '/whitePage',
  '/login',
  '/adminLogin',
  '/register',
  '/auth-redirect',
  '/forgotPassword',
  '/forgotPasswordSet',
  '/errDomain',
  '/redirect/*',
  '/404',
  '/401',
  '/remoteConfig',
  '/video',
  '/video1',
  '/whiteAlarmPage',
];
const SPEC_NO_LICENCE = ['/noAuth', '/noIndepAuth', '/noDoubleAuth'];
const SPEC_FREE = [
  '/todo',
  '/sysBulletin/list',
  '/sysBulletin/detail',
  '/enterprise',
  '/enterResultPage',
  '/enterDetail',
  '/quickAddPark',
  '/helpDocumentation',
];

const SPEC_SHELL_PAGES: [string, string][] = [
  ['/todo', '待办事项'],
  ['/enterprise', '企业认证'],
  ['/enterResultPage', '认证结果'],
  ['/enterDetail', '认证详情'],
  ['/quickAddPark', '连接控制终端'],
  ['/helpDocumentation', '帮助文档'],
  ['/index', '首页'],
  ['/down', '软件下载'],
  ['/downBigFile', '平台大数据下载'],
  ['/equipMonitoring/abnormalRecord/universeAbnormalRecord', '故障上报记录'],
];

const pathsOf = (access: string) => ROUTES.filter((r) => r.access === access).map((r) => r.path);

describe('route declarations', () => {
  it('declare every path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['public', SPEC_PUBLIC],
    ['noLicence', SPEC_NO_LICENCE],
    ['free', SPEC_FREE],
  ])('%s routes are exactly the spec list', (access, spec) => {
    expect(pathsOf(access).sort()).toEqual([...spec].sort());
  });

  it('mount public and no-licence routes outside the layout, every other page inside it, with the spec titles', () => {
    expect(bareRoutes.map((r) => r.path).sort()).toEqual([...SPEC_PUBLIC, ...SPEC_NO_LICENCE].sort());
    expect(shellPageRoutes.map((r) => [r.path, r.title])).toEqual(SPEC_SHELL_PAGES);
  });

  it('mount the bulletin views for everyone and 区域管理 at /areaManage/list only with the menu entry', () => {
    expect(viewRoutes.map((r) => [r.path, r.view, r.whenInMenu ?? false])).toEqual([
      ['/sysBulletin/list', 'sysBulletin/list', false],
      ['/sysBulletin/detail', 'sysBulletin/detail', false],
      ['/areaManage/list', 'areaManage/list', true],
    ]);
  });

  it('give each page its own lazy chunk, and the menu component names pages that have a route in the layout', () => {
    const lazyType = Symbol.for('react.lazy');
    for (const r of [...bareRoutes, ...shellPageRoutes])
      expect((r.page as unknown as { $$typeof: symbol }).$$typeof, r.path).toBe(lazyType);
    const shellPages = new Set(shellPageRoutes.map((r) => r.page));
    for (const [name, page] of Object.entries(pageRegistry)) expect(shellPages.has(page), name).toBe(true);
  });
});

describe('production code', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });

  it('never imports bench/ (the benchmark build mounts its pages by replacing pages/extraShellRoutes.ts)', () => {
    const importers = [...files('src'), ...files('renderer')].filter((file) =>
      /from '(?:\.\.\/)+bench\/|import\('(?:\.\.\/)+bench\//.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});
