// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices, ok, renderWithServices, type FakeServices } from '../testing/fakeServices';
import type { ResolvedArea } from '../core/viewProps';
import { ActionButton } from './ActionButton';
import { useActionRunner } from './useActionRunner';

const EXPORT = 'GET /publicity/v2/api/bulletinInfos/export';
const area: ResolvedArea = {
  area: 'sysBulletin',
  title: '系统公告',
  entities: { sysBulletin: { rowKey: 'bulletinId' } },
  endpoints: {
    export: { method: 'GET', path: '/publicity/v2/api/bulletinInfos/export', operation: 'export', list: 'list', result: { url: 'data' } },
  },
  views: {},
  actions: {
    export: { kind: 'export', label: '导出', endpoint: 'export', format: 'csv' },
    exportExcel: { kind: 'export', label: '导出Excel', endpoint: 'export', format: 'xlsx' },
  },
};

const buttonNamed = (label: string) => (_c: string, el: Element | null) =>
  el?.tagName === 'BUTTON' && el.textContent?.replace(/\s/g, '') === label;
const TASK_TEXT = (n: number) => `导出任务已创建，共 ${n} 条数据，是否前往「平台大数据下载」查看进度？`;

function Harness({ total }: { total?: number }) {
  const runner = useActionRunner({
    area,
    params: {},
    search: () => ({ bulletinStatus: 3, orderBy: 'updateTime', orderType: 'desc' }),
    total: () => total,
  });
  return (
    <>
      <ActionButton name="export" runner={runner} placement="toolbar" target={{}} />
      <ActionButton name="exportExcel" runner={runner} placement="toolbar" target={{}} />
      {runner.holder}
    </>
  );
}

function servicesWith(answer: unknown, threshold?: () => Promise<number>): FakeServices {
  const services = createFakeServices({ routes: { [EXPORT]: ok(answer) } });
  if (threshold) services.exportThreshold = vi.fn(threshold);
  return services;
}

const clickInDialog = (label: string) => fireEvent.click(screen.getByText(buttonNamed(label)));

afterEach(() => vi.restoreAllMocks());

describe('export below and above the asynExportThreshold', () => {
  it('at or below the threshold: no asyn, fileType of the format, the file downloads at once', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const services = servicesWith('/api/backlog/v2/api/exportFiles/0123456789abcdef01234567.xlsx', async () => 20);
    renderWithServices(<Harness total={20} />, services);
    fireEvent.click(screen.getByText(buttonNamed('导出Excel')));
    await waitFor(() => expect(services.messages).toEqual([{ type: 'success', text: '导出成功!' }]));
    expect(services.exportThreshold).toHaveBeenCalled();
    expect(services.calls[0].params).toEqual({ bulletinStatus: 3, orderBy: 'updateTime', orderType: 'desc', fileType: 'xlsx' });
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe(
      '/api/backlog/v2/api/exportFiles/0123456789abcdef01234567.xlsx',
    );
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('above the threshold: asks with asyn=1, confirms the task and 确定 goes to /downBigFile', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const services = servicesWith({ taskId: '9f3a', async: true }, async () => 20);
    renderWithServices(<Harness total={21} />, services);
    fireEvent.click(screen.getByText(buttonNamed('导出')));
    expect(await screen.findByText(TASK_TEXT(21))).toBeTruthy();
    expect(services.calls[0].params).toEqual({ bulletinStatus: 3, orderBy: 'updateTime', orderType: 'desc', fileType: 'csv', asyn: 1 });
    clickInDialog('确定');
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith('/downBigFile'));
    expect(click).not.toHaveBeenCalled();
    expect(services.messages).toEqual([]);
  });

  it('a task the platform makes on its own is confirmed too; 取消 stays on the page', async () => {
    const services = servicesWith({ taskId: '9f3b', async: true }, async () => 10000);
    renderWithServices(<Harness total={12} />, services);
    fireEvent.click(screen.getByText(buttonNamed('导出')));
    expect(await screen.findByText(TASK_TEXT(12))).toBeTruthy();
    expect(services.calls[0].params).not.toHaveProperty('asyn');
    clickInDialog('取消');
    // The confirm resolves on 取消; let its continuation run before looking.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it.each<[string, (() => Promise<number>) | undefined, number | undefined]>([
    ['no threshold service', undefined, 50000],
    ['the threshold call fails', async () => Promise.reject(new Error('网络异常')), 50000],
    ['the list has no count yet', async () => 20, undefined],
  ])('%s: downloads at once without asyn', async (_name, threshold, total) => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const services = servicesWith('/api/backlog/v2/api/exportFiles/0123456789abcdef01234567.csv', threshold);
    renderWithServices(<Harness total={total} />, services);
    fireEvent.click(screen.getByText(buttonNamed('导出')));
    await waitFor(() => expect(services.messages).toEqual([{ type: 'success', text: '导出成功!' }]));
    expect(services.calls[0].params).not.toHaveProperty('asyn');
    expect(click).toHaveBeenCalledTimes(1);
  });
});
