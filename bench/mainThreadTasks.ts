/**
 * The main thread's tasks of a page from a Chromium trace (playwright's browser.startTracing / stopTracing with the
 * category toplevel): every task, not only those over 50 ms that PerformanceObserver 'longtask' reports, each with its
 * wall-clock time and the thread's CPU time. On a machine whose cores are shared, a task's wall-clock time includes
 * the time the thread waited for a core; its CPU time is the page's own work.
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** A task of a thread's run loop in Chromium's trace (category toplevel). */
const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

export interface Task {
  /** Wall-clock duration (ms): what the user waits. */
  ms: number;
  /** The thread's CPU time in it (ms): the task's own work, without the time the thread waited for a core. */
  cpuMs: number;
}

/** The tasks of the page's main thread: the renderer main thread with the most task time in the trace. */
export function mainThreadTasks(trace: Buffer): Task[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, Task[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !TASK_EVENTS.has(e.name) || !mains.has(thread) || e.dur === undefined) continue;
    const tasks = byThread.get(thread) ?? [];
    tasks.push({ ms: e.dur / 1000, cpuMs: (e.tdur ?? e.dur) / 1000 });
    byThread.set(thread, tasks);
  }
  const total = (xs: Task[]) => xs.reduce((a, b) => a + b.ms, 0);
  return [...byThread.values()].sort((a, b) => total(b) - total(a))[0] ?? [];
}
