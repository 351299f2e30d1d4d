/** Largest page a list call answers (the console asks for 9999 for badge counts). */
export const MAX_LIST_PAGE_SIZE = 10000;

export interface Page {
  pageNo: number;
  limit: number;
  offset: number;
}

const positiveInt = (value: string | undefined, fallback: number): number | null => {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
};

/** `pageNo` (1-based, default 1) and `pageSize` (default 10, capped) of a list query; null when malformed. */
export function parsePaging(query: Record<string, string>): Page | null {
  const pageNo = positiveInt(query.pageNo, 1);
  const pageSize = positiveInt(query.pageSize, 10);
  if (pageNo === null || pageSize === null) return null;
  const limit = Math.min(pageSize, MAX_LIST_PAGE_SIZE);
  return { pageNo, limit, offset: (pageNo - 1) * limit };
}
