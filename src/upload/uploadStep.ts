import { uploadError } from './messages';

/** What every upload flow resolves with: the address to keep and the original file name. */
export interface UploadResult {
  url: string;
  name: string;
}

export interface UploadProgressOptions {
  /** 0–100 while the bytes travel; called only for files over 1 MB. */
  onProgress?(percent: number): void;
}

/** Runs one step of a flow; any failure (including a bad answer shape) rejects with the step's message. */
export async function step<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    throw uploadError(message, cause);
  }
}

/** A non-empty string field of an answer, or a thrown error naming the field. */
export function stringField(value: unknown, field: string): string {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
  if (typeof v !== 'string' || !v) throw new Error(`答复缺少字段 ${field}`);
  return v;
}
