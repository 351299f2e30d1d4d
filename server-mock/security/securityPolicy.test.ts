/**
 * 安全设置 drives the platform (security/policy.ts): loginInfo tells the console the idle timeout and the password
 * rules; a session used within the timeout lives on, one unused for longer is refused with 401; a saved setting holds
 * at the next call — a shorter idle timeout, fewer failures before the picture code and the lock, a longer lock named
 * in its message; a lock count below the picture-code count and a timeout out of range are refused; every change is
 * kept in 修改记录 with who and why.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashLoginPassword, startTestServer, type TestServer, type WireRow } from '../testing/harness';
import { DEFAULT_POLICY } from './policy';

const INFO = '/api/auth/v2/api/user/loginInfo';
const LOGIN = '/api/auth/v2/api/user/login';
const SETTINGS = '/api/system/v2/api/securitySettings';
const MINUTE = 60_000;
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 0, 15, 2, 0, 0));
  await t.post('/__mock/reset', {});
});
afterEach(() => vi.useRealTimers());

async function save(token: string, values: Record<string, unknown>) {
  const current = (await t.get<{ results: WireRow[] }>(SETTINGS, token)).body.data.results[0];
  return t.put(SETTINGS, { ...current, ...values }, token);
}

/** A login of `account` with a wrong password (or the right one), answered as the login page gets it. */
async function attempt(account: string, right = false) {
  const c = await t.challenge(account);
  const password = hashLoginPassword(right ? 'Park@2026' : 'Wrong@2026', c.salt, c.codeValue);
  return (await t.post(LOGIN, { account, password, codeKey: c.codeKey, verifyCodeId: '', verifyCode: '' })).body;
}

describe('the session idle timeout', () => {
  it('loginInfo carries the policy the console applies (30 minutes, passwords of 8 and 3 classes by default)', async () => {
    const token = await t.login('admin');
    expect(DEFAULT_POLICY).toMatchObject({ idleTimeoutMinutes: 30, passwordMinLength: 8, passwordClasses: 3 });
    expect((await t.get<WireRow>(INFO, token)).body.data).toMatchObject({
      idleTimeoutMinutes: 30,
      passwordMinLength: 8,
      passwordClasses: 3,
    });
  });

  it('a session used every 20 minutes lives on; unused for 31 minutes it is refused with 401', async () => {
    const token = await t.login('admin');
    for (let i = 0; i < 4; i++) {
      vi.setSystemTime(Date.now() + 20 * MINUTE);
      expect((await t.get(INFO, token)).status).toBe(200);
    }
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    expect((await t.get(INFO, token)).status).toBe(401);
    vi.setSystemTime(Date.now() + MINUTE);
    expect((await t.get(INFO, token)).status).toBe(401);
    // Another session of the same account is not affected by the first one's end.
    expect((await t.get(INFO, await t.login('admin'))).status).toBe(200);
  });
});

describe('安全设置 takes effect at the next call', () => {
  it('a 10-minute idle timeout ends a session unused for 11 minutes, and loginInfo says 10', async () => {
    const admin = await t.login('admin');
    expect((await save(admin, { idleTimeoutMinutes: 10, changeNote: '等保测评要求缩短会话超时' })).body.code).toBe('200');
    const other = await t.login('operator');
    expect((await t.get<WireRow>(INFO, other)).body.data.idleTimeoutMinutes).toBe(10);
    vi.setSystemTime(Date.now() + 11 * MINUTE);
    expect((await t.get(INFO, other)).status).toBe(401);
  });

  it('the picture code after 2 failures and a 30-minute lock after 3, named in the message', async () => {
    const admin = await t.login('admin');
    const res = await save(admin, { picCodeAfterFailures: 2, lockAfterFailures: 3, lockMinutes: 30, changeNote: '加强登录保护' });
    expect(res.body.code).toBe('200');
    expect((await attempt('operator')).data).toEqual({ needVerifyCode: false });
    expect((await attempt('operator')).data).toEqual({ needVerifyCode: true });
    // From now on a login without the picture code is refused for it; the third failure (with a code) locks.
    const c = await t.challenge('operator');
    const { verifyCodeId } = (await t.get(`/api/auth/v2/api/user/getPicVerifyCode`)).body.data as { verifyCodeId: string };
    const { code } = (await t.get(`/__mock/picCode?verifyCodeId=${verifyCodeId}`)).body as unknown as { code: string };
    const third = await t.post(LOGIN, {
      account: 'operator',
      password: hashLoginPassword('Wrong@2026', c.salt, c.codeValue),
      codeKey: c.codeKey,
      verifyCodeId,
      verifyCode: code,
    });
    expect(third.body).toMatchObject({ code: '0x10d7500007', msg: '登录失败次数过多，账号已锁定，请30分钟后再试' });
    vi.setSystemTime(Date.now() + 29 * MINUTE);
    expect(await attempt('operator', true)).toMatchObject({ code: '0x10d7500007' });
  });

  it.each([
    [{ picCodeAfterFailures: 5, lockAfterFailures: 3 }, '锁定账号的失败次数不能少于需验证码的失败次数'],
    [{ idleTimeoutMinutes: 1 }, '会话空闲超时（分钟）：请输入5-720之间的数字'],
    [{ passwordMinLength: 6 }, '密码最少位数：请输入8-32之间的数字'],
  ])('refuses %j, naming the rule, and keeps the setting', async (values, message) => {
    const admin = await t.login('admin');
    const res = await save(admin, { ...values, changeNote: '调整' });
    expect(res.body.msg).toBe(message);
    expect((await t.get<{ results: WireRow[] }>(SETTINGS, admin)).body.data.results[0]).toMatchObject({ ...DEFAULT_POLICY, version: 1 });
  });

  it('keeps each replaced version in 修改记录 with who and why', async () => {
    const admin = await t.login('admin');
    await save(admin, { lockMinutes: 20, changeNote: '延长锁定时长' });
    const logs = (await t.get<{ results: WireRow[] }>(`${SETTINGS}/logs?pageNo=1&pageSize=10`, admin)).body.data.results;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ lockMinutes: 15, version: 1, changeNote: '延长锁定时长' });
    expect(logs[0].replacedUser).toBeTruthy();
  });

  it('is refused without the page’s button codes (403)', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(SETTINGS, viewer)).status).toBe(403);
  });
});
