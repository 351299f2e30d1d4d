import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Every page is its own chunk: the login route never loads the layout's or the schema renderer's code. */
export type LazyPage = LazyExoticComponent<ComponentType>;

/** The hand-written pages; their routes are declared in src/router/routes.ts. */
export const pages = {
  Login: lazy(() => import('./login/LoginPage')),
  Register: lazy(() => import('./register/RegisterPage')),
  AuthRedirect: lazy(() => import('./authRedirect/AuthRedirectPage')),
  ForgotPassword: lazy(() => import('./forgotPassword/ForgotPasswordPage')),
  ForgotPasswordSet: lazy(() => import('./forgotPassword/ForgotPasswordSetPage')),
  ErrDomain: lazy(() => import('./errors/ErrDomainPage')),
  NotFound: lazy(() => import('./errors/NotFoundPage')),
  Unauthorized: lazy(() => import('./errors/UnauthorizedPage')),
  RemoteConfig: lazy(() => import('./remoteConfig/RemoteConfigPage')),
  Video: lazy(() => import('./video/VideoPage')),
  Video1: lazy(() => import('./video1/Video1Page')),
  WhiteAlarm: lazy(() => import('./whiteAlarmPage/WhiteAlarmPage')),
  White: lazy(() => import('./whitePage/WhitePage')),
  NoAuth: lazy(() => import('./noAuth/NoAuthPage')),
  NoIndepAuth: lazy(() => import('./noAuth/NoIndepAuthPage')),
  NoDoubleAuth: lazy(() => import('./noAuth/NoDoubleAuthPage')),
  Redirect: lazy(() => import('./redirect/RedirectPage')),
  Home: lazy(() => import('./home/HomePage')),
  Todo: lazy(() => import('./todo/TodoPage')),
  Down: lazy(() => import('./down/DownPage')),
  DownBigFile: lazy(() => import('./down/DownBigFilePage')),
  Enterprise: lazy(() => import('./enterprise/EnterprisePage')),
  EnterResult: lazy(() => import('./enterprise/EnterResultPage')),
  EnterDetail: lazy(() => import('./enterprise/EnterDetailPage')),
  QuickAddPark: lazy(() => import('./quickAddPark/QuickAddParkPage')),
  HelpDocumentation: lazy(() => import('./helpDocumentation/HelpDocumentationPage')),
  UniverseAbnormalRecord: lazy(() => import('./universeAbnormalRecord/UniverseAbnormalRecordPage')),
} satisfies Record<string, LazyPage>;

/** Menu component names → hand-written pages. */
export const pageRegistry: Record<string, LazyPage> = {
  Todo: pages.Todo,
  Home: pages.Home,
  Down: pages.Down,
  DownBigFile: pages.DownBigFile,
  HelpDocumentation: pages.HelpDocumentation,
  QuickAddPark: pages.QuickAddPark,
  UniverseAbnormalRecord: pages.UniverseAbnormalRecord,
  Enterprise: pages.Enterprise,
  EnterResultPage: pages.EnterResult,
  EnterDetail: pages.EnterDetail,
};
