// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import TodoPage from './TodoPage';
import { getBacklogs, getBacklogTypes } from '../../api/shell';
import { ApiError } from '../../api/apiError';

vi.mock('../../api/shell', () => ({ getBacklogs: vi.fn(), getBacklogTypes: vi.fn() }));
const backlogs = vi.mocked(getBacklogs);
const types = vi.mocked(getBacklogTypes);

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
});

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
    await waitFor(() => expect(backlogs).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, title: '对账', backlogType: '1', dealStatus: 1 }));
    expect(JSON.parse(sessionStorage.getItem('todoValue')!)).toEqual({ title: '对账', backlogType: '1', dealStatus: 1, pageNo: 1, pageSize: 10 });
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
});
