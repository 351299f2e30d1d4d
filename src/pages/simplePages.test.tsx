// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from './testing/renderPage';
import DownPage from './down/DownPage';
import DownBigFilePage from './down/DownBigFilePage';
import HelpDocumentationPage from './helpDocumentation/HelpDocumentationPage';
import QuickAddParkPage from './quickAddPark/QuickAddParkPage';
import AreaManagePage from './areaManage/AreaManagePage';
import RemoteConfigPage from './remoteConfig/RemoteConfigPage';
import VideoPage from './video/VideoPage';
import Video1Page from './video1/Video1Page';
import WhiteAlarmPage from './whiteAlarmPage/WhiteAlarmPage';
import { showInfo } from '../api/toast';

vi.mock('../api/toast', () => ({ showInfo: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

describe.each<[string, ComponentType, string[]]>([
  ['DownBigFile', DownBigFilePage, ['平台大数据下载', '暂无下载任务', '文件名', '状态', '数据条数', '创建时间', '完成时间', '操作']],
  ['HelpDocumentation', HelpDocumentationPage, ['帮助文档', '登录与账号', '企业认证']],
  ['AreaManage', AreaManagePage, ['区域管理', '暂无区域数据，区域管理功能即将开放']],
  ['RemoteConfig', RemoteConfigPage, ['远程配置', '暂无可远程配置的设备']],
  ['Video', VideoPage, ['视频预览', '暂无可预览的视频']],
  ['Video1', Video1Page, ['视频预览', '暂无可预览的视频']],
  ['WhiteAlarm', WhiteAlarmPage, ['告警', '暂无告警信息']],
])('%s page', (_name, Page, texts) => {
  it(`shows ${texts.join(' / ')}`, () => {
    renderPage(<Page />);
    for (const text of texts) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });
});

describe('DownPage', () => {
  it('lists the client software and says downloads are not offered yet', () => {
    renderPage(<DownPage />, '/down');
    expect(screen.getByText('车场客户端')).toBeTruthy();
    expect(screen.getByText('收费终端 APP')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /下\s*载/ });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[0]);
    expect(showInfo).toHaveBeenCalledWith('暂未提供下载');
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
