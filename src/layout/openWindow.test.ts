// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testShellServices } from '../testing/shellServices';
import { INVALID_URL_MESSAGE, openConsolePath, openInNewWindow, openUrlFrom } from './openWindow';

const toasts: string[] = [];
let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toasts.length = 0;
  testShellServices({ toast: { destroy: () => undefined, open: (c) => void toasts.push(c.content) } });
  open = vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  open.mockRestore();
});

describe('openInNewWindow', () => {
  it.each([
    ['https://portal.example.com/a?b=1', 'https://portal.example.com/a?b=1'],
    ['http://10.0.0.1:8080/x', 'http://10.0.0.1:8080/x'],
    ['/mock-assets/placeholder.html?title=%E5%A4%A7', `${window.location.origin}/mock-assets/placeholder.html?title=%E5%A4%A7`],
  ])('opens %s as %s with noopener,noreferrer', (url, href) => {
    expect(openInNewWindow(url)).toBe(true);
    expect(open).toHaveBeenCalledWith(href, '_blank', 'noopener,noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %j', (url) => {
    expect(openInNewWindow(url)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('openUrlFrom', () => {
  it('opens data.url of the call', async () => {
    await expect(openUrlFrom(async () => ({ url: 'https://a.example.com' }))).resolves.toBe(true);
    expect(open).toHaveBeenCalledWith('https://a.example.com/', '_blank', 'noopener,noreferrer');
    expect(toasts).toEqual([]);
  });

  it.each([[{ url: 'javascript:x' }], [{}], [null]])('warns when the answer %j has no usable url', async (answer) => {
    await expect(openUrlFrom(async () => answer)).resolves.toBe(false);
    expect(toasts).toEqual([INVALID_URL_MESSAGE]);
    expect(open).not.toHaveBeenCalled();
  });

  it('a failed call opens nothing and adds no second message', async () => {
    await expect(openUrlFrom(() => Promise.reject(new Error('网关超时')))).resolves.toBe(false);
    expect(toasts).toEqual([]);
  });
});

it('openConsolePath opens a console path in a new tab', () => {
  openConsolePath('/systemManage');
  expect(open).toHaveBeenCalledWith('/systemManage', '_blank', 'noopener,noreferrer');
});
