// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import UniverseAbnormalRecordPage from './UniverseAbnormalRecordPage';
import { pictureList } from './errorReportsApi';
import { get } from '../../api/http';
import { ApiError } from '../../api/apiError';

vi.mock('../../api/http', () => ({ get: vi.fn() }));
const getMock = vi.mocked(get);

const report = (i: number, status = 0) => ({
  id: `r${i}`,
  errorTitle: `故障${i}`,
  errorContent: `描述${i}`,
  picUrls: [`/pic/${i}.png`],
  createTime: '2024-05-01 08:00:00',
  status,
});

beforeEach(() => vi.resetAllMocks());

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
    getMock.mockResolvedValue({ results: [report(1), report(2, 1)], totalRecord: 25 });
    renderPage(<UniverseAbnormalRecordPage />);
    expect(await screen.findByText('故障1')).toBeTruthy();
    expect(getMock).toHaveBeenCalledWith('/device/v2/api/platformErrorReports/list', { pageNo: 1, pageSize: 10 });
    expect(screen.getByText('待处理')).toBeTruthy();
    expect(screen.getByText('已处理')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(getMock).toHaveBeenLastCalledWith('/device/v2/api/platformErrorReports/list', { pageNo: 2, pageSize: 10 }));
  });

  it('shows an empty state', async () => {
    getMock.mockResolvedValue({ results: [], totalRecord: 0 });
    renderPage(<UniverseAbnormalRecordPage />);
    expect(await screen.findByText('暂无故障上报记录')).toBeTruthy();
  });

  it('shows a failure with 重试', async () => {
    getMock
      .mockRejectedValueOnce(new ApiError('网关超时', { kind: 'http', status: 504 }))
      .mockResolvedValueOnce({ results: [report(1)], totalRecord: 1 });
    renderPage(<UniverseAbnormalRecordPage />);
    expect(await screen.findByText('网关超时')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('故障1')).toBeTruthy();
  });
});
