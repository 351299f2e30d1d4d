import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashLoginPassword, sha256hex, startTestServer, type TestServer } from '../../testing/harness';
import { DEMO_PASSWORD } from '../../db/demoAccounts';

const USER = '/api/user/v2/api';
const CHANGE = `${USER}/sysUser/changePassword`;
const RENAME = `${USER}/sysUser/updateAccount`;
const CHALLENGE = `${USER}/modifyUser/getChallengeCode`;
const LOGIN_INFO = '/api/auth/v2/api/user/loginInfo';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.post('/__mock/reset', {});
});

const userIdOf = async (token: string) => (await t.get<{ userId: string }>(LOGIN_INFO, token)).body.data.userId;
const challengeFor = async (account: string) =>
  (await t.post<{ salt: string; codeValue: string; codeKey: string }>(CHALLENGE, { account, platformType: 1 })).body.data;

/** The body the console sends: old password proven against a fresh challenge, new password as stored. */
async function passwordBody(account: string, oldPwd: string, newPwd: string) {
  const c = await challengeFor(account);
  return { oldPassword: hashLoginPassword(oldPwd, c.salt, c.codeValue), newPassword: sha256hex(newPwd + c.salt), codeKey: c.codeKey };
}

describe('collector/weakPwdCode', () => {
  it.each([
    ['admin', 1],
    ['operator', 1],
    ['dealer', 0],
  ])('%s gets strength level %i (0 = weak-password mode)', async (account, level) => {
    const token = await t.login(account);
    const res = await t.get<number>(`${USER}/collector/weakPwdCode`, token);
    expect(res.body).toMatchObject({ code: '200', data: level });
  });

  it('needs a token', async () => {
    expect((await t.get(`${USER}/collector/weakPwdCode`)).status).toBe(401);
  });
});

describe('sysUser/changePassword', () => {
  it.each([
    ['userId missing', (_id: string) => ({ userId: '' }), '0x10d7500400', '用户编号不能为空'],
    ["another user's id", () => ({ userId: '99999' }), '0x10d7500015', '当前状态不允许该操作'],
    ['old password not a hash', (id: string) => ({ userId: id, oldPassword: 'Park@2026' }), '0x10d7500400', '原密码格式错误'],
    ['new password not a hash', (id: string) => ({ userId: id, newPassword: 'New@Pass9' }), '0x10d7500400', '新密码格式错误'],
    ['unknown codeKey', (id: string) => ({ userId: id, codeKey: 'nope' }), '0x10d7500106', '操作已超时，请重试'],
  ])('refuses %s', async (_label, patch, code, msg) => {
    const token = await t.login('admin');
    const id = await userIdOf(token);
    const body = { ...(await passwordBody('admin', DEMO_PASSWORD, 'Nw@Pass97')), ...patch(id) };
    expect((await t.post(CHANGE, body, token)).body).toMatchObject({ code, msg });
  });

  it('refuses a challenge issued for another account, and a challenge is single use', async () => {
    const token = await t.login('admin');
    const userId = await userIdOf(token);
    const foreign = await passwordBody('operator', DEMO_PASSWORD, 'Nw@Pass97');
    expect((await t.post(CHANGE, { userId, ...foreign }, token)).body).toMatchObject({ code: '0x10d7500106' });
    const wrongOld = await passwordBody('admin', 'Wrong@Pass1', 'Nw@Pass97');
    expect((await t.post(CHANGE, { userId, ...wrongOld }, token)).body).toMatchObject({ code: '0x10d7500101', msg: '原密码错误' });
    expect((await t.post(CHANGE, { userId, ...wrongOld }, token)).body).toMatchObject({ code: '0x10d7500106' });
  });

  it('refuses the old password as the new one', async () => {
    const token = await t.login('admin');
    const body = { userId: await userIdOf(token), ...(await passwordBody('admin', DEMO_PASSWORD, DEMO_PASSWORD)) };
    expect((await t.post(CHANGE, body, token)).body).toMatchObject({ code: '0x10d7500107', msg: '新密码与原密码不能重复' });
  });

  it('stores the new password, ends the sessions, and the new password logs in', async () => {
    const token = await t.login('admin');
    const body = { userId: await userIdOf(token), ...(await passwordBody('admin', DEMO_PASSWORD, 'Nw@Pass97')) };
    expect((await t.post(CHANGE, body, token)).body).toMatchObject({ code: '200', data: null });
    expect((await t.get(LOGIN_INFO, token)).status).toBe(401);
    expect((await t.attemptLogin('admin', DEMO_PASSWORD)).body.code).toBe('0x10d7500003');
    expect((await t.attemptLogin('admin', 'Nw@Pass97')).body.code).toBe('200');
  });
});

describe('sysUser/updateAccount', () => {
  const rename = async (account: string, login = 'admin') => {
    const token = await t.login(login);
    return { token, res: (await t.post(RENAME, { account, userId: await userIdOf(token) }, token)).body };
  };

  it.each([
    ['', '0x10d7500400', '用户名不能为空'],
    ['   ', '0x10d7500400', '用户名不能为空'],
    ['a'.repeat(33), '0x10d7500400', '长度在 1 到 32 个字符'],
    ['zhang’san', '0x10d7500400', '规则名称不能包含特殊字符'],
    ['zhang/san', '0x10d7500400', '规则名称不能包含特殊字符'],
    ['zhang:san', '0x10d7500400', '规则名称不能包含特殊字符'],
    ['zhang*san', '0x10d7500400', '规则名称不能包含特殊字符'],
    ['zhang?san', '0x10d7500400', '规则名称不能包含特殊字符'],
    ['zhang"san', '0x10d7500400', '规则名称不能包含特殊字符'],
    ['operator', '0x10d7500102', '用户名已存在'],
    ['admin', '0x10d7500102', '用户名已存在'],
  ])('refuses %j', async (account, code, msg) => {
    expect((await rename(account)).res).toMatchObject({ code, msg });
  });

  it('refuses a sub-account (userType 3) and a foreign userId', async () => {
    expect((await rename('operator2', 'operator')).res).toMatchObject({ code: '0x10d7500015' });
    const token = await t.login('admin');
    expect((await t.post(RENAME, { account: 'x1', userId: '10002' }, token)).body).toMatchObject({ code: '0x10d7500015' });
  });

  it('renames once (32 characters and < allowed): sessions end, the new name logs in, a second rename is refused', async () => {
    const name = `chen<${'j'.repeat(27)}`;
    const { token, res } = await rename(name);
    expect(res).toMatchObject({ code: '200', data: null });
    expect((await t.get(LOGIN_INFO, token)).status).toBe(401);
    expect((await t.attemptLogin('admin')).body.code).toBe('0x10d7500003');
    const fresh = await t.login(name);
    expect((await t.get(LOGIN_INFO, fresh)).body.data).toMatchObject({ account: name, modified: true });
    expect((await t.post(RENAME, { account: 'chen2', userId: await userIdOf(fresh) }, fresh)).body).toMatchObject({
      code: '0x10d7500103',
      msg: '用户名只能修改一次',
    });
  });
});
