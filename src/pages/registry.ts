import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Every page is its own chunk: the login route never loads the layout's or the schema renderer's code. */
export type LazyPage = LazyExoticComponent<ComponentType<any>>;

export interface PageRoute {
  path: string;
  element: LazyPage;
  title: string;
}

const Login = lazy(() => import('./login/LoginPage'));
const Register = lazy(() => import('./register/RegisterPage'));
const AuthRedirect = lazy(() => import('./authRedirect/AuthRedirectPage'));
const ForgotPassword = lazy(() => import('./forgotPassword/ForgotPasswordPage'));
const ForgotPasswordSet = lazy(() => import('./forgotPassword/ForgotPasswordSetPage'));
const ErrDomain = lazy(() => import('./errors/ErrDomainPage'));
const NotFound = lazy(() => import('./errors/NotFoundPage'));
const Unauthorized = lazy(() => import('./errors/UnauthorizedPage'));
const RemoteConfig = lazy(() => import('./remoteConfig/RemoteConfigPage'));
const Video = lazy(() => import('./video/VideoPage'));
const Video1 = lazy(() => import('./video1/Video1Page'));
const WhiteAlarm = lazy(() => import('./whiteAlarmPage/WhiteAlarmPage'));
const White = lazy(() => import('./whitePage/WhitePage'));
const NoAuth = lazy(() => import('./noAuth/NoAuthPage'));
const NoIndepAuth = lazy(() => import('./noAuth/NoIndepAuthPage'));
const NoDoubleAuth = lazy(() => import('./noAuth/NoDoubleAuthPage'));
const Redirect = lazy(() => import('./redirect/RedirectPage'));

const Home = lazy(() => import('./home/HomePage'));
const Todo = lazy(() => import('./todo/TodoPage'));
const Down = lazy(() => import('./down/DownPage'));
const DownBigFile = lazy(() => import('./down/DownBigFilePage'));
const Enterprise = lazy(() => import('./enterprise/EnterprisePage'));
const EnterResult = lazy(() => import('./enterprise/EnterResultPage'));
const EnterDetail = lazy(() => import('./enterprise/EnterDetailPage'));
const QuickAddPark = lazy(() => import('./quickAddPark/QuickAddParkPage'));
const HelpDocumentation = lazy(() => import('./helpDocumentation/HelpDocumentationPage'));
const UniverseAbnormalRecord = lazy(() => import('./universeAbnormalRecord/UniverseAbnormalRecordPage'));

/** Menu component names → hand-written pages. */
export const pageRegistry: Record<string, LazyPage> = {
  Todo,
  Home,
  Down,
  DownBigFile,
  HelpDocumentation,
  QuickAddPark,
  UniverseAbnormalRecord,
  Enterprise,
  EnterResultPage: EnterResult,
  EnterDetail,
};

/** Pages outside the layout: the public routes of spec §2 and the no-licence pages. */
export const publicPages: PageRoute[] = [
  { path: '/login', element: Login, title: '登录' },
  { path: '/adminLogin', element: Login, title: '登录' },
  { path: '/register', element: Register, title: '注册' },
  { path: '/auth-redirect', element: AuthRedirect, title: '登录中' },
  { path: '/forgotPassword', element: ForgotPassword, title: '忘记密码' },
  { path: '/forgotPasswordSet', element: ForgotPasswordSet, title: '设置新密码' },
  { path: '/errDomain', element: ErrDomain, title: '域名未授权' },
  { path: '/404', element: NotFound, title: '404' },
  { path: '/401', element: Unauthorized, title: '401' },
  { path: '/remoteConfig', element: RemoteConfig, title: '远程配置' },
  { path: '/video', element: Video, title: '视频预览' },
  { path: '/video1', element: Video1, title: '视频预览' },
  { path: '/whiteAlarmPage', element: WhiteAlarm, title: '告警' },
  { path: '/whitePage', element: White, title: '加载中' },
  { path: '/noAuth', element: NoAuth, title: '未导入授权' },
  { path: '/noIndepAuth', element: NoIndepAuth, title: '未导入独立授权' },
  { path: '/noDoubleAuth', element: NoDoubleAuth, title: '未完成双授权' },
  { path: '/redirect/*', element: Redirect, title: '' },
];

/** Logged-in pages inside the layout. */
export const shellPages: PageRoute[] = [
  { path: '/index', element: Home, title: '首页' },
  { path: '/todo', element: Todo, title: '待办事项' },
  { path: '/down', element: Down, title: '软件下载' },
  { path: '/downBigFile', element: DownBigFile, title: '平台大数据下载' },
  { path: '/enterprise', element: Enterprise, title: '企业认证' },
  { path: '/enterResultPage', element: EnterResult, title: '认证结果' },
  { path: '/enterDetail', element: EnterDetail, title: '认证详情' },
  { path: '/quickAddPark', element: QuickAddPark, title: '连接控制终端' },
  { path: '/helpDocumentation', element: HelpDocumentation, title: '帮助文档' },
  { path: '/equipMonitoring/abnormalRecord/universeAbnormalRecord', element: UniverseAbnormalRecord, title: '故障上报记录' },
];

/**
 * Benchmark builds only (VITE_BENCH_PAGES=1, set by `npm run bench`): the hand-written comparison list
 * of the renderer-overhead figure, mounted in the shell like any page. Absent from production builds.
 */
export const BENCH_HANDWRITTEN_PATH = '/bench/handwritten-bulletins';
if (import.meta.env.VITE_BENCH_PAGES === '1') {
  shellPages.push({ path: BENCH_HANDWRITTEN_PATH, element: lazy(() => import('../../bench/handwritten/InShellPage')), title: '全部公告（手写对照）' });
}
