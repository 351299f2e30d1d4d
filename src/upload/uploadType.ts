/** Extensions sent as type 1 (image) on the generic upload call; everything else is type 2 (spec §5, §7). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff'];

export function uploadTypeOf(fileName: string): 1 | 2 {
  const ext = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  return IMAGE_EXTENSIONS.includes(ext) ? 1 : 2;
}
