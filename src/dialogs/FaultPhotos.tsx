import { useState } from 'react';
import { Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { showError, showSuccess, showWarning } from '../api/toast';
import { sniffImage, type ImageKind } from '../upload/sniffImage';
import { uploadFile } from '../upload/uploadFile';
import { FAULT_PHOTO_EXTENSIONS, FAULT_PHOTO_MAX_COUNT, messages, validateFaultPhotoCount, validateFaultPhotoFile } from '../validators';

export const UPLOAD_OK = '上传成功!';
export const UPLOAD_FAILED = '上传失败,请重新上传!';
export const PHOTO_HINT = '最多上传4张图片，单张不超过2M，支持png、jpg、jpeg格式';

/** The addresses of the uploaded photos, in order. */
export const photoUrls = (files: UploadFile[]): string[] =>
  files.filter((f) => f.status === 'done' && typeof f.url === 'string').map((f) => f.url as string);

/** The content each accepted extension must have (the server refuses a mismatch anyway). */
const CONTENT_OF_EXTENSION: Record<(typeof FAULT_PHOTO_EXTENSIONS)[number], ImageKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg' };

/** True when the file's first bytes are the image its extension names (an SVG or an EXE renamed .png is not). */
async function contentMatchesExtension(file: File): Promise<boolean> {
  const extension = file.name.split('.').pop()?.toLowerCase() as keyof typeof CONTENT_OF_EXTENSION;
  const kind = await sniffImage(file).catch(() => null);
  return kind !== null && CONTENT_OF_EXTENSION[extension] === kind;
}

/**
 * The fault report's photos: at most 4, each png/jpg/jpeg of at most 2 MB (spec §5), checked before upload with the
 * validators' messages (the content too, from its first bytes), uploaded one by one through the generic upload
 * (src/upload/uploadFile.ts) with a progress bar for files over 1 MB.
 */
export function FaultPhotos({
  files,
  onChange,
}: {
  files: UploadFile[];
  onChange(next: UploadFile[] | ((prev: UploadFile[]) => UploadFile[])): void;
}) {
  const [preview, setPreview] = useState<string | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = async (file, batch) => {
    const countError = validateFaultPhotoCount(files.length + batch.indexOf(file) + 1);
    const error =
      countError ?? validateFaultPhotoFile(file) ?? ((await contentMatchesExtension(file)) ? undefined : messages.FAULT_PHOTO_TYPE);
    if (error) {
      showWarning(error);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError, onProgress }) => {
    uploadFile(file as File, 'image', { onProgress: (percent) => onProgress?.({ percent }) })
      .then(({ url }) => {
        onChange((prev) => prev.map((f) => (f.uid === (file as UploadFile).uid ? { ...f, status: 'done', url, thumbUrl: url } : f)));
        showSuccess(UPLOAD_OK);
        onSuccess?.(url);
      })
      .catch((err: unknown) => {
        onChange((prev) => prev.filter((f) => f.uid !== (file as UploadFile).uid));
        showError(UPLOAD_FAILED);
        onError?.(err instanceof Error ? err : new Error(UPLOAD_FAILED));
      });
  };

  // Upload reports additions, progress and removals; the upload outcome is written by customRequest above.
  const handleChange: UploadProps['onChange'] = ({ file, fileList }) => {
    if (file.status === 'removed') onChange(fileList);
    else if (file.status === 'uploading')
      onChange((prev) =>
        prev.some((f) => f.uid === file.uid)
          ? prev.map((f) => (f.uid === file.uid && f.status === 'uploading' ? { ...f, percent: file.percent } : f))
          : [...prev, { ...file, status: 'uploading' }],
      );
  };

  return (
    <>
      <Upload
        listType="picture-card"
        accept={FAULT_PHOTO_EXTENSIONS.map((e) => `.${e}`).join(',')}
        multiple
        fileList={files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onPreview={(f) => setPreview(f.url ?? f.thumbUrl ?? null)}
      >
        {files.length >= FAULT_PHOTO_MAX_COUNT ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }} aria-label="上传图片">
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>上传图片</div>
          </button>
        )}
      </Upload>
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt="故障图片"
          preview={{ visible: true, src: preview, onVisibleChange: (visible) => !visible && setPreview(null) }}
        />
      )}
    </>
  );
}
