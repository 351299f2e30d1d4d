/**
 * A standalone bench page (built only with BENCH_PAGES=1): one view of the renderer outside the console shell, with antd's
 * zh_CN providers, the data layer's policy and stub services whose `request` is the page's own (nothing reaches out).
 */
import React, { type CSSProperties, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'antd/dist/reset.css';
import { SWRConfig } from 'swr';
import { DATA_POLICY } from '../renderer/core/dataPolicy';
import { loadAntdStyleSheet } from '../src/app/antdStyleSheet';
import { consoleTheme } from '../src/layout/consoleTheme';
import { RendererProvider } from '../renderer/core/RendererProvider';
import type { EndpointCall, RendererServices } from '../renderer/core/services';

function benchPageServices(request: (call: EndpointCall) => Promise<unknown>): RendererServices {
  return {
    request,
    validators: {},
    hasPermission: () => true,
    navigate: () => undefined,
    message: { success: () => undefined, error: () => undefined, warning: () => undefined, info: () => undefined },
    context: () => ({}),
    upload: async () => ({ url: '' }),
  };
}

/** Mounts `view` in #root under `data-page={page}` (what the bench's probes look for). */
export function renderBenchPage(options: {
  page: string;
  request: (call: EndpointCall) => Promise<unknown>;
  style?: CSSProperties;
  view: ReactNode;
}): void {
  dayjs.locale('zh-cn');
  // As in the console: its theme, and antd's styles from the build-time sheet when the page names one.
  void loadAntdStyleSheet().then(() =>
    createRoot(document.getElementById('root')!).render(
      <React.StrictMode>
        <ConfigProvider locale={zhCN} theme={consoleTheme}>
          <AntdApp>
            <SWRConfig value={DATA_POLICY}>
              <RendererProvider services={benchPageServices(options.request)}>
                <div data-page={options.page} style={{ padding: 16, ...options.style }}>
                  {options.view}
                </div>
              </RendererProvider>
            </SWRConfig>
          </AntdApp>
        </ConfigProvider>
      </React.StrictMode>,
    ),
  );
}
