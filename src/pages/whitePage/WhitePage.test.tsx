// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import WhitePage from './WhitePage';
import { clearSession, setToken } from '../../auth/session';

beforeEach(() => clearSession());

describe('WhitePage', () => {
  it('without a redirect it is a waiting page', () => {
    renderPage(<WhitePage />, '/whitePage');
    expect(screen.getByText('正在加载用户信息…')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with a redirect and a token it offers 重新进入', () => {
    setToken('t1');
    const { location } = renderPage(<WhitePage />, '/whitePage?redirect=%2Ftodo%3FpageNo%3D2');
    expect(screen.getByText('加载用户信息失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新进入' }));
    expect(location()).toBe('/todo?pageNo=2');
  });

  it('重新登录 keeps the redirect', () => {
    setToken('t1');
    const { location } = renderPage(<WhitePage />, '/whitePage?redirect=%2Ftodo');
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    expect(location()).toBe('/login?redirect=%2Ftodo');
  });

  it('without a token only 重新登录 is offered', () => {
    renderPage(<WhitePage />, '/whitePage?redirect=%2Ftodo');
    expect(screen.queryByRole('button', { name: '重新进入' })).toBeNull();
    expect(screen.getByRole('button', { name: '重新登录' })).toBeTruthy();
  });
});
