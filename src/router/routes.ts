/**
 * Every route the shell declares itself, once: its path, title, who may reach it and what it shows (a hand-written
 * page or a schema view). The guard's path lists (`paths.ts`), the public routes of `App` and the shell's own pages of
 * the route table (`app/routeTable.tsx`) are all read from here; the menu tree the server delivers adds the rest.
 */
import { pages, type LazyPage } from '../pages/registry';
import { extraShellRoutes } from '../pages/extraShellRoutes';

/**
 * Who reaches a route (spec §2):
 * - `public`: without login, outside the layout;
 * - `noLicence`: the pages shown when no licence exists, outside the layout;
 * - `free`: once logged in, without the enterprise and licence checks, inside the layout;
 * - `licensed`: once logged in and past every check, inside the layout.
 */
export type RouteAccess = 'public' | 'noLicence' | 'free' | 'licensed';

interface RouteBase {
  /** The path; one ending in '/*' also matches every path under it (like /redirect/:path*). */
  path: string;
  title: string;
  access: RouteAccess;
  /**
   * The button code a user must hold for the route to exist (the top bar's 文件下载管理 opens /downBigFile only with
   * TBBF10000004): without it the path is unknown, as a page outside the user's menu is (404).
   */
  code?: string;
}

/** A hand-written page. */
export interface PageRoute extends RouteBase {
  page: LazyPage;
  /**
   * The page draws itself without antd (plain React and a CSS file of its own): `App` mounts it outside antd's
   * providers, so its first paint loads no antd (the login page, whose size budget is scripts/bundle/budget.ts).
   */
  light?: boolean;
}

/**
 * A schema view at a route of its own. `whenInMenu`: mounted only for a user whose menu holds the same view (the top
 * bar opens 区域管理 at the spec's /areaManage/list while the menu entry keeps its place under its group).
 */
export interface ViewRoute extends RouteBase {
  view: string;
  whenInMenu?: boolean;
}

export type ShellRoute = PageRoute | ViewRoute;

export const ROUTES: readonly ShellRoute[] = [
  { path: '/whitePage', title: '加载中', access: 'public', page: pages.White },
  { path: '/login', title: '登录', access: 'public', page: pages.Login, light: true },
  { path: '/adminLogin', title: '登录', access: 'public', page: pages.Login, light: true },
  { path: '/register', title: '注册', access: 'public', page: pages.Register },
  { path: '/auth-redirect', title: '登录中', access: 'public', page: pages.AuthRedirect },
  { path: '/forgotPassword', title: '忘记密码', access: 'public', page: pages.ForgotPassword },
  { path: '/forgotPasswordSet', title: '设置新密码', access: 'public', page: pages.ForgotPasswordSet },
  { path: '/errDomain', title: '域名未授权', access: 'public', page: pages.ErrDomain },
  { path: '/redirect/*', title: '', access: 'public', page: pages.Redirect },
  { path: '/404', title: '404', access: 'public', page: pages.NotFound },
  { path: '/401', title: '401', access: 'public', page: pages.Unauthorized },
  { path: '/remoteConfig', title: '远程配置', access: 'public', page: pages.RemoteConfig },
  { path: '/video', title: '视频预览', access: 'public', page: pages.Video },
  { path: '/video1', title: '视频预览（多画面）', access: 'public', page: pages.Video1 },
  { path: '/whiteAlarmPage', title: '告警', access: 'public', page: pages.WhiteAlarm },

  { path: '/noAuth', title: '未导入授权', access: 'noLicence', page: pages.NoAuth },
  { path: '/noIndepAuth', title: '未导入独立授权', access: 'noLicence', page: pages.NoIndepAuth },
  { path: '/noDoubleAuth', title: '未完成双授权', access: 'noLicence', page: pages.NoDoubleAuth },

  { path: '/todo', title: '待办事项', access: 'free', page: pages.Todo },
  { path: '/sysBulletin/list', title: '全部公告', access: 'free', view: 'sysBulletin/list' },
  { path: '/sysBulletin/detail', title: '公告详情', access: 'free', view: 'sysBulletin/detail' },
  { path: '/enterprise', title: '企业认证', access: 'free', page: pages.Enterprise },
  { path: '/enterResultPage', title: '认证结果', access: 'free', page: pages.EnterResult },
  { path: '/enterDetail', title: '认证详情', access: 'free', page: pages.EnterDetail },
  { path: '/quickAddPark', title: '连接控制终端', access: 'free', page: pages.QuickAddPark },
  { path: '/helpDocumentation', title: '帮助文档', access: 'free', page: pages.HelpDocumentation },

  { path: '/index', title: '首页', access: 'licensed', page: pages.Home },
  { path: '/down', title: '软件下载', access: 'licensed', page: pages.Down },
  { path: '/downBigFile', title: '平台大数据下载', access: 'licensed', page: pages.DownBigFile, code: 'TBBF10000004' },
  {
    path: '/equipMonitoring/abnormalRecord/universeAbnormalRecord',
    title: '故障上报记录',
    access: 'licensed',
    page: pages.UniverseAbnormalRecord,
  },
  { path: '/areaManage/list', title: '区域管理', access: 'licensed', view: 'areaManage/list', whenInMenu: true },
  ...extraShellRoutes,
];

const isPage = (route: ShellRoute): route is PageRoute => 'page' in route;
const outsideLayout = (route: ShellRoute) => route.access === 'public' || route.access === 'noLicence';

export const pathsWith = (access: RouteAccess): string[] => ROUTES.filter((r) => r.access === access).map((r) => r.path);

/** Pages outside the layout: the public routes and the no-licence pages. */
export const bareRoutes: PageRoute[] = ROUTES.filter((r): r is PageRoute => outsideLayout(r) && isPage(r));

/** Hand-written pages inside the layout. */
export const shellPageRoutes: PageRoute[] = ROUTES.filter((r): r is PageRoute => !outsideLayout(r) && isPage(r));

/** Schema views at routes of their own, inside the layout. */
export const viewRoutes: ViewRoute[] = ROUTES.filter((r): r is ViewRoute => !isPage(r));
