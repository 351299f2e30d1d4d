import { describe, expect, it } from 'vitest';
import { pageRegistry, publicPages, shellPages } from './registry';
import { NO_AUTH_PATHS, PUBLIC_PATHS } from '../router/paths';

// Spec §2: the public routes (/redirect/:path* written as /redirect/*), plus the no-licence pages of the shell routes.
const SPEC_PUBLIC = [
  '/whitePage', '/login', '/adminLogin', '/register', '/auth-redirect', '/forgotPassword', '/forgotPasswordSet',
  '/errDomain', '/redirect/*', '/404', '/401', '/remoteConfig', '/video', '/video1', '/whiteAlarmPage',
];
const SPEC_NO_AUTH = ['/noAuth', '/noIndepAuth', '/noDoubleAuth'];

const SPEC_SHELL: [string, string][] = [
  ['/index', '首页'],
  ['/todo', '待办事项'],
  ['/down', '软件下载'],
  ['/downBigFile', '平台大数据下载'],
  ['/enterprise', '企业认证'],
  ['/enterResultPage', '认证结果'],
  ['/enterDetail', '认证详情'],
  ['/quickAddPark', '连接控制终端'],
  ['/helpDocumentation', '帮助文档'],
  ['/equipMonitoring/abnormalRecord/universeAbnormalRecord', '故障上报记录'],
];

describe('page registry', () => {
  it('publicPages paths are unique and exactly the spec list', () => {
    const paths = publicPages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PUBLIC, ...SPEC_NO_AUTH].sort());
  });

  it('agrees with the router path lists', () => {
    const paths = new Set(publicPages.map((p) => p.path));
    for (const p of [...PUBLIC_PATHS, ...NO_AUTH_PATHS]) expect(paths.has(p), p).toBe(true);
  });

  it('shellPages are the logged-in pages with their titles, unique and not public', () => {
    expect(shellPages.map((p) => [p.path, p.title])).toEqual(SPEC_SHELL);
    const publicPaths = new Set(publicPages.map((p) => p.path));
    for (const p of shellPages) expect(publicPaths.has(p.path), p.path).toBe(false);
  });

  it('maps exactly the hand-written menu component names', () => {
    expect(Object.keys(pageRegistry).sort()).toEqual(
      ['Todo', 'Home', 'Down', 'DownBigFile', 'HelpDocumentation', 'QuickAddPark', 'UniverseAbnormalRecord', 'Enterprise', 'EnterResultPage', 'EnterDetail'].sort(),
    );
  });

  it('every entry is a lazy component and the menu names share the shell pages', () => {
    const lazyType = Symbol.for('react.lazy');
    for (const p of [...publicPages, ...shellPages]) expect((p.element as unknown as { $$typeof: symbol }).$$typeof, p.path).toBe(lazyType);
    const shellElements = new Set(shellPages.map((p) => p.element));
    for (const [name, page] of Object.entries(pageRegistry)) expect(shellElements.has(page), name).toBe(true);
  });
});
