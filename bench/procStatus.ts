/** Resident memory of a process, read from Linux's /proc/<pid>/status (the process's own RSS, not its parent's). */
import { readFileSync } from 'node:fs';

/** The `VmRSS:` line of a /proc/<pid>/status text, in kB; undefined when there is none. */
export function parseVmRssKb(statusText: string): number | undefined {
  const m = /^VmRSS:\s+(\d+)\s+kB\s*$/m.exec(statusText);
  return m ? Number(m[1]) : undefined;
}

/** RSS of the process `pid` in bytes; undefined where /proc is not readable (not Linux, process gone). */
export function readRssBytes(pid: number): number | undefined {
  try {
    const kb = parseVmRssKb(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb === undefined ? undefined : kb * 1024;
  } catch {
    return undefined;
  }
}

export const formatMb = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
