/**
 * The edit form of image and upload: antd Upload sending each file through services.upload; the field
 * value is the list of uploaded addresses (URLs). Failures show 上传失败,请重新上传! and add nothing. While a file
 * travels its item shows a progress bar fed by the service's onProgress (reported for files over 1 MB).
 */
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { useRendererServices } from '../core/services';
import { toList } from './empty';
import type { EditProps } from './types';

export const UPLOAD_FAILED = '上传失败,请重新上传!';
export const UPLOAD_SUCCEEDED = '上传成功!';

export const fileName = (url: string) => decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() || url);

const fromUrls = (value: unknown): UploadFile[] =>
  toList(value).map((url, i) => ({ uid: `value-${i}-${String(url)}`, name: fileName(String(url)), status: 'done', url: String(url) }));

const doneUrls = (files: UploadFile[]) => files.filter((f) => f.status === 'done' && f.url).map((f) => f.url as string);

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function UploadInput({ value, onChange, disabled, readOnly, componentProps, purpose }: EditProps & { purpose: 'image' | 'file' }) {
  const services = useRendererServices();
  const [files, setFiles] = useState<UploadFile[]>(() => fromUrls(value));

  // A value set from outside (a loaded record, a reset) replaces the list.
  useEffect(() => {
    const urls = toList(value).map(String);
    setFiles((current) => (sameList(doneUrls(current), urls) ? current : fromUrls(urls)));
  }, [value]);

  const locked = disabled || readOnly;
  const maxCount = typeof componentProps?.maxCount === 'number' ? componentProps.maxCount : undefined;
  // A full list offers no further upload button (maxCount 1: the photo is replaced by removing it first).
  const full = maxCount !== undefined && files.length >= maxCount;
  return (
    <Upload
      listType={purpose === 'image' ? 'picture-card' : 'text'}
      accept={purpose === 'image' ? 'image/*' : undefined}
      {...componentProps}
      disabled={locked}
      fileList={files}
      customRequest={({ file, onSuccess, onError, onProgress }) => {
        services
          .upload(file as File, purpose, { onProgress: (percent) => onProgress?.({ percent }) })
          .then((result) => {
            services.message.success(UPLOAD_SUCCEEDED);
            onSuccess?.(result);
          })
          .catch((error: unknown) => {
            services.message.error(UPLOAD_FAILED);
            onError?.(error instanceof Error ? error : new Error(UPLOAD_FAILED));
          });
      }}
      onChange={({ fileList }) => {
        const next = fileList
          .filter((f) => f.status !== 'error')
          .map((f) => (f.status === 'done' && !f.url && f.response ? { ...f, url: (f.response as { url: string }).url } : f));
        setFiles(next);
        const urls = doneUrls(next);
        if (!sameList(urls, toList(value).map(String))) onChange(urls);
      }}
    >
      {locked || full ? null : purpose === 'image' ? (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>上传</div>
        </div>
      ) : (
        <Button icon={<UploadOutlined />}>上传文件</Button>
      )}
    </Upload>
  );
}
