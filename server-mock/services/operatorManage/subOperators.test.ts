import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { creditCheckChar, isCreditCode } from './subOperators';

const B = '/api/system/v2/api/subOperators';
const TYPES = '/api/system/v2/api/subOperatorTypes';

interface Page<T> {
  results: T[];
  totalRecord: number;
}
interface Sub {
  subOperatorId: number;
  subName: string;
  creditCode: string;
  subStatus: number;
  subTypeId: number;
  subTrail: { action: string; fromLabel: string; toLabel: string; note: string | null }[];
}

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const list = async (query = '') => (await t.get<Page<Sub>>(`${B}?pageSize=100&${query}`, admin)).body.data;
const valid = (first17: string) => first17 + creditCheckChar(first17)!;
const body = (extra: Record<string, unknown>) => ({
  subName: '杭州西湖测试停车管理有限公司',
  creditCode: valid('91330106MA2B3C4D5'),
  contactName: '吴志强',
  contactPhone: '13857101234',
  subTypeId: 1,
  splitRatio: 30,
  subParkIds: [1001, 1002],
  ...extra,
});

describe('二级运营商 (schemas/subOperator.json)', () => {
  it('checks the 统一社会信用代码 by GB 32100 (a real code passes, a changed check character fails)', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('9135010')).toBe(false);
  });

  it('seeds at least 60 sub-operators with valid codes, some 停用, and filters them', async () => {
    const all = await list();
    expect(all.totalRecord).toBeGreaterThanOrEqual(60);
    expect(all.results.every((s) => isCreditCode(s.creditCode))).toBe(true);
    const off = await list('subStatus=0');
    expect(off.totalRecord).toBeGreaterThan(0);
    expect(off.results.every((s) => s.subStatus === 0 && s.subTrail.length === 1)).toBe(true);
    const typed = await list('subTypeId=2');
    expect(typed.totalRecord).toBeGreaterThan(0);
    expect(typed.results.every((s) => s.subTypeId === 2)).toBe(true);
  });

  it('creates with a checked code, refuses wrong codes, duplicates and a ratio over 100', async () => {
    const wrong = `91330106MA2B3C4D5${creditCheckChar('91330106MA2B3C4D5') === '0' ? '1' : '0'}`;
    expect((await t.post(B, body({ creditCode: wrong }), admin)).body.msg).toBe('统一社会信用代码格式不正确（应为 18 位，校验位须正确）');
    expect((await t.post(B, body({ creditCode: '91330106MA2B3C4' }), admin)).body.code).not.toBe('200');
    expect((await t.post(B, body({ splitRatio: 120 }), admin)).body.msg).toBe('分账比例(%)应在0~100之间');
    expect((await t.post(B, body({}), admin)).body.code).toBe('200');
    expect((await t.post(B, body({ creditCode: valid('91330106MA2B3C4D6') }), admin)).body.msg).toBe(
      '运营商「杭州西湖测试停车管理有限公司」已存在',
    );
    expect((await t.post(B, body({ subName: '另一家公司' }), admin)).body.msg).toBe(
      '统一社会信用代码已被「杭州西湖测试停车管理有限公司」使用',
    );
  });

  it('停用 and 启用 with a trail; only a 停用 operator can be deleted', async () => {
    const row = (await list('subName=测试停车')).results[0];
    expect((await t.del(B, { ids: [row.subOperatorId] }, admin)).body.msg).toBe('启用中的运营商不能删除，请先停用');
    expect((await t.post(`${B}/disable`, { subOperatorId: row.subOperatorId }, admin)).body.msg).toBe('请填写停用原因');
    expect((await t.post(`${B}/disable`, { subOperatorId: row.subOperatorId, statusReason: '合作到期' }, admin)).body.code).toBe('200');
    expect((await t.post(`${B}/enable`, { subOperatorId: row.subOperatorId }, admin)).body.code).toBe('200');
    expect((await t.post(`${B}/enable`, { subOperatorId: row.subOperatorId }, admin)).body.msg).toBe(
      '当前状态为「启用」，不能执行「启用」',
    );
    const detail = (await t.get<Sub>(`${B}/${row.subOperatorId}`, admin)).body.data;
    expect(detail.subTrail.map((e) => [e.action, e.fromLabel, e.toLabel, e.note])).toEqual([
      ['停用', '启用', '停用', '合作到期'],
      ['启用', '停用', '启用', null],
    ]);
    await t.post(`${B}/disable`, { subOperatorId: row.subOperatorId, statusReason: '测试' }, admin);
    expect((await t.del(B, { ids: [row.subOperatorId] }, admin)).body.code).toBe('200');
  });

  it('counts operators per type and refuses deleting a type in use; 403 without the codes', async () => {
    const types = (await t.get<Page<{ subTypeId: number; subTypeName: string; subCount: number }>>(`${TYPES}?pageSize=50`, admin)).body.data
      .results;
    const first = types[0];
    expect(first.subCount).toBe((await list(`subTypeId=${first.subTypeId}`)).totalRecord);
    expect((await t.del(TYPES, { ids: [first.subTypeId] }, admin)).body.msg).toBe(
      `运营商类型「${first.subTypeName}」下有 ${first.subCount} 个运营商，不能删除`,
    );
    const operator = await t.login('operator');
    expect((await t.get(`${B}?pageSize=10`, operator)).status).toBe(403);
    expect((await t.post(B, body({ subName: '无权限' }), operator)).status).toBe(403);
  });
});
