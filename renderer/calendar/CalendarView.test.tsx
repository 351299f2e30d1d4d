// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { CalendarView as CalendarViewSpec } from '../../schemas/meta/generated/area';
import type { EndpointCall } from '../core/services';
import { useInvalidateArea } from '../core/viewData';
import type { ResolvedArea } from '../core/viewProps';
import { createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import CalendarView from './CalendarView';

const today = dayjs().format('YYYY-MM-DD');
const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');

const view: CalendarViewSpec = {
  kind: 'calendar',
  title: '手动排班',
  endpoint: 'calendar',
  save: 'save',
  savePermission: 'SCHD24020003',
  rows: { rowKey: 'staffId', title: '员工', label: 'staffName', description: 'roleName' },
  cell: { dataIndex: 'shiftId', title: '班次', dictionary: 'shift' },
  views: ['week', 'month'],
  filters: [{ dataIndex: 'parkId', title: '车场', valueType: 'select', dictionary: 'park', required: true, defaultFirst: true }],
};
const area: ResolvedArea = {
  area: 'schedule',
  title: '排班管理',
  endpoints: {
    calendar: { method: 'GET', path: '/schedules' },
    save: { method: 'POST', path: '/schedules/save' },
    shifts: { method: 'GET', path: '/shifts', query: { parkId: { field: 'parkId' } }, result: { list: 'data' } },
    parks: { method: 'GET', path: '/parks', result: { list: 'data' } },
  },
  dictionaries: {
    shift: { endpoint: 'shifts', labelKey: 'shiftName', valueKey: 'shiftId', colorKey: 'color', cache: 'none' },
    park: { endpoint: 'parks', labelKey: 'parkName', valueKey: 'parkId' },
  },
  views: { byHand: view },
};

const routes = (over: Record<string, unknown> = {}) => ({
  'GET /parks': ok([
    { parkId: 1001, parkName: '西湖文化广场停车场' },
    { parkId: 1004, parkName: '城西银泰城停车场' },
  ]),
  'GET /shifts': ok([
    { shiftId: 1, shiftName: '早班', color: '#1677ff' },
    { shiftId: 2, shiftName: '中班', color: '#52c41a' },
  ]),
  'GET /schedules': (call: EndpointCall) =>
    ok({
      rows:
        call.params?.parkId === 1001
          ? [
              { staffId: 4001, staffName: '周志强', roleName: '岗亭收费员' },
              { staffId: 5001, staffName: '蒋文涛', roleName: '巡检员' },
            ]
          : [],
      cells: call.params?.parkId === 1001 ? [{ staffId: 4001, date: today, shiftId: 1 }] : [],
    }),
  ...over,
});

const cellOf = (staffId: number, date: string) => document.querySelector(`td[data-cell="${staffId}|${date}"]`) as HTMLElement;

/** Drops the area's keys as a successful action of the area does. */
let invalidateArea: (name: string) => Promise<unknown> = async () => undefined;
function AreaActions() {
  invalidateArea = useInvalidateArea();
  return null;
}

function mount(over: Record<string, unknown> = {}, permissions: string[] | 'all' = 'all') {
  const services = createFakeServices({ routes: routes(over), permissions });
  renderWithServices(
    <>
      <AreaActions />
      <CalendarView area={area} viewName="byHand" view={view} params={{}} pointer="/views/byHand" container="page" />
    </>,
    services,
  );
  return services;
}

async function choose(staffId: number, date: string, shift: string) {
  fireEvent.mouseDown(cellOf(staffId, date));
  fireEvent.mouseUp(window);
  const picker = await screen.findByRole('listbox', { name: '选择班次' });
  fireEvent.click(within(picker).getByText(shift));
}

describe('CalendarView', () => {
  it('loads the first park by default: rows, the week of today with 周一…周日, the saved cells in their shift', async () => {
    const services = mount();
    expect(await screen.findByText('周志强')).toBeTruthy();
    expect(screen.getByText('巡检员')).toBeTruthy();
    const call = services.calls.find((c) => c.url === '/schedules')!;
    expect(call.params).toMatchObject({
      parkId: 1001,
      startDate: dayjs(today)
        .subtract((dayjs(today).day() + 6) % 7, 'day')
        .format('YYYY-MM-DD'),
    });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['员工', expect.stringContaining('周一'), expect.stringContaining('今天')]),
    );
    expect(cellOf(4001, today).textContent).toBe('早班');
    expect(screen.getByRole('button', { name: /^保\s*存$/ })).toHaveProperty('disabled', true);
  });

  it('saves only the changed cells, keeps the refused one marked with its reason and the rest saved', async () => {
    const services = mount({
      'POST /schedules/save': ok({
        saved: 1,
        refused: [{ staffId: 5001, date: tomorrow, shiftId: 2, reason: '该员工当天已有班次（城西银泰城停车场 巡检下午 14:00-17:00）' }],
      }),
    });
    await screen.findByText('周志强');
    await choose(4001, tomorrow, '中班');
    await choose(5001, tomorrow, '中班');
    expect(cellOf(4001, tomorrow).className).toContain('is-changed');
    fireEvent.click(screen.getByRole('button', { name: '保存（2）' }));
    await waitFor(() =>
      expect(services.messages).toContainEqual({
        type: 'warning',
        text: '1 处排班未保存：该员工当天已有班次（城西银泰城停车场 巡检下午 14:00-17:00）',
      }),
    );
    const save = services.calls.find((c) => c.url === '/schedules/save')!;
    expect(save.data).toEqual({
      parkId: 1001,
      changes: [
        { staffId: 4001, date: tomorrow, shiftId: 2 },
        { staffId: 5001, date: tomorrow, shiftId: 2 },
      ],
    });
    expect(cellOf(4001, tomorrow).className).not.toContain('is-changed');
    expect(cellOf(5001, tomorrow).className).toContain('is-refused');
    expect(cellOf(5001, tomorrow).getAttribute('aria-label')).toContain('未保存：该员工当天已有班次');
    // (the loading icon may linger in jsdom, where antd's motion never ends)
    await waitFor(() => expect(screen.getByRole('button', { name: /保存（1）$/ })).toBeTruthy());
    // The save is an action of the area: the cells are loaded again, and the refused cell stays marked.
    await waitFor(() => expect(services.calls.filter((c) => c.url === '/schedules')).toHaveLength(2));
    await waitFor(() => expect(screen.getByText('周志强')).toBeTruthy());
    expect(cellOf(5001, tomorrow).className).toContain('is-refused');
  });

  it('loads the cells again after an action of the area, keeping unsaved edits; leaving the week after 放弃更改 drops them', async () => {
    const services = mount();
    const loads = () => services.calls.filter((c) => c.url === '/schedules').length;
    await screen.findByText('周志强');
    await choose(4001, tomorrow, '中班');
    const before = loads();
    await act(() => invalidateArea('schedule'));
    await waitFor(() => expect(loads()).toBe(before + 1));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存（1）' })).toBeTruthy());
    expect(cellOf(4001, tomorrow).textContent).toBe('中班');
    expect(cellOf(4001, tomorrow).className).toContain('is-changed');

    fireEvent.click(screen.getByRole('button', { name: '下一周' }));
    fireEvent.click(await screen.findByRole('button', { name: '放弃更改' }));
    fireEvent.click(screen.getByRole('button', { name: '上一周' }));
    await waitFor(() => expect(cellOf(4001, today).textContent).toBe('早班'));
    expect(cellOf(4001, tomorrow).className).not.toContain('is-changed');
    expect(screen.getByRole('button', { name: /^保\s*存$/ })).toHaveProperty('disabled', true);
  });

  it('a failed save keeps every unsaved cell', async () => {
    const services = mount({
      'POST /schedules/save': () => {
        throw new Error('网络异常，请稍后重试');
      },
    });
    await screen.findByText('周志强');
    await choose(4001, tomorrow, '中班');
    fireEvent.click(screen.getByRole('button', { name: '保存（1）' }));
    await waitFor(() => expect(services.messages).toContainEqual({ type: 'error', text: '网络异常，请稍后重试' }));
    expect(cellOf(4001, tomorrow).textContent).toBe('中班');
    expect(cellOf(4001, tomorrow).className).toContain('is-changed');
  });

  it('clears a cell with 清除, and 撤销更改 puts back what was saved after confirming', async () => {
    mount();
    await screen.findByText('周志强');
    fireEvent.mouseDown(cellOf(4001, today));
    fireEvent.mouseUp(window);
    fireEvent.click(within(await screen.findByRole('listbox', { name: '选择班次' })).getByText('清除'));
    expect(cellOf(4001, today).textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '撤销更改' }));
    await screen.findAllByText('确定撤销全部未保存的更改？');
    fireEvent.click(screen.getAllByRole('button', { name: '撤销更改' }).at(-1)!);
    await waitFor(() => expect(cellOf(4001, today).textContent).toBe('早班'));
  });

  it('is read-only without the save permission, shows 暂无数据 for a park without staff, and 重试 after an error', async () => {
    let fail = true;
    mount(
      {
        'GET /schedules': () => {
          if (fail) throw new Error('服务器开小差了');
          return ok({ rows: [], cells: [] });
        },
      },
      [],
    );
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^保存/ })).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });
});
