/** A message fit to show for a failed call: the error's own text (ApiError messages are Chinese), else the fallback. */
export function errorText(error: unknown, fallback = '操作失败，请稍后重试'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
