import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { consoleTheme } from '../layout/consoleTheme';
import { overlayContainer } from '../layout/overlayContainer';

dayjs.locale('zh-cn');

/**
 * antd's providers of the console: the zh_CN locale (and dayjs's), the console's theme and the one element every popup,
 * drawer and modal is drawn in. A chunk of its own, around every route but the login page (`App.tsx`), so the login
 * page's first paint loads no antd; the login page asks for it once it has painted, so the next page does not wait.
 */
export default function ConsoleProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={consoleTheme} getPopupContainer={overlayContainer}>
      {children}
    </ConfigProvider>
  );
}
