import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

const APPLY = '/api/dealer/v2/api/portal/apply';
const STATUS = '/api/dealer/v2/api/portal/applyStatus';
const REGIST_STATE = '/api/dealer/v2/api/portal/registState';
const BAD_REQUEST = '0x10d7500400';

const GOOD = {
  dealerName: '杭州湖滨智慧停车有限公司',
  registerAddr: '浙江省杭州市上城区湖滨路18号',
  manager: '卫东',
  phone: '13912345678',
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('portal/applyStatus of the seeded accounts', () => {
  it('answers 1 (approved) for the certified admin, with its enterprise details', async () => {
    const res = await t.get(STATUS, await t.login('admin'));
    expect(res.body.data).toEqual({
      status: 1,
      dealerName: '杭州云泊停车管理有限公司',
      registerAddr: expect.stringMatching(/^浙江省/),
      manager: '陈建国',
      phone: '13800000001',
      auditRemark: '',
    });
  });

  it('answers 3 (rejected, with the reason) for the uncertified account', async () => {
    const res = await t.get(STATUS, await t.login('uncertified'));
    expect(res.body.data).toMatchObject({ status: 3, auditRemark: '营业执照信息不清晰，请重新上传后提交认证' });
  });

  it('needs a live token', async () => {
    expect((await t.get(STATUS)).status).toBe(401);
    expect((await t.post(APPLY, GOOD)).status).toBe(401);
  });
});

describe('portal/apply', () => {
  it.each([
    ['dealerName', { ...GOOD, dealerName: '' }, '请输入企业名称'],
    ['dealerName', { ...GOOD, dealerName: '企'.repeat(65) }, '企业名称最多64个字符'],
    ['registerAddr', { ...GOOD, registerAddr: undefined }, '请输入注册地址'],
    ['registerAddr', { ...GOOD, registerAddr: '址'.repeat(129) }, '注册地址最多128个字符'],
    ['manager', { ...GOOD, manager: '  ' }, '请输入负责人姓名'],
    ['manager', { ...GOOD, manager: '名'.repeat(21) }, '负责人姓名最多20个字符'],
    ['phone', { ...GOOD, phone: '' }, '请输入手机号码'],
    ['phone', { ...GOOD, phone: '12912345678' }, '请输入正确的手机号'],
    ['phone', { ...GOOD, phone: '1391234567' }, '请输入正确的手机号'],
    ['phone', { ...GOOD, phone: '+8513912345678' }, '请输入正确的手机号'],
    ['phone', { ...GOOD, phone: '057188880000' }, '请输入正确的手机号'],
  ])('refuses a bad %s (%j) with its message and changes nothing', async (_field, body, msg) => {
    const token = await t.login('expired');
    const before = (await t.get(STATUS, token)).body.data;
    const res = await t.post(APPLY, body, token);
    expect([res.body.code, res.body.msg, res.body.data]).toEqual([BAD_REQUEST, msg, null]);
    expect((await t.get(STATUS, token)).body.data).toEqual(before);
    expect((await t.get(REGIST_STATE, token)).body.data).toEqual({ status: 1 });
  });

  it('puts the uncertified account under review (status 2) with the submitted details', async () => {
    const token = await t.login('uncertified');
    const res = await t.post(APPLY, { ...GOOD, dealerName: `  ${GOOD.dealerName} ` }, token);
    expect(res.body.code).toBe('200');
    expect(res.body.data).toEqual({ applyId: expect.stringMatching(/^AP[0-9a-f]{16}$/) });
    expect((await t.get(STATUS, token)).body.data).toEqual({ status: 2, ...GOOD, auditRemark: '' });
    expect((await t.get(REGIST_STATE, token)).body.data).toEqual({ status: 2 });
    const info = (await t.get('/api/auth/v2/api/user/loginInfo', token)).body.data;
    expect(info.enterpriseStatus).toBe(2);
  });

  it.each([
    ['+8613912345678', '13912345678'],
    ['008613912345678', '13912345678'],
    ['19912345678', '19912345678'],
  ])('accepts the mobile number %s and stores it as %s', async (phone, stored) => {
    const token = await t.login('noindep');
    const res = await t.post(APPLY, { ...GOOD, phone }, token);
    expect(res.body.code).toBe('200');
    expect((await t.get(STATUS, token)).body.data).toMatchObject({ status: 2, phone: stored });
  });

  it('keeps each account its own application', async () => {
    const other = (await t.get(STATUS, await t.login('expiring'))).body.data;
    expect(other).toMatchObject({ status: 1, manager: '吴芳' });
  });
});
