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

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** BITMAPCOREHEADER and the BITMAPINFOHEADER family: the DIB header sizes a real BMP starts with. */
const BMP_DIB_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function isBmp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('BM')) || bytes.length < 26) return false;
  const dibSize = bytes[14] | (bytes[15] << 8) | (bytes[16] << 16) | (bytes[17] << 24);
  return BMP_DIB_SIZES.has(dibSize);
}

/** The image format of the content by its magic bytes, or null (SVG, HTML, executables, archives and text are not images here). */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isBmp(bytes)) return 'bmp';
  return null;
}

/** True unless `ext` (lowercase, with its dot) is an image extension and the content is not that kind of image. */
export function contentMatchesExtension(ext: string, bytes: Uint8Array): boolean {
  if (!Object.hasOwn(IMAGE_EXTENSIONS, ext)) return true;
  return sniffImage(bytes) === IMAGE_EXTENSIONS[ext];
}
