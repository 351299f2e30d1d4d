/**
 * The page of the computed-form benchmark (bench/computedForm.ts): the renderer's FormView with a form of 200 fields,
 * 20 of them computed, outside the console shell (the services answer nothing over the network). Built only with
 * BENCH_PAGES=1.
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'antd/dist/reset.css';
import { RendererProvider } from '../../renderer/core/RendererProvider';
import FormView from '../../renderer/form/FormView';
import type { FormView as FormViewSpec } from '../../schemas/meta/generated/area';
import { computedFormDocument } from './computedFormDocument';
import { benchPageServices } from '../pageServices';

dayjs.locale('zh-cn');

const area = computedFormDocument();
const services = benchPageServices(async () => ({ data: {} }));

createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1677ff', borderRadius: 4 } }}>
      <AntdApp>
        <RendererProvider services={services}>
          <div data-page="/bench/computedForm" style={{ padding: 16 }}>
            <FormView
              area={area}
              viewName="form"
              view={area.views.form as FormViewSpec}
              params={{}}
              pointer="/views/form"
              container="page"
            />
          </div>
        </RendererProvider>
      </AntdApp>
    </ConfigProvider>
  </React.StrictMode>,
);
