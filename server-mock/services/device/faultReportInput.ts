import { fileAddress } from '../../../schemas/meta/lib/fieldRules';
import { validateFaultDescription, validateFaultPhotoCount, validateFaultTitle } from '../../../schemas/meta/lib/fieldRules/faultReport';
import { invalid, valid, type Checked } from '../validation';
import { field } from '../types';

/** The one message of the platform's own: a picture address the console would not have stored. */
export const BAD_PICTURES = '图片地址格式错误';

export interface ErrorReportInput {
  errorTitle: string;
  errorContent: string;
  picUrls: string[];
}

function checkPictures(value: unknown): Checked<string[]> {
  if (value === undefined || value === null) return valid([]);
  if (!Array.isArray(value)) return invalid(BAD_PICTURES);
  const tooMany = validateFaultPhotoCount(value.length);
  if (tooMany) return invalid(tooMany);
  const urls = value.map((u) => (typeof u === 'string' ? u.trim() : ''));
  // Each address as the console stores uploads: http(s) or a path on the platform's own server (the shared field rule).
  return urls.every((u) => u && !fileAddress(u)) ? valid(urls) : invalid(BAD_PICTURES);
}

/**
 * Checks a `platformErrorReports/save` body `{errorTitle, errorContent, picUrls}` with the 故障上报 dialog's own rules
 * and messages (schemas/meta/lib/fieldRules/faultReport.ts); texts are trimmed.
 */
export function checkErrorReport(body: unknown): Checked<ErrorReportInput> {
  const problem = validateFaultTitle(field(body, 'errorTitle')) ?? validateFaultDescription(field(body, 'errorContent'));
  if (problem) return invalid(problem);
  const pictures = checkPictures(typeof body === 'object' && body !== null ? (body as Record<string, unknown>).picUrls : undefined);
  if (!pictures.ok) return invalid(pictures.msg);
  return valid({ errorTitle: field(body, 'errorTitle'), errorContent: field(body, 'errorContent'), picUrls: pictures.value });
}
