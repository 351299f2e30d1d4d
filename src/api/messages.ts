/** User-facing texts of the HTTP client. They never contain URLs, stack traces or other internals. */
export const HTTP_MESSAGES = {
  gatewayTimeout: '网关超时',
  unauthorized: '登录已失效，请重新登录',
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  malformed: '服务器返回的数据格式有误，请稍后重试',
  /** Fallback when a business error has no msg (spec §8). */
  businessFallback: 'error',
  /** HTTP 403 whose body carries no msg. */
  forbidden: '没有权限执行该操作',
  httpStatus: (status: number) => `服务器开小差了（HTTP ${status}），请稍后重试`,
} as const;
