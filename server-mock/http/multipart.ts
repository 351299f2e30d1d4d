import type { FastifyRequest } from 'fastify';

/** A multipart/form-data upload read with @fastify/multipart: its text fields and its `file` part. */
export interface UploadForm {
  fields: Record<string, string>;
  file: { name: string; bytes: Buffer } | null;
}

/** A declared Content-Length over `limit`: refused before anything is read. */
export const declaredOver = (request: FastifyRequest, limit: number) => Number(request.headers['content-length']) > limit;

/**
 * Reads a multipart/form-data body (every part, in order; the first file part named `file` is kept, at most
 * `fileLimit` bytes): 'notMultipart' for another content type or a broken body, 'tooLarge' for a bigger file.
 */
export async function readUploadForm(request: FastifyRequest, fileLimit: number): Promise<UploadForm | 'notMultipart' | 'tooLarge'> {
  if (!request.isMultipart()) return 'notMultipart';
  const form: UploadForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: fileLimit, files: 4, fields: 32 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !form.file) form.file = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    return (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? 'tooLarge' : 'notMultipart';
  }
  return form;
}
