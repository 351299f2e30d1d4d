import { get } from '../../api/http';
import type { ErrorReport } from '../../../contracts/shellData';

export type { ErrorReport };

export interface ErrorReportPage {
  results: ErrorReport[];
  totalRecord: number;
}

export const listErrorReports = (params: { pageNo: number; pageSize: number }) =>
  get<ErrorReportPage>('/device/v2/api/platformErrorReports/list', params);

/** picUrls as a list of addresses. */
export function pictureList(picUrls: ErrorReport['picUrls']): string[] {
  if (Array.isArray(picUrls)) return picUrls.filter((u) => typeof u === 'string' && u !== '');
  if (typeof picUrls === 'string')
    return picUrls
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean);
  return [];
}

export const REPORT_STATUS: Record<number, { text: string; color: string }> = {
  0: { text: '待处理', color: 'warning' },
  1: { text: '已处理', color: 'success' },
};
