// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import UniverseAbnormalRecordPage from './UniverseAbnormalRecordPage';
import { pictureList } from './errorReportsApi';
import { envelope, installHttpDoubles } from '../../testing/httpDoubles';

const LIST = '/api/device/v2/api/platformErrorReports/list';
let http: ReturnType<typeof installHttpDoubles>;
/** The queries of the list calls, in order. */
const listQueries = () =>
  http.calls.filter((c) => c.url.split('?')[0] === LIST).map((c) => Object.fromEntries(new URL(c.url, 'http://console').searchParams));

const report = (i: number, status = 0) => ({
  id: `r${i}`,
  errorTitle: `故障${i}`,
  errorContent: `描述${i}`,
  picUrls: [`/pic/${i}.png`],
  createTime: '2024-05-01 08:00:00',
  status,
});

beforeEach(() => {
  http = installHttpDoubles();
});

describe('pictureList', () => {
  it.each([
    [
      ['/a.png', '', '/b.png'],
      ['/a.png', '/b.png'],
    ],
    ['/a.png, /b.png', ['/a.png', '/b.png']],
    [null, []],
  ])('%j → %j', (raw, list) => expect(pictureList(raw as string[] | string | null)).toEqual(list));
});

describe('UniverseAbnormalRecordPage', () => {
  it('lists the reports from platformErrorReports/list with paging', async () => {
    http.serve({ [LIST]: () => envelope('200', { results: [report(1), report(2, 1)], totalRecord: 25 }) });
    renderPage(<UniverseAbnormalRecordPage />);
    expect(await screen.findByText('故障1')).toBeTruthy();
    expect(listQueries()).toEqual([{ pageNo: '1', pageSize: '10' }]);
    expect(screen.getByText('待处理')).toBeTruthy();
    expect(screen.getByText('已处理')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ pageNo: '2', pageSize: '10' }));
  });

  it('shows an empty state', async () => {
    http.serve({ [LIST]: () => envelope('200', { results: [], totalRecord: 0 }) });
    renderPage(<UniverseAbnormalRecordPage />);
    expect(await screen.findByText('暂无故障上报记录')).toBeTruthy();
  });

  it('shows a failure with 重试', async () => {
    http.reply(envelope('0x1', null, '网关超时'), envelope('200', { results: [report(1)], totalRecord: 1 }));
    renderPage(<UniverseAbnormalRecordPage />);
    expect(await screen.findByText('网关超时')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('故障1')).toBeTruthy();
    expect(listQueries()).toEqual([
      { pageNo: '1', pageSize: '10' },
      { pageNo: '1', pageSize: '10' },
    ]);
  });
});
