// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import NotFoundPage from './NotFoundPage';
import UnauthorizedPage from './UnauthorizedPage';
import ErrDomainPage from './ErrDomainPage';
import NotConfiguredPage from './NotConfiguredPage';

describe('error pages', () => {
  it('404 says the page does not exist and goes home', () => {
    const { location } = renderPage(<NotFoundPage />, '/404');
    expect(screen.getByText('抱歉，您访问的页面不存在')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(location()).toBe('/index');
  });

  it.each([
    ['返回首页', '/index'],
    ['重新登录', '/login'],
  ])('401 button %s goes to %s', (name, path) => {
    const { location } = renderPage(<UnauthorizedPage />, '/401');
    expect(screen.getByText('您没有访问该页面的权限')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(location()).toBe(path);
  });

  it('errDomain explains the unauthorised domain', () => {
    renderPage(<ErrDomainPage />, '/errDomain');
    expect(screen.getByText('域名未授权')).toBeTruthy();
  });

  it('NotConfigured names the component it received', () => {
    renderPage(<NotConfiguredPage componentName="stopFee/unknownView" />);
    expect(screen.getByText('页面未配置')).toBeTruthy();
    expect(screen.getByText('stopFee/unknownView')).toBeTruthy();
  });
});
