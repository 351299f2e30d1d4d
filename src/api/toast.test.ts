// @vitest-environment jsdom
import { message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testShellServices } from '../testing/shellServices';
import { showError, showInfo, showSuccess, showWarning } from './toast';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toast', () => {
  it.each([
    [showError, 'error', 5],
    [showWarning, 'warning', 3],
    [showSuccess, 'success', 3],
    [showInfo, 'info', 3],
  ] as const)('%#: %s toast lasts %i s and closes the previous one first', (show, type, duration) => {
    const events: unknown[] = [];
    testShellServices({ toast: { destroy: () => events.push('destroy'), open: (c) => events.push(c) } });
    show('保存成功!');
    show('修改成功');
    expect(events).toEqual(['destroy', { type, content: '保存成功!', duration }, 'destroy', { type, content: '修改成功', duration }]);
  });

  it('the same text of the same type while it is still shown is not opened again; after its 5 s it is', () => {
    vi.useFakeTimers();
    const events: unknown[] = [];
    testShellServices({ toast: { destroy: () => events.push('destroy'), open: (c) => events.push(c.content) } });
    showError('登录已失效，请重新登录');
    showError('登录已失效，请重新登录');
    showWarning('登录已失效，请重新登录');
    vi.advanceTimersByTime(3000);
    showError('网关超时');
    showError('网关超时');
    vi.advanceTimersByTime(5000);
    showError('网关超时');
    vi.useRealTimers();
    expect(events).toEqual([
      'destroy',
      '登录已失效，请重新登录',
      'destroy',
      '登录已失效，请重新登录',
      'destroy',
      '网关超时',
      'destroy',
      '网关超时',
    ]);
  });

  it("the default services draw with antd's message, loaded with the first toast: destroy, then open, in order", async () => {
    const order: string[] = [];
    vi.spyOn(message, 'destroy').mockImplementation(() => void order.push('destroy'));
    const open = vi.spyOn(message, 'open').mockImplementation(((config: { content: string }) => {
      order.push(`open ${config.content}`);
      return config;
    }) as unknown as typeof message.open);
    showError('网关超时');
    showWarning('请选择数据');
    await vi.waitFor(() => expect(order).toEqual(['destroy', 'open 网关超时', 'destroy', 'open 请选择数据']));
    expect(open).toHaveBeenNthCalledWith(1, { type: 'error', content: '网关超时', duration: 5 });
    expect(open).toHaveBeenNthCalledWith(2, { type: 'warning', content: '请选择数据', duration: 3 });
    // Once loaded, a toast is drawn at once.
    showSuccess('保存成功!');
    expect(order.slice(-2)).toEqual(['destroy', 'open 保存成功!']);
  });
});
