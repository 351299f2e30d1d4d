/** The bytes of a slice of a Blob (File): [start, end). */
export async function readBlob(blob: Blob, start = 0, end = blob.size): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(start, end).arrayBuffer());
}
