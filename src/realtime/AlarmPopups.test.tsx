// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { testShellServices } from '../testing/shellServices';
import { AlarmPopups } from './AlarmPopups';
import { alarmStore, clearAlarms, showAlarm } from './alarmStore';

let toasts: string[] = [];
beforeEach(() => {
  toasts = [];
  testShellServices({ toast: { open: ({ type, content }) => void toasts.push(`${type}:${content}`), destroy: () => undefined } });
  clearAlarms();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AlarmPopups />
      <Where />
    </MemoryRouter>,
  );
}

const popups = () => screen.queryAllByRole('alertdialog');

describe('AlarmPopups', () => {
  it('shows each alarm type with the fields its message carries, leaving empty ones out', () => {
    renderAt('/index');
    act(() => {
      showAlarm({
        msgType: 1,
        plateNo: '浙A·12345',
        parkName: '西湖文化广场停车场',
        location: '东门入口',
        alarmTime: '2026-11-22 08:30:00',
      });
      showAlarm({ msgType: 7, alarmName: '高温告警', deviceName: '西湖1号测温相机', addressType: 1, context: '当前温度68.5℃' });
    });
    const [blacklist, temperature] = popups();
    expect(within(blacklist).getByText('黑名单车辆入场告警')).toBeTruthy();
    expect(within(blacklist).getByText('车牌号码').nextSibling?.textContent).toBe('浙A·12345');
    expect(within(blacklist).getByText('出入口').nextSibling?.textContent).toBe('东门入口');
    expect(within(temperature).getByText('温度异常告警')).toBeTruthy();
    expect(within(temperature).getByText('场景').nextSibling?.textContent).toBe('停车场');
    expect(within(temperature).queryByText('告警级别')).toBeNull();
  });

  it('replaces the popup of a type with its newest message', () => {
    renderAt('/index');
    act(() => showAlarm({ msgType: 1, plateNo: '浙A·11111' }));
    act(() => showAlarm({ msgType: 1, plateNo: '浙A·22222' }));
    expect(popups()).toHaveLength(1);
    expect(screen.getByText('浙A·22222')).toBeTruthy();
    expect(screen.queryByText('浙A·11111')).toBeNull();
  });

  it('the close icon closes only its popup', () => {
    renderAt('/index');
    act(() => {
      showAlarm({ msgType: 2, deviceName: '1号枪机' });
      showAlarm({ msgType: 9, parkName: '武林广场地下停车库' });
    });
    fireEvent.click(within(popups()[0]).getByRole('button', { name: '关闭' }));
    expect(popups()).toHaveLength(1);
    expect(alarmStore.get().popups.map((p) => p.message.msgType)).toEqual([9]);
  });

  it('更多 opens the filtered list and closes the popup', () => {
    renderAt('/index');
    act(() => showAlarm({ msgType: 6, plateNo: '浙A·D1234', parkName: '城西银泰城停车场' }));
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/underpaymentManage/underpaymentCar/list?isParking=1&plateNo=%E6%B5%99A%C2%B7D1234',
    );
    expect(popups()).toHaveLength(0);
    expect(toasts).toEqual([]);
  });

  it.each([
    ['/equipMonitoring/offline/docking', { msgType: 9, parkName: '武林广场地下停车库' }, '您已处于场库设备离线记录页面'],
    ['/equipMonitoring/offline/video', { msgType: 8, devNum: 2 }, '您已处于视频设备离线记录页面'],
    [
      '/operationManagement/specificCar/blackManage/blackAlertRecord/list',
      { msgType: 1, plateNo: '浙A·12345' },
      '您已处于黑名单告警记录页面',
    ],
    ['/equipMonitoring/offline/charge', { msgType: 4, devCode: 'CP1' }, '您已处于充电桩离线记录页面'],
    ['/equipMonitoring/AbnormalRecord/abnormalTemRecord/parking/list', { msgType: 7, addressType: 1 }, '您已处于温度异常告警记录页面'],
    ['/specificParking/cardManage/index', { msgType: 3, plateNo: '浙A·12345' }, '您已处于包期办理页面'],
  ])('on %s already, 更多 says so instead of navigating', (path, message, info) => {
    renderAt(path);
    act(() => showAlarm(message));
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    expect(toasts).toEqual([`info:${info}`]);
    expect(screen.getByTestId('where').textContent).toBe(path);
    expect(popups()).toHaveLength(0);
  });

  it('shows markup in alarm texts literally', () => {
    renderAt('/index');
    act(() => showAlarm({ msgType: 1, plateNo: '<img src=x onerror=alert(1)>' }));
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('renders nothing without alarms', () => {
    const { container } = renderAt('/index');
    expect(container.querySelector('.alarm-popups')).toBeNull();
  });
});
