import {
  FAULT_DESCRIPTION_REQUIRED,
  FAULT_DESCRIPTION_TOO_LONG,
  FAULT_PHOTO_TOO_LARGE,
  FAULT_PHOTO_TYPE,
  FAULT_PHOTOS_TOO_MANY,
  FAULT_SPECIAL_CHARS,
  FAULT_TITLE_LENGTH,
  FAULT_TITLE_REQUIRED,
} from './messages';
import { hasSpecialChar } from './specialChars';
import { asText, isEmpty } from './value';

/** Fault report limits (spec §5, §9). */
export const FAULT_TITLE_INPUT_MAX = 32;
export const FAULT_TITLE_RULE_RANGE: readonly [number, number] = [1, 64];
export const FAULT_DESCRIPTION_MAX = 200;
export const FAULT_PHOTO_MAX_COUNT = 4;
export const FAULT_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const FAULT_PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/** Title: required, 1~64 characters by rule (the input stops at 32), no special characters. */
export const validateFaultTitle = (value: unknown): string | undefined => {
  const text = isEmpty(value) ? undefined : asText(value);
  if (text === undefined) return FAULT_TITLE_REQUIRED;
  const [min, max] = FAULT_TITLE_RULE_RANGE;
  if (text.length < min || text.length > max) return FAULT_TITLE_LENGTH;
  if (hasSpecialChar(text)) return FAULT_SPECIAL_CHARS;
  return undefined;
};

/** Description: required, at most 200 characters. */
export const validateFaultDescription = (value: unknown): string | undefined => {
  const text = isEmpty(value) ? undefined : asText(value);
  if (text === undefined) return FAULT_DESCRIPTION_REQUIRED;
  return text.length > FAULT_DESCRIPTION_MAX ? FAULT_DESCRIPTION_TOO_LONG : undefined;
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
