import React from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'antd/dist/reset.css';
import 'nprogress/nprogress.css';
import './app/global.css';
import { App } from './app/App';
import { defaultShellServices, provideShellServices } from './app/shellServices';
import { watchCrossTabSession } from './auth/crossTabSession';
import { consoleTheme } from './layout/consoleTheme';
import { overlayContainer } from './layout/overlayContainer';

provideShellServices(defaultShellServices);
dayjs.locale('zh-cn');
watchCrossTabSession();

createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <ConfigProvider locale={zhCN} theme={consoleTheme} getPopupContainer={overlayContainer}>
      <AntdApp>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AntdApp>
    </ConfigProvider>
  </React.StrictMode>,
);
