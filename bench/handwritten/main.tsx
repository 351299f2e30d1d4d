/**
 * The hand-written comparison page of the renderer-overhead benchmark (bench/rendererOverhead.ts): the
 * bulletin list written directly against ProTable, without the console shell. Built only with BENCH_PAGES=1.
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'antd/dist/reset.css';
import { BulletinListPage } from './BulletinListPage';

dayjs.locale('zh-cn');

/** Rows per page: `?pageSize=` (the benchmark passes the schema view's page size), else 10. */
const pageSize = Number(new URLSearchParams(window.location.search).get('pageSize')) || 10;

createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1677ff', borderRadius: 4 } }}>
      <AntdApp>
        <div data-page="/bench/handwritten" style={{ padding: 16 }}>
          <BulletinListPage pageSize={pageSize} />
        </div>
      </AntdApp>
    </ConfigProvider>
  </React.StrictMode>,
);
