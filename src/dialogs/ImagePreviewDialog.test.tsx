// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImagePreviewDialog, previewImages } from './ImagePreviewDialog';
import { renderDialog } from '../testing/renderDialog';

describe('previewImages', () => {
  it.each([
    [['/a.png', '/b.png'], { urls: ['/a.png', '/b.png'], current: 0 }],
    [
      { urls: ['/a.png', '/b.png'], current: 1 },
      { urls: ['/a.png', '/b.png'], current: 1 },
    ],
    [
      { urls: ['/a.png'], current: 5 },
      { urls: ['/a.png'], current: 0 },
    ],
    [['/a.png', '', 3, null], { urls: ['/a.png'], current: 0 }],
    [undefined, { urls: [], current: 0 }],
    ['x', { urls: [], current: 0 }],
  ])('%j → %j', (payload, expected) => {
    expect(previewImages(payload)).toEqual(expected);
  });
});

const previewSrc = () => document.querySelector('.ant-image-preview-img')?.getAttribute('src');

describe('ImagePreviewDialog', () => {
  it('shows the chosen image, pages through the list, and closes', async () => {
    const onClose = vi.fn();
    renderDialog(
      <ImagePreviewDialog payload={{ urls: ['/a.png', '/b.png'], current: 1 }} onClose={onClose} confirm={() => Promise.resolve(true)} />,
    );
    expect(previewSrc()).toBe('/b.png');
    expect(screen.getByText('2 / 2')).toBeTruthy();
    await act(async () => fireEvent.click(document.querySelector('.ant-image-preview-switch-left') as Element));
    expect(previewSrc()).toBe('/a.png');
    await act(async () => fireEvent.click(document.querySelector('.ant-image-preview-close') as Element));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once without images', async () => {
    const onClose = vi.fn();
    renderDialog(<ImagePreviewDialog payload={[]} onClose={onClose} confirm={() => Promise.resolve(true)} />);
    await act(async () => Promise.resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(previewSrc()).toBeUndefined();
  });
});
