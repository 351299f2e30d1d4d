import { charLength, fileAddress } from '../../../schemas/meta/lib/fieldRules';
import { invalid, valid, type Checked } from '../validation';
import { field } from '../types';

/** Limits of a fault report (spec shell.md §5 "Fault report", §9). */
export const ERROR_REPORT_LIMITS = { titleMax: 64, contentMax: 200, picturesMax: 4 } as const;

/** Messages of the fault-report checks; the first, third, fourth and sixth are the spec's texts. */
export const ERROR_REPORT_MESSAGES = {
  titleRequired: '标题不能为空',
  titleLength: '标题长度在 1 到 64 个字符',
  titleSpecial: '不能包含特殊字符',
  contentRequired: '故障描述不能为空',
  contentLength: '故障描述不能超过200个字符',
  tooManyPictures: '至多上传4张图片',
  badPictures: '图片地址格式错误',
} as const;

/** The change-user-name set (spec §5, the rule "above" the fault report): ’ / : * ? " — the listed < is not checked. */
export const TITLE_FORBIDDEN = /[’/:*?"]/;

export interface ErrorReportInput {
  errorTitle: string;
  errorContent: string;
  picUrls: string[];
}

function checkPictures(value: unknown): Checked<string[]> {
  if (value === undefined || value === null) return valid([]);
  if (!Array.isArray(value)) return invalid(ERROR_REPORT_MESSAGES.badPictures);
  if (value.length > ERROR_REPORT_LIMITS.picturesMax) return invalid(ERROR_REPORT_MESSAGES.tooManyPictures);
  const urls = value.map((u) => (typeof u === 'string' ? u.trim() : ''));
  // Each address as the console stores uploads: http(s) or a path on the platform's own server (the shared field rule).
  return urls.every((u) => u && !fileAddress(u)) ? valid(urls) : invalid(ERROR_REPORT_MESSAGES.badPictures);
}

/** Checks a `platformErrorReports/save` body `{errorTitle, errorContent, picUrls}` (texts are trimmed). */
export function checkErrorReport(body: unknown): Checked<ErrorReportInput> {
  const M = ERROR_REPORT_MESSAGES;
  const errorTitle = field(body, 'errorTitle');
  if (!errorTitle) return invalid(M.titleRequired);
  if (charLength(errorTitle) > ERROR_REPORT_LIMITS.titleMax) return invalid(M.titleLength);
  if (TITLE_FORBIDDEN.test(errorTitle)) return invalid(M.titleSpecial);
  const errorContent = field(body, 'errorContent');
  if (!errorContent) return invalid(M.contentRequired);
  if (charLength(errorContent) > ERROR_REPORT_LIMITS.contentMax) return invalid(M.contentLength);
  const pictures = checkPictures(typeof body === 'object' && body !== null ? (body as Record<string, unknown>).picUrls : undefined);
  if (!pictures.ok) return invalid(pictures.msg);
  return valid({ errorTitle, errorContent, picUrls: pictures.value });
}
