import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { FORBIDDEN_MSG } from './accessPolicy';
import { SHELL_CALLS } from './openCalls';

/**
 * Every call of the shell with the button code that guards it (null: open to every logged-in user, for the reason
 * written in openCalls.ts). Written out here on purpose: a call that changes side shows in this table's diff.
 */
const TABLE: ReadonlyArray<readonly [route: string, code: string | null]> = [
  ['GET /api/auth/v2/api/user/loginInfo', null],
  ['GET /api/auth/v2/api/user/logout', null],
  ['GET /api/user/v2/api/userMenuTree', null],
  ['GET /api/user/v2/api/btnResources/{menuId}', null],
  ['GET /api/user/v2/api/reminds', null],
  ['GET /api/dealer/v2/api/dealerInfos/about', null],
  ['GET /api/dealer/v2/api/portal/registState', null],
  ['GET /api/dealer/v2/api/portal/applyStatus', null],
  ['POST /api/dealer/v2/api/portal/apply', null],
  ['GET /api/dealer/v2/api/dealerInfos/chosen', null],
  ['GET /api/dealer/v2/api/enterprise/platBizType', null],
  ['GET /api/dealer/v2/api/dealerInfos/{id}', null],
  ['GET /api/license/v2/api/getAuthStatus', null],
  ['GET /api/backlog/v2/api/backlogs', null],
  ['POST /api/backlog/v2/api/backlogs/deal', 'BKLG19010011'],
  ['GET /api/backlog/v2/api/backLogType', null],
  ['GET /api/backlog/v2/api/getLastNgsUpdateFile', null],
  ['GET /api/device/v2/api/platformErrorReports/list', 'TBFR10000006'],
  ['POST /api/device/v2/api/platformErrorReports/save', 'TBFR10000006'],
  ['GET /api/basic/v2/api/thirdPlatformPage/buttons', null],
  ['GET /api/basic/v2/api/thirdPlatformPage/url', null],
  ['GET /api/basic/v2/api/dealer/viewNotice', null],
  ['GET /api/basic/v2/api/dataScreen/url', 'TBDV10000008'],
  ['GET /api/dealer/v2/api/rechargePayTypes', null],
  ['GET /api/system/v2/api/dictItems/options/{typeCode}', null],
  ['GET /api/user/v2/api/collector/weakPwdCode', null],
  ['POST /api/user/v2/api/sysUser/changePassword', null],
  ['POST /api/user/v2/api/sysUser/updateAccount', null],
  ['GET /api/user/v2/api/sysUser/profile', null],
  ['GET /api/user/v2/api/sysUser/isPhoneRegistered', null],
  ['GET /api/user/v2/api/sysUser/sendVerifyCode', null],
  ['POST /api/user/v2/api/sysUser/submitVerifyCode', null],
  ['POST /api/dealer/v2/api/dealerInfos/sendUpdateDealerVerifyCode', null],
  ['POST /api/dealer/v2/api/dealerInfos/updateDealerManager', null],
  ['POST /api/basic/v2/api/hikyun/upload', null],
  ['POST /api/basic/v2/api/dealer/revokePrivacy', null],
  ['GET /api/backlog/v2/api/asynExportThreshold', null],
  ['GET /api/backlog/v2/api/exportTasks', 'TBBF10000004'],
  ['DELETE /api/backlog/v2/api/exportTasks', 'TBBF10000004'],
  ['GET /api/basic/v2/api/getImageServerType', null],
  ['GET /api/basic/v2/api/getOSSParam', null],
  ['GET /api/basic/v2/api/getServerSign', null],
  ['GET /api/basic/v2/api/getPreSignUrl', null],
  ['GET /api/basic/v2/api/getFileServerParam', null],
  ['GET /api/basic/v2/api/getS3UploadToken', null],
];

const FORBIDDEN = { code: '403', msg: FORBIDDEN_MSG, data: null };
const split = (route: string) => {
  const [method, pattern] = route.split(' ');
  return { method, path: pattern.replace(/\{[^}]+\}/g, '1') };
};
/** A body for the writes (they may be refused for its content, never with 403 when granted). */
const bodyOf = (method: string) => (method === 'GET' ? undefined : method === 'DELETE' ? { taskIds: ['nope'] } : {});

describe('the shell calls and what guards them', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestServer();
    for (const account of ['admin', 'operator', 'viewer1']) tokens[account] = await t.login(account);
  });
  afterAll(() => t.close());

  it('the table above is the rule table of openCalls.ts, and every open call says why', () => {
    expect(Object.entries(SHELL_CALLS).map(([route, rule]) => [route, 'code' in rule ? rule.code : null])).toEqual(TABLE);
    for (const rule of Object.values(SHELL_CALLS)) if ('open' in rule) expect(rule.open.length).toBeGreaterThan(20);
  });

  it.each(TABLE.filter(([, code]) => code !== null))('%s: viewer1 (without %s) gets 403, admin (with it) does not', async (route) => {
    const { method, path } = split(route);
    const body = bodyOf(method);
    expect(await t.call(method, path, { token: tokens.viewer1, body })).toMatchObject({ status: 403, body: FORBIDDEN });
    const granted = await t.call(method, path, { token: tokens.admin, body });
    expect(granted.status).not.toBe(403);
    expect(granted.body.code).not.toBe('403');
  });

  it.each(TABLE.filter(([route, code]) => code === null && !route.endsWith('/logout')))('%s: open to viewer1', async (route) => {
    const { method, path } = split(route);
    const res = await t.call(method, path, { token: tokens.viewer1, body: bodyOf(method) });
    expect([res.status, res.body?.code]).not.toContain(403);
    expect(res.status).not.toBe(401);
  });

  it('logout is open to viewer1 too', async () => {
    const token = await t.login('viewer1');
    expect((await t.get('/api/auth/v2/api/user/logout', token)).body.code).toBe('200');
  });

  it('viewer1 cannot mark a pending to-do dealt; admin can, once', async () => {
    const backlogs = async () =>
      (await t.get('/api/backlog/v2/api/backlogs?pageNo=1&pageSize=200', tokens.admin)).body.data.results as {
        backlogId: string;
        dealStatus: number;
      }[];
    const pending = (await backlogs()).find((r) => r.dealStatus === 0);
    expect(pending).toBeDefined();
    const state = async () => (await backlogs()).find((r) => r.backlogId === pending!.backlogId)?.dealStatus;
    const deal = { backlogId: pending!.backlogId, dealStatus: 1 };
    expect((await t.post('/api/backlog/v2/api/backlogs/deal', deal, tokens.viewer1)).status).toBe(403);
    expect(await state()).toBe(0);
    expect((await t.post('/api/backlog/v2/api/backlogs/deal', deal, tokens.admin)).body).toEqual({
      code: '200',
      msg: '操作成功',
      data: null,
    });
    expect(await state()).toBe(1);
  });

  it.each([
    // The fault-report list is granted by the 故障上报 code or by its own menu entry (故障上报记录, 1609).
    ['operator', 'GET', '/api/device/v2/api/platformErrorReports/list?pageNo=1&pageSize=10', true],
    ['operator', 'POST', '/api/device/v2/api/platformErrorReports/save', true],
    ['operator', 'GET', '/api/backlog/v2/api/exportTasks?pageNo=1&pageSize=10', false],
    ['operator', 'GET', '/api/basic/v2/api/dataScreen/url', false],
  ] as const)('%s %s %s → granted: %s', async (account, method, path, granted) => {
    const res = await t.call(method, path, { token: tokens[account], body: bodyOf(method) });
    if (granted) expect(res.status).not.toBe(403);
    else expect([res.status, res.body]).toEqual([403, FORBIDDEN]);
  });
});
