// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_OFFLINE_CODE,
  TICKET_INVALID_CODE,
  type LaneTerminalConfig,
  type LiveCamera,
  type TerminalConfigState,
} from '../../../contracts/lanePages';
import { ApiError } from '../../api/http';
import { renderPage } from '../../testing/renderPage';
import RemoteConfigPage from '../remoteConfig/RemoteConfigPage';
import VideoPage, { FRAME_INTERVAL_MS } from '../video/VideoPage';
import Video1Page from '../video1/Video1Page';
import WhiteAlarmPage from '../whiteAlarmPage/WhiteAlarmPage';
import type { LaneApi } from './laneApi';

const CAMERA: LiveCamera = {
  deviceId: 7,
  deviceName: '东门入口枪机-03',
  parkName: '西湖文化广场停车场',
  laneName: '东门入口车道',
  online: true,
  snapshots: [],
};
const CONFIG: LaneTerminalConfig = {
  displayText: '欢迎光临 一路平安',
  voiceVolume: 6,
  gateAutoCloseSeconds: 10,
  fillLightMode: 0,
  recognitionThreshold: 80,
};
const TERMINAL: TerminalConfigState = { ...CAMERA, deviceId: 9, deviceName: '东门入口收费终端-01', config: CONFIG, lastConfigTime: null };
const refused = new ApiError('链接已失效，请从控制台重新打开', { kind: 'business', code: TICKET_INVALID_CODE });

/** A LaneApi whose calls answer what each test says (unset calls reject so an unexpected call shows). */
function fakeApi(overrides: Partial<LaneApi>): LaneApi {
  const never = () => Promise.reject(new Error('unexpected call'));
  return {
    live: vi.fn(never),
    parkCameras: vi.fn(never),
    frameUrl: (ticket, seq) => `/frame?ticket=${ticket}&seq=${seq}`,
    snapshotUrl: (ticket, id) => `/snap/${id}?ticket=${ticket}`,
    takeSnapshot: vi.fn(never),
    readConfig: vi.fn(never),
    sendConfig: vi.fn(never),
    ...overrides,
  };
}

/** Each render gets its own SWR cache, as a freshly opened tab does. */
const open = (ui: React.ReactElement, route: string) =>
  renderPage(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>, route);

afterEach(() => vi.useRealTimers());

describe('/video 视频预览', { timeout: 60_000 }, () => {
  it('shows the camera, a live image that changes every 2 s, and lists a snapshot once taken', async () => {
    const shot = { id: 31, takeTime: '2026-01-15 10:00:02', plate: '浙A·D3K21' };
    const live = vi
      .fn()
      .mockResolvedValueOnce(CAMERA)
      .mockResolvedValue({ ...CAMERA, snapshots: [shot] });
    const api = fakeApi({ live, takeSnapshot: vi.fn().mockResolvedValue(shot) });
    open(<VideoPage api={api} />, '/video?ticket=abc');
    await screen.findByText('东门入口枪机-03');
    for (const text of ['西湖文化广场停车场', '东门入口车道', '在线', '暂无抓拍', '每 2 秒']) expect(screen.getByText(text)).toBeTruthy();
    const image = screen.getByAltText('东门入口枪机-03 实时画面') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/frame?ticket=abc&seq=0');
    await waitFor(() => expect(image.getAttribute('src')).toBe('/frame?ticket=abc&seq=1'), { timeout: FRAME_INTERVAL_MS + 1500 });

    fireEvent.click(screen.getByRole('button', { name: /抓\s*拍/ }));
    await screen.findByText('浙A·D3K21');
    expect(api.takeSnapshot).toHaveBeenCalledWith('abc');
    expect(screen.getByText('2026-01-15 10:00:02')).toBeTruthy();
    expect(screen.getByText('最近抓拍（1）')).toBeTruthy();
  });

  it('says 设备离线，无法预览 for an offline camera and shows no image', async () => {
    open(<VideoPage api={fakeApi({ live: vi.fn().mockResolvedValue({ ...CAMERA, online: false }) })} />, '/video?ticket=abc');
    await screen.findByText('设备离线，无法预览');
    expect(screen.getByText('离线')).toBeTruthy();
    expect(screen.queryByAltText('东门入口枪机-03 实时画面')).toBeNull();
  });

  it.each([
    ['a refused ticket', '/video?ticket=old', () => Promise.reject(refused)],
    ['no ticket', '/video', () => Promise.resolve(CAMERA)],
  ])('says 链接已失效，请从控制台重新打开 for %s', async (_, route, answer) => {
    open(<VideoPage api={fakeApi({ live: vi.fn(answer) })} />, route);
    await screen.findByText('链接已失效，请从控制台重新打开');
    expect(screen.getByText(/设备管理 › 枪机管理 › 实时视频/)).toBeTruthy();
  });

  it('shows another failure with 重试, which loads again', async () => {
    const live = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('网络连接失败，请检查网络', { kind: 'network' }))
      .mockResolvedValue(CAMERA);
    open(<VideoPage api={fakeApi({ live })} />, '/video?ticket=abc');
    await screen.findByText('网络连接失败，请检查网络');
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('东门入口枪机-03');
    expect(live).toHaveBeenCalledTimes(2);
  });
});

// A whole antd form in jsdom: slow on a busy machine.
describe('/video1 视频预览（多画面）', { timeout: 60_000 }, () => {
  it('shows the cameras of the park 2×2, each with its own ticket, and says which is offline', async () => {
    const cameras = [
      { ...CAMERA, ticket: 'a' },
      { ...CAMERA, deviceId: 8, deviceName: '西门出口枪机-07', laneName: '西门出口车道', ticket: 'b' },
      { ...CAMERA, deviceId: 9, deviceName: '南门入口枪机-02', laneName: '南门入口车道', online: false, ticket: 'c' },
    ];
    const parkCameras = vi.fn().mockResolvedValue({ parkName: '西湖文化广场停车场', cameras });
    open(<Video1Page api={fakeApi({ parkCameras })} />, '/video1?ticket=a');
    await screen.findByText('视频预览（多画面）');
    expect(parkCameras).toHaveBeenCalledWith('a');
    expect(screen.getByText('西湖文化广场停车场 · 3 路 · 每 2 秒刷新')).toBeTruthy();
    expect((screen.getByAltText('西门出口枪机-07 实时画面') as HTMLImageElement).getAttribute('src')).toBe('/frame?ticket=b&seq=0');
    expect(screen.getByAltText('东门入口枪机-03 实时画面')).toBeTruthy();
    expect(screen.queryByAltText('南门入口枪机-02 实时画面')).toBeNull();
    expect(screen.getByText('设备离线，无法预览')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '单画面' }).map((a) => a.getAttribute('href'))).toEqual([
      '/video?ticket=a',
      '/video?ticket=b',
      '/video?ticket=c',
    ]);
  });

  it('says 链接已失效，请从控制台重新打开 for a refused ticket', async () => {
    open(<Video1Page api={fakeApi({ parkCameras: vi.fn().mockRejectedValue(refused) })} />, '/video1?ticket=old');
    await screen.findByText('链接已失效，请从控制台重新打开');
  });
});

describe('/remoteConfig 远程配置', { timeout: 60_000 }, () => {
  it('shows the parameters, keeps what was typed when the platform refuses, then sends and shows 最近配置时间', async () => {
    const sendConfig = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('显示屏文字只能包含汉字、字母、数字、空格和常用标点', { kind: 'business', code: '0x10d7500400' }))
      .mockImplementation((_t: string, config: LaneTerminalConfig) =>
        Promise.resolve({ ...TERMINAL, config, lastConfigTime: '2026-01-15 10:05:00' }),
      );
    open(<RemoteConfigPage api={fakeApi({ readConfig: vi.fn().mockResolvedValue(TERMINAL), sendConfig })} />, '/remoteConfig?ticket=t1');
    const text = (await screen.findByDisplayValue('欢迎光临 一路平安')) as HTMLInputElement;
    expect(screen.getByText('尚未远程配置')).toBeTruthy();
    fireEvent.change(text, { target: { value: '欢迎光临★' } });
    fireEvent.click(screen.getByRole('button', { name: '下发配置' }));
    await screen.findByText('显示屏文字只能包含汉字、字母、数字、空格和常用标点');
    expect(sendConfig).toHaveBeenLastCalledWith('t1', { ...CONFIG, displayText: '欢迎光临★' });
    expect((screen.getByDisplayValue('欢迎光临★') as HTMLInputElement).value).toBe('欢迎光临★');

    fireEvent.change(text, { target: { value: '减速慢行' } });
    fireEvent.click(screen.getByRole('button', { name: '下发配置' }));
    await screen.findByText('2026-01-15 10:05:00');
    expect(sendConfig).toHaveBeenLastCalledWith('t1', { ...CONFIG, displayText: '减速慢行' });
    expect(screen.queryByText('下发失败')).toBeNull();
  });

  it('asks before 读取当前配置 overwrites typed changes, and reloads on 确定', async () => {
    const readConfig = vi
      .fn()
      .mockResolvedValueOnce(TERMINAL)
      .mockResolvedValue({ ...TERMINAL, config: { ...CONFIG, displayText: '一车一杆' } });
    open(<RemoteConfigPage api={fakeApi({ readConfig })} />, '/remoteConfig?ticket=t1');
    fireEvent.change(await screen.findByDisplayValue('欢迎光临 一路平安'), { target: { value: '未下发的文字' } });
    fireEvent.click(screen.getByRole('button', { name: '读取当前配置' }));
    await screen.findByText('读取后将覆盖尚未下发的修改，是否继续？');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
    await screen.findByDisplayValue('一车一杆');
    expect(readConfig).toHaveBeenCalledTimes(2);
  });

  it('warns that an offline terminal cannot be configured and shows the platform refusal', async () => {
    const sendConfig = vi.fn().mockRejectedValue(new ApiError('终端离线，无法下发配置', { kind: 'business', code: DEVICE_OFFLINE_CODE }));
    open(
      <RemoteConfigPage api={fakeApi({ readConfig: vi.fn().mockResolvedValue({ ...TERMINAL, online: false }), sendConfig })} />,
      '/remoteConfig?ticket=t1',
    );
    await screen.findByText(/终端离线，配置将无法下发/);
    fireEvent.click(screen.getByRole('button', { name: '下发配置' }));
    await screen.findByText('终端离线，无法下发配置');
  });

  it('says 链接已失效，请从控制台重新打开 for a refused ticket', async () => {
    open(<RemoteConfigPage api={fakeApi({ readConfig: vi.fn().mockRejectedValue(refused) })} />, '/remoteConfig?ticket=old');
    await screen.findByText('链接已失效，请从控制台重新打开');
    expect(screen.getByText(/设备管理 › 终端管理 › 远程配置/)).toBeTruthy();
  });
});

describe('/whiteAlarmPage 告警', () => {
  it('says the page is provided by the platform and how the duty room gets the alarms, listing the alarm types', () => {
    renderPage(<WhiteAlarmPage />, '/whiteAlarmPage');
    expect(screen.getByText('告警值班页由平台提供')).toBeTruthy();
    expect(screen.getByText(/值班室大屏请使用值班账号登录控制台/)).toBeTruthy();
    for (const title of ['黑名单车辆入场告警', '视频设备离线告警', '车场对接批量离线告警']) expect(screen.getByText(title)).toBeTruthy();
  });
});
