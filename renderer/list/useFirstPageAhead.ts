/**
 * A list's first page asked for ahead of it (core/prefetchView.ts, at the start of the navigation). The list waits for
 * that answer, at most FIRST_PAGE_WAIT_MS, before it draws: its first paint then holds the rows, instead of drawing an
 * empty table, asking ProTable's request, and drawing everything again with the rows. The answer is only looked at
 * here; the list's own load still takes it (so the request is sent once), and a failure is left to that load to show.
 */
import { useEffect, useState } from 'react';
import type { Endpoint } from '../../schemas/meta/generated/area';
import { peekPrefetched } from '../core/prefetched';
import type { Row } from './listColumns';
import { toProTableResult } from './toProTableResult';

/** Longer than a platform's usual answer; past it the table is drawn in its loading state as without a page ahead. */
export const FIRST_PAGE_WAIT_MS = 300;

export interface FirstPage {
  rows: Row[];
  total: number;
}

/** The first page of the list under `hash` (undefined: the list starts elsewhere), or `waiting` while it is on its way. */
export function useFirstPageAhead(hash: string | undefined, endpoint: Endpoint | undefined): { waiting: boolean; page?: FirstPage } {
  const [waiting, setWaiting] = useState(() => {
    const ahead = hash ? peekPrefetched(hash) : undefined;
    return ahead !== undefined && 'pending' in ahead;
  });
  useEffect(() => {
    if (!waiting || !hash) return;
    const ahead = peekPrefetched(hash);
    if (!ahead || 'outcome' in ahead) {
      setWaiting(false);
      return;
    }
    let live = true;
    const done = () => {
      if (live) setWaiting(false);
    };
    const timer = setTimeout(done, FIRST_PAGE_WAIT_MS);
    ahead.pending.then(done, done);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [waiting, hash]);
  if (waiting) return { waiting };
  const ahead = hash && endpoint ? peekPrefetched(hash) : undefined;
  if (!ahead || !('outcome' in ahead) || !('body' in ahead.outcome)) return { waiting };
  try {
    const { data, total } = toProTableResult(ahead.outcome.body, endpoint!);
    return { waiting, page: { rows: data, total } };
  } catch {
    return { waiting };
  }
}
