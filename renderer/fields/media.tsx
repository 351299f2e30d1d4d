/** Value types image (thumbnails with a preview group) and upload (file links); both edit through UploadInput. */
import { Image, Space } from 'antd';
import { toList } from './empty';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';
import { fileName, UploadInput } from './UploadInput';
import { isWebAddress } from './webAddress';

function ImageRead({ value, field }: ReadProps) {
  return (
    <Image.PreviewGroup>
      <Space size={8} wrap>
        {toList(value).map((url, i) => (
          <Image
            key={`${i}-${String(url)}`}
            src={String(url)}
            alt={`${field.title ?? '图片'}${i + 1}`}
            width={48}
            height={48}
            style={{ objectFit: 'cover' }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

function UploadRead({ value }: ReadProps) {
  return (
    <Space direction="vertical" size={2}>
      {toList(value).map((url, i) =>
        isWebAddress(url, { sitePaths: true }) ? (
          <a key={`${i}-${String(url)}`} href={String(url)} target="_blank" rel="noopener noreferrer">
            {fileName(String(url))}
          </a>
        ) : (
          <span key={`${i}-${String(url)}`}>{String(url)}</span>
        ),
      )}
    </Space>
  );
}

export const mediaTypes = {
  image: { Read: ImageRead, Edit: (props: EditProps) => <UploadInput {...props} purpose="image" /> },
  upload: { Read: UploadRead, Edit: (props: EditProps) => <UploadInput {...props} purpose="file" /> },
} satisfies Record<string, ValueTypeSpec>;
