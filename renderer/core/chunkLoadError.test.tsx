// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServices, renderWithServices } from '../testing/fakeServices';
import { isChunkLoadError, reportChunkLoadError } from './chunkLoadError';
import { SchemaView } from './SchemaView';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./loadArea', () => ({
  // Every load of the document fails as a chunk gone after a redeploy does (a new error each time).
  loadArea: () => {
    loads.count += 1;
    return Promise.reject(new TypeError(`Failed to fetch dynamically imported module: http://x/assets/stopFee-${loads.count}.js`));
  },
  listAreas: () => ['stopFee'],
}));

describe('reportChunkLoadError', () => {
  it('hands a chunk failure to the shell once per error, and nothing else', () => {
    const chunkFailed = vi.fn();
    const gone = new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js');
    expect(isChunkLoadError(gone)).toBe(true);
    expect(reportChunkLoadError(gone, chunkFailed)).toBe(true);
    expect(reportChunkLoadError(gone, chunkFailed)).toBe(false);
    expect(reportChunkLoadError(new Error('列配置有误'), chunkFailed)).toBe(false);
    expect(reportChunkLoadError(undefined, chunkFailed)).toBe(false);
    expect(chunkFailed.mock.calls).toEqual([[gone]]);
    // A shell without the service: nothing to call.
    expect(reportChunkLoadError(new TypeError('Importing a module script failed.'), undefined)).toBe(false);
  });
});

describe('SchemaView: an area document whose chunk is gone', () => {
  it('shows 页面加载失败 itself and reports the failure to the shell, once per failure (重试 fails anew)', async () => {
    const chunkFailed = vi.fn();
    renderWithServices(<SchemaView area="stopFee" view="parkOrderList" />, { ...createFakeServices(), chunkFailed });
    await screen.findByText('页面加载失败');
    await waitFor(() => expect(chunkFailed).toHaveBeenCalledTimes(1));
    expect(String(chunkFailed.mock.calls[0][0].message)).toContain('stopFee-1.js');
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(chunkFailed).toHaveBeenCalledTimes(2));
    expect(String(chunkFailed.mock.calls[1][0].message)).toContain('stopFee-2.js');
  });
});
