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

/** Extensions the image upload type (generic upload type 1) takes (spec §7: png, jpg, jpeg, bmp, gif, webp, psd, svg, tiff). */
export const IMAGE_UPLOAD_EXTENSIONS: ReadonlySet<string> = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.bmp',
  '.gif',
  '.webp',
  '.psd',
  '.svg',
  '.tiff',
  '.tif',
]);

/** Extensions a format file-type recognises may be stored under besides its own (file-type names one per format). */
const ALSO_STORED_AS: Readonly<Record<string, readonly string[]>> = {
  jpg: ['jpeg', 'jpe'],
  tif: ['tiff'],
  zip: ['xlsx', 'docx', 'pptx', 'jar', 'apk'],
  xlsx: ['zip'],
  docx: ['zip'],
  pptx: ['zip'],
  cfb: ['xls', 'doc', 'ppt'],
  mp4: ['m4v'],
};

/** Extensions of markup (HTML, SVG, XML): the only ones a text starting with a tag may be stored under. */
const MARKUP_EXTENSIONS: ReadonlySet<string> = new Set(['.html', '.htm', '.xhtml', '.svg', '.xml']);

/** Whether a text starts with a tag, a doctype, a comment or an XML declaration (as browsers sniff HTML). */
export function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 512)).toString('utf8');
  return /^\uFEFF?\s*<[!?a-zA-Z]/.test(head);
}

/**
 * Whether the content is what `ext` (lowercase, with its dot; '' for none) says, for every upload of the mock (the
 * generic upload, OSS, S3, the file server): an image extension must hold that kind of image; content file-type
 * recognises (images, PDF, archives, office files, programs …) must carry its own extension; other content (text) must
 * not be markup unless the extension is a markup one — so HTML named .png, .txt or nothing is refused.
 */
export async function contentMatchesExtension(ext: string, bytes: Uint8Array): Promise<boolean> {
  if (Object.hasOwn(IMAGE_EXTENSIONS, ext)) return (await sniffImage(bytes)) === IMAGE_EXTENSIONS[ext];
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed) return sniffed.ext === ext.slice(1) || (ALSO_STORED_AS[sniffed.ext] ?? []).includes(ext.slice(1));
  return MARKUP_EXTENSIONS.has(ext) || !looksLikeMarkup(bytes);
}
