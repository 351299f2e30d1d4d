// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../auth/session';
import { ApiError, get } from './http';
import { installHttpDoubles } from '../testing/httpDoubles';

let io: ReturnType<typeof installHttpDoubles>;

beforeEach(() => {
  clearSession();
  setToken('tok');
  io = installHttpDoubles();
});

const MALFORMED = '服务器返回的数据格式有误，请稍后重试';

// Whatever arrives, the caller gets a rejected ApiError (never a TypeError) and the user one readable text.
describe.each([
  ['truncated JSON', 200, '{"code":"200","msg":"操作成功","data":{"results":[{"id"', MALFORMED, 'malformed'],
  [
    'an HTML page with status 200',
    200,
    '<!DOCTYPE html><html><head><title>登录</title></head><body><div id="root"></div></body></html>',
    MALFORMED,
    'malformed',
  ],
  ['an empty body', 200, '', MALFORMED, 'malformed'],
  ['a JSON array', 200, '[{"id":1}]', MALFORMED, 'malformed'],
  ['a JSON string', 200, '"ok"', MALFORMED, 'malformed'],
  ['{code:"500"} without msg', 200, '{"code":"500"}', 'error', 'business'],
  ['{code:"500"} with msg', 200, '{"code":"500","msg":"数据库繁忙，请稍后再试","data":null}', '数据库繁忙，请稍后再试', 'business'],
  ['{code:"500"} with a non-text msg', 200, '{"code":"500","msg":{"detail":"x"}}', 'error', 'business'],
  ['HTTP 403 with an envelope', 403, '{"code":"403","msg":"无权访问该接口","data":null}', '无权访问该接口', 'http'],
  ['HTTP 403 without msg', 403, '{"code":"403","data":null}', '没有权限执行该操作', 'http'],
  ['HTTP 403 with an HTML page', 403, '<html><body>Forbidden</body></html>', '没有权限执行该操作', 'http'],
  ['HTTP 400 with an envelope', 400, '{"code":"0x10d7500400","msg":"请求参数不合法","data":null}', '请求参数不合法', 'http'],
  ['HTTP 413 with an envelope', 413, '{"code":"413","msg":"请求体过大","data":null}', '请求体过大', 'http'],
  ['HTTP 404 with an HTML page', 404, '<html>Not Found</html>', '服务器开小差了（HTTP 404），请稍后重试', 'http'],
  [
    'HTTP 500 whose envelope leaks internals',
    500,
    '{"code":"500","msg":"java.lang.NullPointerException at Foo.java:12"}',
    '服务器开小差了（HTTP 500），请稍后重试',
    'http',
  ],
])('%s', (_label, status, text, message, kind) => {
  it(`rejects with ApiError "${message}" and shows it once`, async () => {
    io.reply(new Response(text, { status }));
    const error = await get('/parks').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, kind, status });
    expect(io.toasts).toEqual([{ type: 'error', content: message, duration: 5 }]);
  });
});

it('a body that cannot be read (connection cut mid-body) is a network failure, not a crash', async () => {
  const failing = () =>
    new Response(
      new ReadableStream({
        pull(controller) {
          controller.error(new TypeError('network error'));
        },
      }),
      { status: 200 },
    );
  io.reply(failing, failing, failing, failing);
  vi.useFakeTimers();
  const pending = get('/parks', undefined, { silent: true }).catch((e: unknown) => e);
  await vi.advanceTimersByTimeAsync(5000);
  vi.useRealTimers();
  const error = await pending;
  expect(io.calls).toHaveLength(4);
  expect(error).toMatchObject({ kind: 'network', message: '网络连接失败，请检查网络后重试' });
});
