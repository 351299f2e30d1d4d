/** Fault injection of the mock (POST /__mock/faults): the next `times` requests under `path` misbehave. */
export interface Fault {
  path: string;
  status?: number;
  code?: string;
  msg?: string;
  data?: unknown;
  delayMs?: number;
  malformed?: boolean;
  times: number;
}

export type FaultInput = Omit<Fault, 'times'> & { times?: number };

/** Paths relative to the API base (`/auth/v2/...`) are taken as `/api/auth/v2/...`. */
export function normaliseFaultPath(path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  return p.startsWith('/api') || p.startsWith('/websocket') ? p : `/api${p}`;
}

/** Checks the body of POST /__mock/faults; returns the fault or an error text. */
export function parseFault(body: unknown): Fault | string {
  if (typeof body !== 'object' || body === null) return 'body must be a JSON object';
  const b = body as Record<string, unknown>;
  if (typeof b.path !== 'string' || b.path === '') return 'path is required';
  const times = b.times === undefined ? 1 : Number(b.times);
  if (!Number.isInteger(times) || times < 1) return 'times must be a positive integer';
  if (b.status !== undefined && (!Number.isInteger(b.status) || (b.status as number) < 100 || (b.status as number) > 599))
    return 'status must be an HTTP status';
  if (b.delayMs !== undefined && (typeof b.delayMs !== 'number' || b.delayMs < 0 || b.delayMs > 120_000))
    return 'delayMs must be 0..120000';
  if (b.code !== undefined && typeof b.code !== 'string') return 'code must be a string';
  if (b.msg !== undefined && typeof b.msg !== 'string') return 'msg must be a string';
  return {
    path: normaliseFaultPath(b.path),
    status: b.status as number | undefined,
    code: b.code as string | undefined,
    msg: b.msg as string | undefined,
    data: b.data,
    delayMs: b.delayMs as number | undefined,
    malformed: b.malformed === true,
    times,
  };
}

export class FaultStore {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** The first pending fault whose path prefixes `path`, counted down (removed when used up). */
  take(path: string): Fault | null {
    const index = this.faults.findIndex((f) => path.startsWith(f.path));
    if (index < 0) return null;
    const fault = this.faults[index];
    fault.times -= 1;
    if (fault.times <= 0) this.faults.splice(index, 1);
    return { ...fault };
  }
}

const DEFAULT_FAULT_MSG: Record<number, string> = {
  401: '登录已失效，请重新登录',
  500: '服务器内部错误',
  502: '网关错误',
  503: '服务暂不可用',
  504: '网关超时',
};

/** What the HTTP answer of a fault is, or null when the fault only delays the request. */
export function faultResponse(fault: Fault): { status: number; text: string } | null {
  if (fault.malformed) return { status: fault.status ?? 200, text: '{"code":"200","msg":"操作成功","data":{"results":[{"id"' };
  if (fault.status === undefined && fault.code === undefined) return null;
  const status = fault.status ?? 200;
  const code = fault.code ?? String(status);
  const msg = fault.msg ?? DEFAULT_FAULT_MSG[status] ?? '模拟故障';
  return { status, text: JSON.stringify({ code, msg, data: fault.data ?? null }) };
}
