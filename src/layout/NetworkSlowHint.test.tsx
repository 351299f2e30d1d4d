// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNetworkSlow } from '../api/networkEvents';
import { NetworkSlowHint } from './NetworkSlowHint';

afterEach(() => act(() => setNetworkSlow(false)));

describe('NetworkSlowHint', () => {
  it('shows 网络较慢，请稍候… while the network is slow, and nothing otherwise', () => {
    render(<NetworkSlowHint />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    act(() => setNetworkSlow(true));
    expect(region.textContent).toBe('网络较慢，请稍候…');
    expect(region.querySelector('.anticon-loading')).not.toBeNull();

    act(() => setNetworkSlow(false));
    expect(region.textContent).toBe('');
  });

  it('mounted while already slow, it shows the hint at once', () => {
    act(() => setNetworkSlow(true));
    render(<NetworkSlowHint />);
    expect(screen.getByRole('status').textContent).toBe('网络较慢，请稍候…');
  });

  it('after unmount it no longer listens', () => {
    const { unmount } = render(<NetworkSlowHint />);
    unmount();
    act(() => setNetworkSlow(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
