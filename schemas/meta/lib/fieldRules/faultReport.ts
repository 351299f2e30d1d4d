/**
 * The fault report's rules (spec shell.md §5 "Fault report", §9), run by the console's 故障上报 dialog and by the
 * platform's `platformErrorReports/save`: one implementation, one set of messages. Texts are checked trimmed, as the
 * dialog sends them.
 */
import { asText, charLength, isEmpty } from './value';

export const FAULT_TITLE_REQUIRED = '标题不能为空';
/** Not in the spec (it gives the 1~64 rule but no text): worded like 长度在 1 到 32 个字符. */
export const FAULT_TITLE_LENGTH = '长度在 1 到 64 个字符';
export const FAULT_SPECIAL_CHARS = '不能包含特殊字符';
export const FAULT_DESCRIPTION_REQUIRED = '故障描述不能为空';
/** Not in the spec (it gives the 200 limit but no text): worded like 最多输入20个字符. */
export const FAULT_DESCRIPTION_TOO_LONG = '最多输入200个字符';
export const FAULT_PHOTOS_TOO_MANY = '至多上传4张图片';
export const FAULT_PHOTO_TOO_LARGE = '上传单个图片大小不能超过2M';
export const FAULT_PHOTO_TYPE = '只能上传png\\jpg\\jpeg图片';

/** Fault report limits (spec §5, §9). */
export const FAULT_TITLE_INPUT_MAX = 32;
export const FAULT_TITLE_RULE_RANGE: readonly [number, number] = [1, 64];
export const FAULT_DESCRIPTION_MAX = 200;
export const FAULT_PHOTO_MAX_COUNT = 4;
export const FAULT_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const FAULT_PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/**
 * The special characters of the change-user-name rule (spec §5): ’ / : * ? " <.
 * The spec notes that the check skips the last listed character, so < is listed but not checked; the fault-report
 * title uses the same check ("forbidden characters as above").
 */
export const LISTED_SPECIAL_CHARS = ['’', '/', ':', '*', '?', '"', '<'] as const;
export const CHECKED_SPECIAL_CHARS: readonly string[] = LISTED_SPECIAL_CHARS.slice(0, -1);

export const hasSpecialChar = (text: string): boolean => [...text].some((c) => CHECKED_SPECIAL_CHARS.includes(c));

/** The trimmed text of a value, or undefined when nothing is entered. */
const enteredText = (value: unknown): string | undefined => {
  const text = isEmpty(value) ? undefined : asText(value)?.trim();
  return text ? text : undefined;
};

/** Title: required, 1~64 characters by rule (the input stops at 32), no special characters. */
export const validateFaultTitle = (value: unknown): string | undefined => {
  const text = enteredText(value);
  if (text === undefined) return FAULT_TITLE_REQUIRED;
  const [min, max] = FAULT_TITLE_RULE_RANGE;
  if (charLength(text) < min || charLength(text) > max) return FAULT_TITLE_LENGTH;
  if (hasSpecialChar(text)) return FAULT_SPECIAL_CHARS;
  return undefined;
};

/** Description: required, at most 200 characters. */
export const validateFaultDescription = (value: unknown): string | undefined => {
  const text = enteredText(value);
  if (text === undefined) return FAULT_DESCRIPTION_REQUIRED;
  return charLength(text) > FAULT_DESCRIPTION_MAX ? FAULT_DESCRIPTION_TOO_LONG : undefined;
};

/** The part of a browser File the photo check reads. */
export interface PhotoFile {
  name: string;
  size: number;
}

/** One photo before upload: png, jpg or jpeg (case-insensitive extension), at most 2 MB. */
export const validateFaultPhotoFile = (file: PhotoFile): string | undefined => {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!FAULT_PHOTO_EXTENSIONS.some((e) => e === extension)) return FAULT_PHOTO_TYPE;
  return file.size > FAULT_PHOTO_MAX_BYTES ? FAULT_PHOTO_TOO_LARGE : undefined;
};

/** Number of photos: at most 4. Pass the count after the new photos would be added. */
export const validateFaultPhotoCount = (count: number): string | undefined =>
  count > FAULT_PHOTO_MAX_COUNT ? FAULT_PHOTOS_TOO_MANY : undefined;

export interface FaultReportForm {
  errorTitle?: string;
  errorContent?: string;
  picUrls?: string[];
}

export type FaultReportErrors = Partial<Record<keyof FaultReportForm, string>>;

/** The whole fault report form (the payload fields of spec §3); photos are optional. */
export const validateFaultReport = (form: FaultReportForm): FaultReportErrors => {
  const errors: FaultReportErrors = {};
  const title = validateFaultTitle(form.errorTitle);
  if (title) errors.errorTitle = title;
  const content = validateFaultDescription(form.errorContent);
  if (content) errors.errorContent = content;
  const photos = validateFaultPhotoCount(form.picUrls?.length ?? 0);
  if (photos) errors.picUrls = photos;
  return errors;
};
