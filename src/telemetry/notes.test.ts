// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attachRecorder,
  CARRY_KEY,
  forceTelemetry,
  MAX_NOTES,
  noteChunkFailure,
  noteError,
  noteRoute,
  noteViewShown,
  pageLoadId,
  resetNotes,
  startTelemetry,
  takeCarriedNotes,
  telemetryEnabled,
  type Note,
} from './notes';

const recorderModule = vi.hoisted(() => ({ startRecorder: vi.fn() }));
vi.mock('./recorder', () => recorderModule);

const gone = () => new TypeError('Failed to fetch dynamically imported module: https://console.test/assets/ListView-a1.js');

beforeEach(() => {
  resetNotes();
  sessionStorage.clear();
  recorderModule.startRecorder.mockReset();
  vi.useFakeTimers();
});
afterEach(() => {
  forceTelemetry(null);
  vi.useRealTimers();
});

describe('production builds only', () => {
  it('notes nothing and loads no recorder in a development or test build', async () => {
    expect(telemetryEnabled()).toBe(false);
    noteRoute('/stopFee/parkOrder/list');
    noteError(new Error('x'), 'error');
    noteChunkFailure(gone(), 'preload');
    startTelemetry();
    await vi.runAllTimersAsync();
    const received: Note[] = [];
    attachRecorder((note) => received.push(note));
    expect(received).toEqual([]);
    expect(recorderModule.startRecorder).not.toHaveBeenCalled();
  });

  it('forced on, a failure loads the recorder once the page is idle, once per page load', async () => {
    forceTelemetry(true);
    noteError(new Error('x'), 'rejection');
    noteError(new Error('y'), 'rejection');
    startTelemetry();
    expect(recorderModule.startRecorder).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(recorderModule.startRecorder).toHaveBeenCalledTimes(1);
  });
});

describe('notes before the recorder is there', () => {
  beforeEach(() => forceTelemetry(true));

  it('are kept in order, at most MAX_NOTES, and handed over when the recorder attaches; later ones go straight to it', () => {
    noteRoute('/login');
    for (let i = 0; i < MAX_NOTES + 10; i++) noteError(new Error(`e${i}`), 'error');
    const received: Note[] = [];
    attachRecorder((note) => received.push(note));
    expect(received).toHaveLength(MAX_NOTES);
    expect(received[0]).toEqual({ type: 'route', path: '/login', navType: 'load', t: 0 });
    expect(received[1]).toMatchObject({ type: 'error', source: 'error', name: 'Error', message: 'e0', path: '/' });
    noteRoute('/index');
    expect(received).toHaveLength(MAX_NOTES + 1);
    expect(received.at(-1)).toMatchObject({ type: 'route', path: '/index', navType: 'route' });
  });

  it('the first route is the page load (from 0), the next ones route changes timed on the page clock; the same path twice once', () => {
    const received: Note[] = [];
    attachRecorder((note) => received.push(note));
    vi.spyOn(performance, 'now').mockReturnValue(4321);
    noteRoute('/index');
    noteRoute('/stopFee/parkOrder/list');
    noteRoute('/stopFee/parkOrder/list');
    expect(received).toEqual([
      { type: 'route', path: '/index', navType: 'load', t: 0 },
      { type: 'route', path: '/stopFee/parkOrder/list', navType: 'route', t: 4321 },
    ]);
  });

  it('keep texts, not the thrown value; one Error reaching several owners is noted once', () => {
    const received: Note[] = [];
    attachRecorder((note) => received.push(note));
    const error = gone();
    noteChunkFailure(error, 'preload');
    noteChunkFailure(error, 'page');
    noteError(error, 'rejection');
    noteError('保存超时', 'rejection');
    noteError({ message: '对象错误' }, 'error');
    noteViewShown({ area: 'stopFee', view: 'parkOrderList', kind: 'list', rows: 10, at: 812 });
    expect(received).toEqual([
      { type: 'chunk', source: 'preload', message: error.message, at: Date.now(), path: '/' },
      { type: 'error', source: 'rejection', message: '保存超时', at: Date.now(), path: '/' },
      { type: 'error', source: 'error', message: '对象错误', at: Date.now(), path: '/' },
      { type: 'view', shown: { area: 'stopFee', view: 'parkOrderList', kind: 'list', rows: 10, at: 812 } },
    ]);
  });

  it('a failure of a page that goes away before the recorder came waits in sessionStorage for the next page load', () => {
    noteRoute('/stopFee/parkOrder/list');
    noteChunkFailure(gone(), 'page');
    window.dispatchEvent(new Event('pagehide'));
    const carried = JSON.parse(sessionStorage.getItem(CARRY_KEY)!);
    expect(carried).toEqual({ pageLoadId, notes: [expect.objectContaining({ type: 'chunk', source: 'page', path: '/' })] });
    expect(takeCarriedNotes()).toEqual(carried);
    expect(takeCarriedNotes()).toBeNull();
  });

  it('nothing is carried when the recorder has them already', () => {
    noteChunkFailure(gone(), 'page');
    attachRecorder(() => undefined);
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(CARRY_KEY)).toBeNull();
  });
});
