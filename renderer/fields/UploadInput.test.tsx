// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadOptions } from '../core/services';
import { bulletinArea, createFakeServices, renderWithServices } from '../testing/fakeServices';
import { UploadInput, UPLOAD_SUCCEEDED } from './UploadInput';

const progressBar = (container: HTMLElement) => container.querySelector('.ant-upload-list-item-uploading [role=progressbar]');

describe('UploadInput progress', () => {
  it.each(['image', 'file'] as const)(
    '%s: the percent the service reports shows on the uploading item until it is done',
    async (purpose) => {
      const services = createFakeServices();
      let report: (percent: number) => void = () => undefined;
      let finish: () => void = () => undefined;
      services.upload = vi.fn(
        (file: File, _purpose: 'image' | 'file', options?: UploadOptions) =>
          new Promise<{ url: string; name: string }>((resolve) => {
            report = (percent) => options?.onProgress?.(percent);
            finish = () => resolve({ url: `https://files.example/${file.name}`, name: file.name });
          }),
      );
      const onChange = vi.fn();
      const { container } = renderWithServices(
        <UploadInput
          field={{ valueType: purpose === 'image' ? 'image' : 'upload', title: '附件' }}
          area={bulletinArea()}
          value={undefined}
          onChange={onChange}
          purpose={purpose}
        />,
        services,
      );
      const file = new File([new Uint8Array(10)], 'big.png', { type: 'image/png' });
      fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
      await waitFor(() => expect(services.upload).toHaveBeenCalledWith(file, purpose, { onProgress: expect.any(Function) }));

      await act(async () => report(40));
      await waitFor(() => expect(progressBar(container)?.getAttribute('aria-valuenow')).toBe('40'));
      await act(async () => report(85));
      await waitFor(() => expect(progressBar(container)?.getAttribute('aria-valuenow')).toBe('85'));
      expect(onChange).not.toHaveBeenCalled();

      await act(async () => finish());
      await waitFor(() => expect(onChange).toHaveBeenCalledWith(['https://files.example/big.png']));
      expect(services.messages).toContainEqual({ type: 'success', text: UPLOAD_SUCCEEDED });
      await waitFor(() => expect(progressBar(container)).toBeNull());
    },
  );
});

describe('UploadInput maxCount', () => {
  it.each([
    [1, ['https://files.example/a.png'], false],
    [2, ['https://files.example/a.png'], true],
    [undefined, ['https://files.example/a.png', 'https://files.example/b.png'], true],
  ])('maxCount %s with %j: upload button shown %s', (maxCount, value, shown) => {
    const services = createFakeServices();
    const { queryByText } = renderWithServices(
      <UploadInput
        field={{ valueType: 'image', title: '车辆照片' }}
        area={bulletinArea()}
        value={value}
        onChange={vi.fn()}
        purpose="image"
        componentProps={maxCount === undefined ? undefined : { maxCount }}
      />,
      services,
    );
    expect(queryByText('上传') !== null).toBe(shown);
  });
});
