/**
 * Failure messages of the upload flows (docs/wire-protocol.md, "Upload flows"): each failing step rejects with an
 * Error carrying exactly one of these. Callers show UPLOAD_FAILED as their toast.
 */
export const UPLOAD_MESSAGES = {
  /** GET /basic/v2/api/getImageServerType failed or answered something else than a number. */
  serverType: '获取图片服务器类型失败',
  /** getOSSParam, getServerSign, getPreSignUrl, getFileServerParam or getS3UploadToken failed. */
  signature: '获取上传签名失败',
  /** The form POST to the cloud object store (type 1) failed. */
  cloudStore: '上传至云存储失败',
  /** The POST to the file server (type 5) or the PUT to S3-style storage (other types) failed. */
  storage: '文件存储失败',
} as const;

/** The spec's upload failure text (business-areas §8), also the generic upload's fallback. */
export const UPLOAD_FAILED = '上传失败,请重新上传!';

/** An Error whose message is one of UPLOAD_MESSAGES; the underlying failure is kept as its cause. */
export function uploadError(message: string, cause?: unknown): Error {
  return new Error(message, cause === undefined ? undefined : { cause });
}
