import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_TTL_MS } from '../../security/challenges';
import { DEFAULT_POLICY } from '../../security/policy';
import { hashLoginPassword, startTestServer, type TestServer } from '../../testing/harness';

const { lockAfterFailures: LOCK_AFTER_FAILURES, picCodeAfterFailures: PIC_CODE_AFTER_FAILURES } = DEFAULT_POLICY;
const LOCK_DURATION_MS = DEFAULT_POLICY.lockMinutes * 60_000;

const AUTH = '/api/auth/v2/api/user';
const BAD = ['0x10d7500003', '账号或密码错误'];
const EXPIRED = ['0x10d7500004', '登录已超时，请重新登录'];
const PIC_REQUIRED = ['0x10d7500005', '请输入图片验证码'];
const LOCKED = ['0x10d7500007', '登录失败次数过多，账号已锁定，请15分钟后再试'];

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
afterEach(() => {
  vi.useRealTimers();
});

async function loginBody(account: string, password = 'Park@2026') {
  const c = await t.challenge(account);
  return { account, password: hashLoginPassword(password, c.salt, c.codeValue), codeKey: c.codeKey, verifyCodeId: '', verifyCode: '' };
}

/** A solved picture code (the mock tells its answer through /__mock/picCode). */
async function solvedPicCode() {
  const { verifyCodeId } = (await t.get(`${AUTH}/getPicVerifyCode`)).body.data as { verifyCodeId: string };
  const { code } = (await t.get(`/__mock/picCode?verifyCodeId=${verifyCodeId}`)).body as unknown as { code: string };
  return { verifyCodeId, verifyCode: code };
}

const answer = (res: Awaited<ReturnType<TestServer['post']>>) => [res.body.code, res.body.msg, res.body.data];

describe('login challenge: single use, short-lived', () => {
  it(`lives ${CHALLENGE_TTL_MS / 1000} seconds`, () => {
    expect(CHALLENGE_TTL_MS).toBeGreaterThanOrEqual(60_000);
    expect(CHALLENGE_TTL_MS).toBeLessThanOrEqual(120_000);
  });

  it.each([
    [
      'the exact body replayed after a successful login',
      async (body: object) => {
        expect((await t.post(`${AUTH}/login`, body)).body.code).toBe('200');
      },
    ],
    [
      'the exact body replayed after a failed login',
      async (body: object) => {
        expect((await t.post(`${AUTH}/login`, { ...body, password: 'f'.repeat(64) })).body.code).toBe(BAD[0]);
      },
    ],
    [
      'a challenge past its expiry',
      async () => {
        vi.setSystemTime(Date.now() + CHALLENGE_TTL_MS + 1000);
      },
    ],
  ])('refuses %s with 登录已超时，请重新登录', async (_what, before) => {
    const body = await loginBody('admin');
    await before(body);
    expect(answer(await t.post(`${AUTH}/login`, body)).slice(0, 2)).toEqual(EXPIRED);
  });

  it('accepts a challenge used within its lifetime', async () => {
    const body = await loginBody('admin');
    vi.setSystemTime(Date.now() + CHALLENGE_TTL_MS - 5000);
    expect((await t.post(`${AUTH}/login`, body)).body.code).toBe('200');
  });
});

describe('failed logins: picture code after 5, lock after 10, the same answers for unknown accounts', () => {
  /** One attempt: a wrong password (or the right one), with a solved picture code when `pic` is set. */
  async function attempt(account: string, opts: { right?: boolean; pic?: boolean } = {}) {
    const body = await loginBody(account, opts.right ? 'Park@2026' : 'Wrong@2026');
    return t.post(`${AUTH}/login`, { ...body, ...(opts.pic ? await solvedPicCode() : {}) });
  }
  const needsPic = async (account: string) => (await t.post(`${AUTH}/checkAccount`, { account })).body.data.needVerifyCode as boolean;

  it('answers a known and an unknown account name identically at every step', async () => {
    const steps: { known: unknown[]; unknown: unknown[]; check: [boolean, boolean] }[] = [];
    for (let i = 1; i <= LOCK_AFTER_FAILURES + 2; i++) {
      const pic = i > PIC_CODE_AFTER_FAILURES;
      // After the lock the known account even tries its right password: still the same answer.
      const right = i > LOCK_AFTER_FAILURES;
      const known = answer(await attempt('expiring', { pic, right }));
      const unknown = answer(await attempt('ghost-account', { pic, right }));
      steps.push({ known, unknown, check: [await needsPic('expiring'), await needsPic('ghost-account')] });
    }
    for (const step of steps) {
      expect(step.unknown).toEqual(step.known);
      expect(step.check[1]).toBe(step.check[0]);
    }
    expect(steps.map((s) => s.known)).toEqual([
      [...BAD, { needVerifyCode: false }],
      [...BAD, { needVerifyCode: false }],
      [...BAD, { needVerifyCode: false }],
      [...BAD, { needVerifyCode: false }],
      [...BAD, { needVerifyCode: true }],
      [...BAD, { needVerifyCode: true }],
      [...BAD, { needVerifyCode: true }],
      [...BAD, { needVerifyCode: true }],
      [...BAD, { needVerifyCode: true }],
      [...LOCKED, { needVerifyCode: true }],
      [...LOCKED, { needVerifyCode: true }],
      [...LOCKED, { needVerifyCode: true }],
    ]);
  });

  it('asks both for the picture code from the 6th attempt (no code given)', async () => {
    for (let i = 0; i < PIC_CODE_AFTER_FAILURES; i++) {
      await attempt('expiring');
      await attempt('ghost-account');
    }
    expect(answer(await attempt('expiring', { right: true }))).toEqual([...PIC_REQUIRED, { needVerifyCode: true }]);
    expect(answer(await attempt('ghost-account', { right: true }))).toEqual([...PIC_REQUIRED, { needVerifyCode: true }]);
  });

  it('counts by normalised name, locks for 15 minutes, then lets the right password in (with the picture code)', async () => {
    expect(LOCK_DURATION_MS).toBe(15 * 60_000);
    for (let i = 1; i <= LOCK_AFTER_FAILURES; i++) await attempt(i % 2 ? 'expiring' : 'EXPIRING', { pic: i > PIC_CODE_AFTER_FAILURES });
    expect(answer(await attempt('expiring', { right: true, pic: true })).slice(0, 2)).toEqual(LOCKED);
    // Other accounts are not affected.
    expect((await attempt('admin', { right: true })).body.code).toBe('200');
    vi.setSystemTime(Date.now() + LOCK_DURATION_MS - 60_000);
    expect(answer(await attempt('expiring', { right: true, pic: true })).slice(0, 2)).toEqual(LOCKED);
    vi.setSystemTime(Date.now() + 61_000);
    expect(answer(await attempt('expiring', { right: true }))).toEqual([...PIC_REQUIRED, { needVerifyCode: true }]);
    expect((await attempt('expiring', { right: true, pic: true })).body.code).toBe('200');
    expect(await needsPic('expiring')).toBe(false);
  });
});
