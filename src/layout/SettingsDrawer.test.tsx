// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsStore, type Settings } from '../stores/settingsStore';
import { SettingsDrawer } from './SettingsDrawer';
import { renderInShell, resetLayoutState } from '../testing/renderInShell';

beforeEach(() => resetLayoutState());

const rows: [string, keyof Settings][] = [
  ['开启 Tags-View', 'tagsView'],
  ['固定 Header', 'fixedHeader'],
  ['侧边栏 Logo', 'sidebarLogo'],
];

describe('SettingsDrawer', () => {
  it('is titled 页面风格设置 with the three switches, all off by default (spec §2)', () => {
    renderInShell(<SettingsDrawer open onClose={() => {}} />);
    expect(screen.getByText('页面风格设置')).toBeTruthy();
    expect(screen.getAllByRole('switch').map((el) => el.getAttribute('aria-label'))).toEqual(rows.map(([label]) => label));
    for (const [label] of rows) expect(screen.getByRole('switch', { name: label }).getAttribute('aria-checked')).toBe('false');
  });

  it.each(rows)('%s toggles settings.%s and persists it', (label, key) => {
    renderInShell(<SettingsDrawer open onClose={() => {}} />);
    const toggle = screen.getByRole('switch', { name: label });
    fireEvent.click(toggle);
    expect(settingsStore.get()[key]).toBe(true);
    expect(JSON.parse(localStorage.getItem('settings')!)[key]).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    // The other settings are untouched.
    for (const [, other] of rows.filter(([, k]) => k !== key)) expect(settingsStore.get()[other]).toBe(false);
    fireEvent.click(toggle);
    expect(JSON.parse(localStorage.getItem('settings')!)[key]).toBe(false);
  });

  it('reflects the persisted settings when reopened', () => {
    localStorage.setItem('settings', JSON.stringify({ tagsView: true, fixedHeader: false, sidebarLogo: true }));
    settingsStore.reset();
    renderInShell(<SettingsDrawer open onClose={() => {}} />);
    expect(screen.getByRole('switch', { name: '开启 Tags-View' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: '固定 Header' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: '侧边栏 Logo' }).getAttribute('aria-checked')).toBe('true');
  });

  it('calls onClose from its close button', () => {
    const onClose = vi.fn();
    renderInShell(<SettingsDrawer open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(onClose).toHaveBeenCalled();
  });
});
