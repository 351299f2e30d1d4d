// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import TodoPage from './TodoPage';
import { TODO_COUNT_CODE } from '../../stores/counters';
import { DEAL_BACKLOG_CODE } from './dealBacklog';
import { userStore } from '../../stores/userStore';
import { envelope, installHttpDoubles, type FetchCall, type Reply } from '../../testing/httpDoubles';

const BACKLOGS = '/api/backlog/v2/api/backlogs';
const TYPES = '/api/backlog/v2/api/backLogType';
const DEAL = '/api/backlog/v2/api/backlogs/deal';
/** Page size of the to-do corner-mark queries (stores/counters.ts), which tell them from the page's own list. */
const COUNT_PAGE_SIZE = '9999';

let http: ReturnType<typeof installHttpDoubles>;
const queryOf = (c: FetchCall) => Object.fromEntries(new URL(c.url, 'http://console').searchParams);
const backlogQueries = () => http.calls.filter((c) => c.url.split('?')[0] === BACKLOGS).map(queryOf);
/** The queries of the page's list, in order. */
const listQueries = () => backlogQueries().filter((q) => q.pageSize !== COUNT_PAGE_SIZE);
/** The corner-mark queries of a counters refresh. */
const counterQueries = () => backlogQueries().filter((q) => q.pageSize === COUNT_PAGE_SIZE);
const COUNTER_REFRESH = [
  { pageNo: '1', pageSize: COUNT_PAGE_SIZE, dealStatus: '0' },
  { pageNo: '1', pageSize: COUNT_PAGE_SIZE },
  { pageNo: '1', pageSize: COUNT_PAGE_SIZE, dealStatus: '1' },
];
/** The bodies 处理 / 关闭 sent. */
const deals = () =>
  http.calls
    .filter((c) => c.url === DEAL)
    .map((c) => {
      expect(c.init.method).toBe('POST');
      return JSON.parse(String(c.init.body)) as unknown;
    });
const toasts = () => http.toasts.map(({ type, content }) => ({ type, content }));
/** Answers with `first` once, then with `then`. */
const once = (first: Reply, then: Reply): Reply => {
  let used = false;
  return (call) => {
    const reply = used ? then : first;
    used = true;
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(call) : reply;
  };
};
let routes: Record<string, Reply>;
const servePlatform = (overrides: Record<string, Reply>) => {
  routes = { ...routes, ...overrides };
  http.serve(routes);
};

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
  sessionStorage.clear();
  userStore.reset();
  userStore.set({ buttonCodes: [TODO_COUNT_CODE, DEAL_BACKLOG_CODE] });
  http = installHttpDoubles();
  routes = {
    [TYPES]: () =>
      envelope('200', [
        { value: '1', label: '月对账单' },
        { value: '2', label: '执行任务' },
      ]),
    [BACKLOGS]: () => envelope('200', page([row(1), row(2, 1), row(3, 2)], 23)),
    [DEAL]: () => envelope('200', null),
  };
  http.serve(routes);
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
    expect(listQueries()).toEqual([{ pageNo: '1', pageSize: '10' }]);
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
      expect(listQueries().at(-1)).toEqual({ pageNo: '1', pageSize: '10', title: '对账', backlogType: '1', dealStatus: '1' }),
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
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ pageNo: '3', pageSize: '10', title: '对账', dealStatus: '0' }));
    expect(JSON.parse(sessionStorage.getItem('todoValue')!)).toEqual({ title: '对账', dealStatus: 0, pageNo: 3, pageSize: 10 });
  });

  it('重置 clears the filters and goes back to page 1', async () => {
    sessionStorage.setItem('todoValue', JSON.stringify({ title: '对账', dealStatus: 2, pageNo: 2, pageSize: 20 }));
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ pageNo: '1', pageSize: '20' }));
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('');
    expect(JSON.parse(sessionStorage.getItem('todoValue')!)).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('changing the page size goes back to page 1', async () => {
    sessionStorage.setItem('todoValue', JSON.stringify({ pageNo: 2, pageSize: 10 }));
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('20 条/页'));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ pageNo: '1', pageSize: '20' }));
  });

  it('reads the stored query back on mount', async () => {
    sessionStorage.setItem('todoValue', JSON.stringify({ title: '告警', dealStatus: 2, pageNo: 2, pageSize: 20 }));
    renderPage(<TodoPage />, '/todo');
    await waitFor(() => expect(listQueries()).toContainEqual({ pageNo: '2', pageSize: '20', title: '告警', dealStatus: '2' }));
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('告警');
  });

  it('shows 暂无待办事项 when there is nothing', async () => {
    servePlatform({ [BACKLOGS]: () => envelope('200', page([], 0)) });
    renderPage(<TodoPage />, '/todo');
    expect(await screen.findByText('暂无待办事项')).toBeTruthy();
  });

  it('shows an error with 重试, and 重试 loads again', async () => {
    servePlatform({
      [BACKLOGS]: once(envelope('0x1', null, '服务繁忙'), () => envelope('200', page([row(1), row(2, 1), row(3, 2)], 23))),
    });
    renderPage(<TodoPage />, '/todo');
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    expect(screen.queryByText('待办1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('待办1')).toBeTruthy();
    expect(listQueries()).toHaveLength(2);
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
    servePlatform({ [TYPES]: () => envelope('0x1', null, 'x') });
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

  it('without the 处理 code (BKLG19010011) no row offers 处理 or 关闭, and 查看 stays', async () => {
    userStore.set({ buttonCodes: [TODO_COUNT_CODE] });
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    for (const title of ['待办1', '待办2', '待办3']) {
      expect(queryButton(rowOf(title), '处理')).toBeNull();
      expect(queryButton(rowOf(title), '关闭')).toBeNull();
      expect(button(rowOf(title), '查看')).toBeTruthy();
    }
  });

  it('处理 sends the remark with dealStatus 1, toasts 处理成功, reloads the same query and refreshes the counters', async () => {
    sessionStorage.setItem('todoValue', JSON.stringify({ title: '待办', dealStatus: 0, pageNo: 3, pageSize: 10 }));
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    expect(listQueries()).toHaveLength(1);
    fireEvent.click(button(rowOf('待办1'), '处理'));
    const dialog = await screen.findByRole('dialog');
    expect(remarkBox().maxLength).toBe(200);
    expect(within(dialog).getByText('0 / 200')).toBeTruthy();
    fireEvent.change(remarkBox(), { target: { value: '  已核对  ' } });
    fireEvent.click(button(dialog, '确定'));
    await waitFor(() => expect(deals()).toEqual([{ backlogId: 'b1', dealStatus: 1, dealRemark: '已核对' }]));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', content: '处理成功' }]));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries().at(-1)).toEqual({ pageNo: '3', pageSize: '10', title: '待办', dealStatus: '0' });
    await waitFor(() => expect(counterQueries()).toEqual(COUNTER_REFRESH));
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('待办');
  });

  it('处理 without a remark sends no dealRemark; 取消 sends nothing', async () => {
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(button(rowOf('待办1'), '处理'));
    fireEvent.click(button(await screen.findByRole('dialog'), '取消'));
    expect(deals()).toEqual([]);
    fireEvent.click(button(rowOf('待办1'), '处理'));
    await waitFor(() => expect(remarkBox().value).toBe(''));
    fireEvent.click(button(screen.getByRole('dialog'), '确定'));
    await waitFor(() => expect(deals()).toEqual([{ backlogId: 'b1', dealStatus: 1 }]));
  });

  it('a failed 处理 keeps the modal open with the remark, and neither toasts success nor reloads', async () => {
    servePlatform({ [DEAL]: () => envelope('0x10d7500015', null, '当前状态不允许该操作') });
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(button(rowOf('待办1'), '处理'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(remarkBox(), { target: { value: '说明文字' } });
    fireEvent.click(button(dialog, '确定'));
    await waitFor(() => expect(deals()).toEqual([{ backlogId: 'b1', dealStatus: 1, dealRemark: '说明文字' }]));
    await waitFor(() => expect(button(dialog, '确定').className).not.toMatch(/loading/));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(remarkBox().value).toBe('说明文字');
    // The HTTP client's error toast only: no success toast.
    expect(toasts()).toEqual([{ type: 'error', content: '当前状态不允许该操作' }]);
    expect(listQueries()).toHaveLength(1);
    expect(counterQueries()).toEqual([]);
  });

  it('关闭 asks 确认关闭该待办事项？, then sends dealStatus 2, toasts 操作成功 and reloads', async () => {
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(button(rowOf('待办1'), '关闭'));
    expect(await screen.findByText('确认关闭该待办事项？')).toBeTruthy();
    expect(deals()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(deals()).toEqual([{ backlogId: 'b1', dealStatus: 2 }]));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', content: '操作成功' }]));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    await waitFor(() => expect(counterQueries()).toEqual(COUNTER_REFRESH));
  });

  it('关闭 then 取消 sends nothing', async () => {
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(button(rowOf('待办1'), '关闭'));
    await screen.findByText('确认关闭该待办事项？');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await new Promise((r) => setTimeout(r, 50));
    expect(deals()).toEqual([]);
    expect(listQueries()).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });

  it.each([
    ['carries them', { dealTime: '2024-05-02 09:10:11', dealRemark: '已核对' }, true],
    ['does not carry them', {}, false],
  ])('查看 of an item that %s: 处理时间 and 处理说明 shown accordingly', async (_name, extra, shown) => {
    servePlatform({ [BACKLOGS]: () => envelope('200', page([{ ...row(1, 1), ...extra }], 1)) });
    renderPage(<TodoPage />, '/todo');
    await screen.findByText('待办1');
    fireEvent.click(button(rowOf('待办1'), '查看'));
    const dialog = await screen.findByRole('dialog');
    for (const text of ['处理时间', '2024/05/02 09:10:11', '处理说明', '已核对'])
      expect(within(dialog).queryByText(text) !== null).toBe(shown);
  });
});
