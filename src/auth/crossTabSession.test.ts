// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchCrossTabSession } from './crossTabSession';
import { testShellServices } from '../testing/shellServices';
import { clearSession, getToken, setToken } from './session';

const leave = vi.fn<(url: string) => void>();
let stop: () => void;

beforeEach(() => {
  clearSession();
  leave.mockReset();
  testShellServices({ leavePage: leave });
  window.history.replaceState(null, '', '/sysBulletin/list?pageNo=2');
  stop = watchCrossTabSession();
});
afterEach(() => {
  stop();
  window.history.replaceState(null, '', '/');
});

/** What this tab sees when another tab changes localStorage (the browser fires `storage` in the other tabs only). */
function otherTab(key: string | null, oldValue: string | null, newValue: string | null) {
  if (key === null) localStorage.clear();
  else if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
}

describe('watchCrossTabSession', () => {
  it('logout in another tab (token removed) → this tab loads the login page with its return URL', () => {
    setToken('tok');
    otherTab('token', 'tok', null);
    expect(leave.mock.calls).toEqual([['/login?redirect=%2FsysBulletin%2Flist%3FpageNo%3D2']]);
    expect(getToken()).toBeNull();
  });

  it('localStorage cleared in another tab (rename) → login page, and the cookie copy of the token is dropped too', () => {
    setToken('tok');
    otherTab(null, null, null);
    expect(leave.mock.calls).toEqual([['/login?redirect=%2FsysBulletin%2Flist%3FpageNo%3D2']]);
    expect(getToken()).toBeNull();
  });

  it('another user logged in elsewhere (token replaced) → this page reloads in place', () => {
    setToken('tok');
    otherTab('token', 'tok', 'tok2');
    expect(leave.mock.calls).toEqual([['/sysBulletin/list?pageNo=2']]);
  });

  it.each([
    ['another key changes', () => otherTab('settings', null, '{"tagsView":true}')],
    ['a login elsewhere while this tab is logged out', () => otherTab('token', null, 'tok')],
  ])('nothing happens when %s', (_label, act) => {
    act();
    expect(leave).not.toHaveBeenCalled();
  });

  it('a public page (the login page) is left alone', () => {
    window.history.replaceState(null, '', '/login?redirect=%2Ftodo');
    setToken('tok');
    otherTab('token', 'tok', null);
    expect(leave).not.toHaveBeenCalled();
  });

  it('sessionStorage changes are ignored', () => {
    setToken('tok');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'x', newValue: null, storageArea: sessionStorage }));
    expect(leave).not.toHaveBeenCalled();
  });

  it('stops listening once stopped', () => {
    stop();
    setToken('tok');
    otherTab('token', 'tok', null);
    expect(leave).not.toHaveBeenCalled();
    stop = () => undefined;
  });
});
