/** Parses a multipart/form-data body with Node's own FormData parser; null when it is not one. */
export async function parseMultipart(raw: Buffer, contentType: string): Promise<FormData | null> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return null;
  try {
    return await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
}

/** A text field of the form ('' when absent or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The `file` part of the form, or null. */
export function filePart(form: FormData, name = 'file'): File | null {
  const value = form.get(name);
  return value instanceof Blob && typeof (value as File).name === 'string' ? (value as File) : null;
}
