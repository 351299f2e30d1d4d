// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import DownPage from './down/DownPage';
import DownBigFilePage from './down/DownBigFilePage';
import HelpDocumentationPage from './helpDocumentation/HelpDocumentationPage';
import QuickAddParkPage from './quickAddPark/QuickAddParkPage';
import { envelope, installHttpDoubles, type Reply } from '../testing/httpDoubles';

const LATEST_CLIENT = '/api/backlog/v2/api/getLastNgsUpdateFile';
let http: ReturnType<typeof installHttpDoubles>;
const serveLatestClient = (reply: Reply) => http.serve({ [LATEST_CLIENT]: reply });
const infos = () => http.toasts.filter((t) => t.type === 'info').map((t) => t.content);

beforeEach(() => {
  http = installHttpDoubles();
});

describe.each<[string, ComponentType, string[]]>([
  ['DownBigFile', DownBigFilePage, ['平台大数据下载', '暂无下载任务', '文件名', '状态', '数据条数', '创建时间', '完成时间', '操作']],
  ['HelpDocumentation', HelpDocumentationPage, ['帮助文档', '登录与账号', '企业认证']],
])('%s page', (_name, Page, texts) => {
  it(`shows ${texts.join(' / ')}`, () => {
    renderPage(<Page />);
    for (const text of texts) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });
});

describe('DownPage', () => {
  const PACKAGE = {
    fileName: 'ParkClient_Setup_V3.2.0.zip',
    version: 'V3.2.1',
    fileUrl: '/api/backlog/v2/api/ngsUpdateFiles/ParkClient_Setup_V3.2.0.zip',
    fileSize: 2_621_440,
    publishTime: '2026-01-10 10:00:00',
    description: '修复夜间识别问题',
  };

  it('offers the newest parking-lot client package (getLastNgsUpdateFile) as a download link', async () => {
    serveLatestClient(() => envelope('200', PACKAGE));
    renderPage(<DownPage />, '/down');
    const link = await screen.findByRole('link', { name: /下\s*载/ });
    expect(link.getAttribute('href')).toBe(PACKAGE.fileUrl);
    expect(link.getAttribute('download')).toBe(PACKAGE.fileName);
    expect(screen.getByText('V3.2.1')).toBeTruthy();
    expect(screen.getByText(/最新版本：V3.2.1（2.5 MB，2026-01-10 10:00:00 发布）/)).toBeTruthy();
    expect(http.paths().filter((p) => p === LATEST_CLIENT)).toHaveLength(1);
    // The handheld app is not offered yet.
    fireEvent.click(screen.getByRole('button', { name: /下\s*载/ }));
    expect(infos()).toEqual(['暂未提供下载']);
  });

  it('says downloads are not offered when the package cannot be had', async () => {
    serveLatestClient(() => envelope('0x1', null, 'offline'));
    renderPage(<DownPage />, '/down');
    expect(screen.getByText('车场客户端')).toBeTruthy();
    expect(screen.getByText('收费终端 APP')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-btn-loading')).toBeNull());
    expect(screen.getAllByRole('button', { name: /下\s*载/ })).toHaveLength(2);
    expect(http.paths().filter((p) => p === LATEST_CLIENT)).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: /下\s*载/ })[0]);
    expect(infos()).toEqual(['暂未提供下载']);
  });
});

describe('QuickAddParkPage', () => {
  it('walks through the three steps', () => {
    renderPage(<QuickAddParkPage />, '/quickAddPark');
    expect(screen.getByText('第 1 步：安装车场客户端')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('第 2 步：配置平台地址')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('第 3 步：绑定车场')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '上一步' }));
    expect(screen.getByText('第 2 步：配置平台地址')).toBeTruthy();
  });
});
