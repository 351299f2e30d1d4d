import { readBlob } from './readBlob';

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Leading bytes of each image format; null stands for "any byte". */
const SIGNATURES: [ImageKind, (number | null)[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', ascii('GIF87a')],
  ['gif', ascii('GIF89a')],
  ['bmp', ascii('BM')],
  ['webp', [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]],
];

export const SNIFF_BYTES = 12;

/** The image format of some leading bytes, or null. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  const match = SIGNATURES.find(([, sig]) => sig.length <= bytes.length && sig.every((b, i) => b === null || b === bytes[i]));
  return match ? match[0] : null;
}

/** Reads the first bytes of a file and tells its image format (png, jpeg, gif, bmp, webp) or null. */
export async function sniffImage(file: Blob): Promise<ImageKind | null> {
  return imageKindOf(await readBlob(file, 0, Math.min(SNIFF_BYTES, file.size)));
}
