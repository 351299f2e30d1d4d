/** The to-do page's query, kept in sessionStorage `todoValue` (cleared by the tab rules when its tab closes). */
export const TODO_VALUE_KEY = 'todoValue';
export const DEFAULT_PAGE_SIZE = 10;

export interface TodoFilters {
  title?: string;
  backlogType?: string | number;
  dealStatus?: number;
}

export interface TodoQuery {
  filters: TodoFilters;
  pageNo: number;
  pageSize: number;
}

export const initialTodoQuery = (): TodoQuery => ({ filters: {}, pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });

const positiveInt = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback);

/** Drops empty filter values (undefined, null, blank text). */
export function cleanFilters(filters: TodoFilters): TodoFilters {
  const out: TodoFilters = {};
  const title = typeof filters.title === 'string' ? filters.title.trim() : '';
  if (title) out.title = title;
  if (typeof filters.backlogType === 'string' ? filters.backlogType !== '' : typeof filters.backlogType === 'number')
    out.backlogType = filters.backlogType;
  if (typeof filters.dealStatus === 'number' && [0, 1, 2].includes(filters.dealStatus)) out.dealStatus = filters.dealStatus;
  return out;
}

/** The stored query, or the initial one when absent or unreadable. */
export function readTodoValue(storage: Storage = sessionStorage): TodoQuery {
  const fallback = initialTodoQuery();
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(TODO_VALUE_KEY) ?? 'null');
  } catch {
    return fallback;
  }
  if (typeof raw !== 'object' || raw === null) return fallback;
  const v = raw as Record<string, unknown>;
  return {
    filters: cleanFilters({ title: v.title as string, backlogType: v.backlogType as string | number, dealStatus: v.dealStatus as number }),
    pageNo: positiveInt(v.pageNo, fallback.pageNo),
    pageSize: positiveInt(v.pageSize, fallback.pageSize),
  };
}

/** Stores the query as flat JSON: `{title?, backlogType?, dealStatus?, pageNo, pageSize}`. */
export function writeTodoValue(query: TodoQuery, storage: Storage = sessionStorage) {
  try {
    storage.setItem(TODO_VALUE_KEY, JSON.stringify({ ...cleanFilters(query.filters), pageNo: query.pageNo, pageSize: query.pageSize }));
  } catch {
    /* storage full or unavailable: the in-memory state still holds the query */
  }
}
