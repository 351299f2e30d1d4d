import { fileTypeFromBuffer } from 'file-type';

/** Image formats recognised by their first bytes. */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp';

/** The image extensions whose content is checked, and the format each must hold. */
export const IMAGE_EXTENSIONS: Readonly<Record<string, ImageFormat>> = {
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.gif': 'gif',
  '.bmp': 'bmp',
  '.webp': 'webp',
};

/** The formats file-type reports (by MIME type) that count as each image format. */
const FORMAT_OF_MIME: Readonly<Record<string, ImageFormat>> = {
  'image/png': 'png',
  'image/apng': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
};

/** BITMAPCOREHEADER and the BITMAPINFOHEADER family: the DIB header sizes a real BMP starts with. */
const BMP_DIB_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/** file-type takes any content starting with "BM" for a bitmap; a real one also has a DIB header of a known size. */
const hasBmpHeader = (bytes: Uint8Array) =>
  bytes.length >= 26 && BMP_DIB_SIZES.has(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32LE(14));

/**
 * The image format of the content by its magic bytes (file-type's `fileTypeFromBuffer`), or null: SVG, HTML,
 * executables, archives and text are not images here.
 */
export async function sniffImage(bytes: Uint8Array): Promise<ImageFormat | null> {
  const type = await fileTypeFromBuffer(bytes);
  const format = type ? (FORMAT_OF_MIME[type.mime] ?? null) : null;
  if (format === 'bmp' && !hasBmpHeader(bytes)) return null;
  return format;
}

/** True unless `ext` (lowercase, with its dot) is an image extension and the content is not that kind of image. */
export async function contentMatchesExtension(ext: string, bytes: Uint8Array): Promise<boolean> {
  if (!Object.hasOwn(IMAGE_EXTENSIONS, ext)) return true;
  return (await sniffImage(bytes)) === IMAGE_EXTENSIONS[ext];
}
