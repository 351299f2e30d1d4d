// @vitest-environment jsdom
import { Component, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ViewErrorBoundary } from './ViewErrorBoundary';

class Outer extends Component<{ children: ReactNode }, { caught?: string }> {
  state: { caught?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message };
  }
  render() {
    return this.state.caught ? <p>页面边界：{this.state.caught}</p> : this.props.children;
  }
}

let fail: Error | null = null;
function Broken() {
  if (fail) throw fail;
  return <p>视图内容</p>;
}

const mount = () =>
  render(
    <Outer>
      <ViewErrorBoundary area="sysBulletin" view="list" pointer="/views/list">
        <Broken />
      </ViewErrorBoundary>
    </Outer>,
  );

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  fail = null;
});

describe('ViewErrorBoundary', () => {
  it('contains a view that throws: 视图渲染失败 with the reason, 重试 mounts it again', () => {
    fail = new Error('列定义有误');
    mount();
    expect(screen.getByText('视图渲染失败')).toBeTruthy();
    expect(screen.getByText('列定义有误')).toBeTruthy();
    fail = null;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(screen.getByText('视图内容')).toBeTruthy();
  });

  it.each([
    ['Failed to fetch dynamically imported module: http://x/assets/ListView-abc.js'],
    ['Importing a module script failed.'],
    ['Unable to preload CSS for /assets/ListView-abc.css'],
  ])('hands code that could not be loaded (%s) to the page boundary', (message) => {
    fail = new TypeError(message);
    mount();
    expect(screen.queryByText('视图渲染失败')).toBeNull();
    expect(screen.getByText(`页面边界：${message}`)).toBeTruthy();
  });
});
