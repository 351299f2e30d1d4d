// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';
import { CHUNK_RELOAD_KEY } from './staleChunk';
import { testShellServices } from '../testing/shellServices';

let failure: Error | null = null;
const mounts = vi.fn();
function Page() {
  if (failure) throw failure;
  mounts();
  return <div>页面内容</div>;
}

const reload = vi.fn();
beforeEach(() => {
  failure = null;
  mounts.mockReset();
  reload.mockReset();
  sessionStorage.clear();
  testShellServices({ staleChunkReload: reload });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const retry = () => fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));

describe('PageErrorBoundary', () => {
  it.each([
    ['page', '「全部公告」出现错误：columns.map is not a function。其他页面不受影响。'],
    ['screen', '「全部公告」出现错误：columns.map is not a function。请重试。'],
  ] as const)('scope %s: the error view with its text and 重试', (scope, text) => {
    failure = new TypeError('columns.map is not a function');
    render(
      <PageErrorBoundary title="全部公告" scope={scope}>
        <Page />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('重试 mounts the page anew once the cause is gone', () => {
    failure = new Error('暂时的故障');
    render(
      <PageErrorBoundary title="列表">
        <Page />
      </PageErrorBoundary>,
    );
    retry();
    expect(screen.getByText('页面加载失败')).toBeTruthy();
    failure = null;
    retry();
    expect(screen.getByText('页面内容')).toBeTruthy();
    expect(mounts).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a gone chunk: one automatic reload, the stale-code text, and 重试 reloads again', () => {
    failure = new TypeError('Failed to fetch dynamically imported module: http://x/assets/HelpDocumentationPage-abc.js');
    render(
      <PageErrorBoundary title="帮助文档">
        <Page />
      </PageErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.getByText('页面资源已更新，请刷新后重试')).toBeTruthy();
    retry();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a gone chunk right after an automatic reload: no second automatic reload', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    failure = new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js');
    render(
      <PageErrorBoundary title="帮助文档">
        <Page />
      </PageErrorBoundary>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('页面资源已更新，请刷新后重试')).toBeTruthy();
  });
});
