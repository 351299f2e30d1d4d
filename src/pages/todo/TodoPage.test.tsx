// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import TodoPage from './TodoPage';
import { getBacklogs, getBacklogTypes } from '../../api/shell';
import { ApiError } from '../../api/apiError';
import { testShellServices } from '../../testing/shellServices';
import { refreshCounters } from '../../stores/counters';
import { dealBacklog } from './dealBacklog';

vi.mock('../../api/shell', () => ({ getBacklogs: vi.fn(), getBacklogTypes: vi.fn() }));
vi.mock('../../stores/counters', () => ({ refreshCounters: vi.fn() }));
vi.mock('./dealBacklog', async (importOriginal) => ({ ...(await importOriginal<typeof import('./dealBacklog')>()), dealBacklog: vi.fn() }));
const backlogs = vi.mocked(getBacklogs);
const types = vi.mocked(getBacklogTypes);
const deal = vi.mocked(dealBacklog);
const counters = vi.mocked(refreshCounters);
let toasts: { type: string; content: string }[] = [];

const row = (i: number, dealStatus = 0) => ({
  backlogId: `b${i}`,
  title: `待办${i}`,
  backlogType: '2',
  dealStatus,
  createTime: '2024-05-01 08:30:00',
  content: `内容${i}\n第二行`,
});

function page(results: ReturnType<typeof row>[], totalRecord: number) {
  return { results, totalRecord };
}

async function chooseOption(label: string, option: string) {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  fireEvent.mouseDown(item.querySelector('.ant-select-selector')!);
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices[choices.length - 1]);
}

beforeEach(() => {
  vi.resetAllMocks();
  sessionStorage.clear();
  types.mockResolvedValue([
    { value: '1', label: '月对账单' },
    { value: '2', label: '执行任务' },
  ]);
  backlogs.mockResolvedValue(page([row(1), row(2, 1), row(3, 2)], 23));
  deal.mockResolvedValue(null);
  counters.mockResolvedValue(undefined);
  toasts = [];
  testShellServices({ toast: { destroy: () => undefined, open: (c) => void toasts.push({ type: c.type, content: c.content }) } });
});

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const button = (scope: HTMLElement, name: string) => within(scope).getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });
const queryButton = (scope: HTMLElement, name: string) =>
  within(scope).queryByRole('button', { name: new RegExp(name.split('').join('\\s*')) });
const remarkBox = () => screen.getByLabelText('处理说明') as HTMLTextAreaElement;

describe('TodoPage', () => {
  it('loads the first page with the type labels, coloured status tags, total and 条/页', async () => {
    renderPage(<TodoPage />, '/todo');
    expect(await screen.findByText('待办1')).toBeTruthy();
    expect(backlogs).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 });
    expect(screen.getByText('共 23 条')).toBeTruthy();
    expect(screen.getByText('10 条/页')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('执行任务').length).toBe(3));
    for (const text of ['待处理', '已处理', '已关闭']) expect(screen.getByText(text, { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getAllByText('2024/05/01 08:30:00')).toHaveLength(3);
  });

  it('查询 sends the filters from page 1 and stores them in sessionStorage todoValue', async () => {
    sessionStorage.setItem('todoValue', JSON.stringify({ pageNo: 3, pageSize: 10 }));
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: ' 对账 ' } });
    await chooseOption('类型', '月对账单');
    await chooseOption('状态', '已处理');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backlogs).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, title: '对账', backlogType: '1', dealStatus: 1 }),
    );
    expect(JSON.parse(sessionStorage.getItem('todoValue')!)).toEqual({
      title: '对账',
      backlogType: '1',
      dealStatus: 1,
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('paging keeps the filters', async () => {
    sessionStorage.setItem('todoValue', JSON.stringify({ title: '对账', dealStatus: 0, pageNo: 1, pageSize: 10 }));
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(backlogs).toHaveBeenLastCalledWith({ pageNo: 3, pageSize: 10, title: '对账', dealStatus: 0 }));
    expect(JSON.parse(sessionStorage.getItem('todoValue')!)).toEqual({ title: '对账', dealStatus: 0, pageNo: 3, pageSize: 10 });
  });

  it('重置 clears the filters and goes back to page 1', async () => {
    sessionStorage.setItem('todoValue', JSON.stringify({ title: '对账', dealStatus: 2, pageNo: 2, pageSize: 20 }));
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(backlogs).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20 }));
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('');
    expect(JSON.parse(sessionStorage.getItem('todoValue')!)).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('changing the page size goes back to page 1', async () => {
    sessionStorage.setItem('todoValue', JSON.stringify({ pageNo: 2, pageSize: 10 }));
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('20 条/页'));
    await waitFor(() => expect(backlogs).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20 }));
  });

  it('reads the stored query back on mount', async () => {
    sessionStorage.setItem('todoValue', JSON.stringify({ title: '告警', dealStatus: 2, pageNo: 2, pageSize: 20 }));
    renderPage(<TodoPage />, '/todo');
    await waitFor(() => expect(backlogs).toHaveBeenCalledWith({ pageNo: 2, pageSize: 20, title: '告警', dealStatus: 2 }));
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('告警');
  });

  it('shows 暂无待办事项 when there is nothing', async () => {
    backlogs.mockResolvedValue(page([], 0));
    renderPage(<TodoPage />, '/todo');
    expect(await screen.findByText('暂无待办事项')).toBeTruthy();
  });

  it('shows an error with 重试, and 重试 loads again', async () => {
    backlogs.mockRejectedValueOnce(new ApiError('服务繁忙', { kind: 'business', code: '0x1' }));
    renderPage(<TodoPage />, '/todo');
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    expect(screen.queryByText('待办1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('待办1')).toBeTruthy();
    expect(backlogs).toHaveBeenCalledTimes(2);
  });

  it('查看 opens the content in a modal', async () => {
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办2');
    fireEvent.click(screen.getAllByRole('button', { name: /查\s*看/ })[1]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('待办2')).toBeTruthy();
    expect(within(dialog).getByText(/内容2/)).toBeTruthy();
  });

  it('still works when the type list fails', async () => {
    types.mockRejectedValue(new Error('x'));
    renderPage(<TodoPage />, '/todo');
    expect(await screen.findByText('待办1')).toBeTruthy();
    expect(screen.getAllByText('2').length).toBeGreaterThan(0);
  });

  it('offers 处理 and 关闭 only on 待处理 rows', async () => {
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    expect(button(rowOf('待办1'), '处理')).toBeTruthy();
    expect(button(rowOf('待办1'), '关闭')).toBeTruthy();
    for (const dealt of ['待办2', '待办3']) {
      expect(queryButton(rowOf(dealt), '处理')).toBeNull();
      expect(queryButton(rowOf(dealt), '关闭')).toBeNull();
      expect(button(rowOf(dealt), '查看')).toBeTruthy();
    }
  });

  it('处理 sends the remark with dealStatus 1, toasts 处理成功, reloads the same query and refreshes the counters', async () => {
    sessionStorage.setItem('todoValue', JSON.stringify({ title: '待办', dealStatus: 0, pageNo: 3, pageSize: 10 }));
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    expect(backlogs).toHaveBeenCalledTimes(1);
    fireEvent.click(button(rowOf('待办1'), '处理'));
    const dialog = await screen.findByRole('dialog');
    expect(remarkBox().maxLength).toBe(200);
    expect(within(dialog).getByText('0 / 200')).toBeTruthy();
    fireEvent.change(remarkBox(), { target: { value: '  已核对  ' } });
    fireEvent.click(button(dialog, '确定'));
    await waitFor(() => expect(deal).toHaveBeenCalledWith({ backlogId: 'b1', dealStatus: 1, dealRemark: '已核对' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', content: '处理成功' }]));
    await waitFor(() => expect(backlogs).toHaveBeenCalledTimes(2));
    expect(backlogs).toHaveBeenLastCalledWith({ pageNo: 3, pageSize: 10, title: '待办', dealStatus: 0 });
    expect(counters).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('待办');
  });

  it('处理 without a remark sends no dealRemark; 取消 sends nothing', async () => {
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(button(rowOf('待办1'), '处理'));
    fireEvent.click(button(await screen.findByRole('dialog'), '取消'));
    expect(deal).not.toHaveBeenCalled();
    fireEvent.click(button(rowOf('待办1'), '处理'));
    await waitFor(() => expect(remarkBox().value).toBe(''));
    fireEvent.click(button(screen.getByRole('dialog'), '确定'));
    await waitFor(() => expect(deal).toHaveBeenCalledWith({ backlogId: 'b1', dealStatus: 1 }));
  });

  it('a failed 处理 keeps the modal open with the remark, and neither toasts success nor reloads', async () => {
    deal.mockRejectedValueOnce(new ApiError('当前状态不允许该操作', { kind: 'business', code: '0x10d7500015' }));
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(button(rowOf('待办1'), '处理'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(remarkBox(), { target: { value: '说明文字' } });
    fireEvent.click(button(dialog, '确定'));
    await waitFor(() => expect(deal).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button(dialog, '确定').className).not.toMatch(/loading/));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(remarkBox().value).toBe('说明文字');
    expect(toasts).toEqual([]);
    expect(backlogs).toHaveBeenCalledTimes(1);
    expect(counters).not.toHaveBeenCalled();
  });

  it('关闭 asks 确认关闭该待办事项？, then sends dealStatus 2, toasts 操作成功 and reloads', async () => {
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(button(rowOf('待办1'), '关闭'));
    expect(await screen.findByText('确认关闭该待办事项？')).toBeTruthy();
    expect(deal).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(deal).toHaveBeenCalledWith({ backlogId: 'b1', dealStatus: 2 }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', content: '操作成功' }]));
    await waitFor(() => expect(backlogs).toHaveBeenCalledTimes(2));
    expect(counters).toHaveBeenCalledTimes(1);
  });

  it('关闭 then 取消 sends nothing', async () => {
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(button(rowOf('待办1'), '关闭'));
    await screen.findByText('确认关闭该待办事项？');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await new Promise((r) => setTimeout(r, 50));
    expect(deal).not.toHaveBeenCalled();
    expect(backlogs).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });

  it.each([
    ['carries them', { dealTime: '2024-05-02 09:10:11', dealRemark: '已核对' }, true],
    ['does not carry them', {}, false],
  ])('查看 of an item that %s: 处理时间 and 处理说明 shown accordingly', async (_name, extra, shown) => {
    backlogs.mockResolvedValue(page([{ ...row(1, 1), ...extra }], 1));
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(button(rowOf('待办1'), '查看'));
    const dialog = await screen.findByRole('dialog');
    for (const text of ['处理时间', '2024/05/02 09:10:11', '处理说明', '已核对'])
      expect(within(dialog).queryByText(text) !== null).toBe(shown);
  });
});
