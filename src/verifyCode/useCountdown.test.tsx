// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';
import { VerifyCodeButton } from './VerifyCodeButton';
import { codeSentTo, verifyCodeLabel } from './verifyCodeTexts';

describe('verification-code texts (spec §4)', () => {
  it.each([
    [{ remaining: 0, sent: false }, '发送验证码'],
    [{ remaining: 60, sent: true }, '60s后重新发送'],
    [{ remaining: 1, sent: true }, '1s后重新发送'],
    [{ remaining: 0, sent: true }, '重新发送'],
  ])('%j → %s', (state, label) => {
    expect(verifyCodeLabel(state)).toBe(label);
  });

  it('names the phone with +86', () => {
    expect(codeSentTo('13900000000')).toBe('验证码已发送至 +86 13900000000');
  });
});

function Harness({ canSend = true, onSend }: { canSend?: boolean; onSend(): Promise<boolean> }) {
  const countdown = useCountdown();
  return (
    <>
      <VerifyCodeButton countdown={countdown} canSend={canSend} onSend={onSend} />
      <button type="button" onClick={countdown.reset}>
        关闭
      </button>
    </>
  );
}

const button = () => screen.getAllByRole('button')[0] as HTMLButtonElement;

describe('VerifyCodeButton with the 60 s countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down each second while disabled, then offers 重新发送', async () => {
    const onSend = vi.fn().mockResolvedValue(true);
    render(<Harness onSend={onSend} />);
    expect(button().textContent).toBe('发送验证码');
    await act(async () => fireEvent.click(button()));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('60s后重新发送');
    expect(button().disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('59s后重新发送');
    await act(async () => vi.advanceTimersByTime(58_000));
    expect(button().textContent).toBe('1s后重新发送');
    expect(button().disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('重新发送');
    expect(button().disabled).toBe(false);
    await act(async () => vi.advanceTimersByTime(5000));
    expect(button().textContent).toBe('重新发送');
    await act(async () => fireEvent.click(button()));
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button().textContent).toBe('60s后重新发送');
  });

  it('resets to 发送验证码 (closing the dialog) and stops the timer', async () => {
    render(<Harness onSend={() => Promise.resolve(true)} />);
    await act(async () => fireEvent.click(button()));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(button().textContent).toBe('55s后重新发送');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '关闭' })));
    expect(button().textContent).toBe('发送验证码');
    expect(button().disabled).toBe(false);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(button().textContent).toBe('发送验证码');
  });

  it.each([
    ['resolves false (code other than 200)', () => Promise.resolve(false)],
    ['rejects', () => Promise.reject(new Error('x'))],
  ])('stays re-enabled without a countdown when sending %s', async (_label, send) => {
    render(<Harness onSend={send} />);
    await act(async () => fireEvent.click(button()));
    expect(button().textContent).toBe('发送验证码');
    expect(button().disabled).toBe(false);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(button().textContent).toBe('发送验证码');
  });

  it('is disabled while it may not send', () => {
    render(<Harness canSend={false} onSend={() => Promise.resolve(true)} />);
    expect(button().disabled).toBe(true);
  });
});
