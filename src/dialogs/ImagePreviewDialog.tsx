import { useEffect, useState } from 'react';
import { Image } from 'antd';
import type { DialogProps } from './dialogTypes';

/** The image list of an imagePreview payload: a list of addresses, or `{urls, current}`. */
export function previewImages(payload: unknown): { urls: string[]; current: number } {
  const source = Array.isArray(payload) ? { urls: payload } : ((payload ?? {}) as { urls?: unknown; current?: unknown });
  const urls = Array.isArray(source.urls) ? source.urls.filter((u): u is string => typeof u === 'string' && u !== '') : [];
  const wanted = Number((source as { current?: unknown }).current ?? 0);
  const current = Number.isInteger(wanted) && wanted >= 0 && wanted < urls.length ? wanted : 0;
  return { urls, current };
}

/** Full-screen preview of one or more images (payload: image addresses), with zoom, rotation and paging. */
export function ImagePreviewDialog({ payload, onClose }: DialogProps) {
  const [{ urls, current: first }] = useState(() => previewImages(payload));
  const [current, setCurrent] = useState(first);
  useEffect(() => {
    if (urls.length === 0) onClose();
  }, [urls.length, onClose]);
  if (urls.length === 0) return null;
  return (
    <Image.PreviewGroup
      items={urls}
      preview={{
        visible: true,
        current,
        onChange: (index) => setCurrent(index),
        onVisibleChange: (visible) => {
          if (!visible) onClose();
        },
      }}
    />
  );
}
