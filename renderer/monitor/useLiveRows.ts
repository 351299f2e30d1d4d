import { useCallback, useEffect, useRef, useState } from 'react';
import type { MonitorView } from '../../schemas/meta/generated/area';
import { buildCall, errorMessage, pickPath } from '../core/endpoint';
import { useRendererServices } from '../core/services';
import type { ResolvedArea } from '../core/viewProps';
import { toProTableResult } from '../list/toProTableResult';
import { applyRows, frameRows, type Row } from './liveRows';

export interface LiveRows {
  /** The rows in load order (a new array whenever something changed). */
  rows: Row[];
  loading: boolean;
  error?: string;
  /** Whether live frames arrive (false: the link is down or the console has none; the rows may be stale). */
  live: boolean;
  /** Loads every row again. */
  reload(): void;
}

/**
 * All rows of a monitor view, kept current by its live topic. Frames are gathered and applied once per animation
 * frame, so a burst of updates costs one render; when the link comes back after a break the rows load again (frames
 * were missed meanwhile).
 */
export function useLiveRows(area: ResolvedArea, view: MonitorView, params: Record<string, string>): LiveRows {
  const services = useRendererServices();
  const rowsRef = useRef(new Map<string, Row>());
  const pending = useRef<Row[][] | null>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [live, setLive] = useState(false);
  const loadSeq = useRef(0);
  const keyOf = useCallback((row: Row) => String(pickPath(row, view.rowKey)), [view.rowKey]);
  // The view parameters by value: a new object with the same values does not load again.
  const paramsKey = JSON.stringify(params);
  const paramsRef = useRef(params);
  paramsRef.current = params;

  const publish = useCallback(() => setRows([...rowsRef.current.values()]), []);

  const load = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    // Frames arriving while the rows load wait for them.
    pending.current = [];
    try {
      const endpoint = area.endpoints[view.endpoint];
      if (!endpoint) throw new Error(`未知的接口 "${view.endpoint}"`);
      const body = await services.request(buildCall(services, area, view.endpoint, { params: paramsRef.current }));
      if (seq !== loadSeq.current) return;
      const map = new Map<string, Row>();
      for (const row of toProTableResult(body, endpoint).data) map.set(keyOf(row), row);
      for (const batch of pending.current ?? []) applyRows(map, batch, keyOf);
      rowsRef.current = map;
      pending.current = null;
      setError(undefined);
      publish();
    } catch (failure) {
      if (seq !== loadSeq.current) return;
      pending.current = null;
      setError(errorMessage(failure));
    } finally {
      if (seq === loadSeq.current) setLoading(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- paramsKey stands for params
  }, [services, area, view.endpoint, paramsKey, keyOf, publish]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!services.live) return undefined;
    let frame = 0;
    let wasLive: boolean | null = null;
    const queued: Row[][] = [];
    const drain = () => {
      frame = 0;
      let changed = false;
      for (const batch of queued.splice(0)) changed = applyRows(rowsRef.current, batch, keyOf) || changed;
      if (changed) publish();
    };
    const stop = services.live(
      view.topic,
      (message) => {
        const changed = frameRows(message, view.topic);
        if (!changed || changed.length === 0) return;
        if (pending.current) {
          pending.current.push(changed);
          return;
        }
        queued.push(changed);
        frame ||= requestAnimationFrame(drain);
      },
      (open) => {
        setLive(open);
        // Back after a break: what changed meanwhile was not pushed to this screen.
        if (open && wasLive === false) void load();
        wasLive = open;
      },
    );
    return () => {
      stop();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [services, view.topic, keyOf, publish, load]);

  return { rows, loading, error, live, reload: () => void load() };
}
