// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const copied: string[] = [];
vi.mock('copy-to-clipboard', () => ({
  default: (text: string) => {
    copied.push(text);
    return true;
  },
}));

const { CopyValue, COPIED_MS } = await import('./CopyValue');

describe('CopyValue', () => {
  afterEach(() => {
    copied.length = 0;
    vi.useRealTimers();
  });

  it('shows the value with a 复制 button that copies the text and says 复制成功 for a moment', () => {
    vi.useFakeTimers();
    const onRow = vi.fn();
    render(
      <div onClick={onRow}>
        <CopyValue text="浙A12345">
          <b>浙A12345</b>
        </CopyValue>
      </div>,
    );
    expect(screen.getByText('浙A12345').tagName).toBe('B');
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(copied).toEqual(['浙A12345']);
    // The click copies only: a row's own click (open the detail) does not run.
    expect(onRow).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '复制成功' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(COPIED_MS));
    expect(screen.getByRole('button', { name: '复制' })).toBeTruthy();
  });
});
