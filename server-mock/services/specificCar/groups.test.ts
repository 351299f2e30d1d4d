/**
 * 车辆分组, 分组临时车, 车场分组 and 车场管理 over HTTP: seeded lists that page, filters that return rows, the unique
 * constraints' Chinese refusals, the one-row-per-park policies edited in place, and 403 without the button.
 */
import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../testing/serverPerFile';

const GROUPS = '/api/special/v2/api/vehicleGroups';
const TEMP = '/api/special/v2/api/vehicleGroupTempCars';
const PARK_GROUPS = '/api/special/v2/api/parkGroups';
const POLICIES = '/api/special/v2/api/parkPolicies';
type Row = Record<string, unknown>;

describe('车辆分组 / 分组临时车 / 车场分组 / 车场管理', () => {
  const server = testServerPerFile();
  const list = async (path: string, token = server.token) =>
    (await server.t.get<{ results: Row[]; totalRecord: number }>(path, token)).body.data;

  it('车辆分组: 60+ groups in every fee treatment, searchable by 收费方式 and name', async () => {
    const all = await list(`${GROUPS}?pageNo=1&pageSize=10`);
    expect(all.totalRecord).toBeGreaterThanOrEqual(60);
    for (const feeMode of [1, 2, 3]) {
      const rows = (await list(`${GROUPS}?pageNo=1&pageSize=100&feeMode=${feeMode}`)).results;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.feeMode === feeMode)).toBe(true);
    }
    const discount = (await list(`${GROUPS}?pageNo=1&pageSize=100&feeMode=3`)).results;
    expect(discount.every((r) => Number(r.discountRate) > 0)).toBe(true);
    const byName = (await list(`${GROUPS}?pageNo=1&pageSize=100&groupName=${encodeURIComponent('顺丰')}`)).results;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((r) => String(r.groupName).includes('顺丰'))).toBe(true);
    expect((byName[0].groupMembers as Row[]).length).toBeGreaterThan(0);
  });

  it('车辆分组: creates a group with member plates and refuses a second group of the same name', async () => {
    const body = {
      groupName: '菜鸟驿站城配车队',
      groupType: 2,
      feeMode: 3,
      discountRate: 8,
      scopeParkIds: [1001, 1003],
      contactName: '吴海峰',
      contactPhone: '13906661234',
      groupStatus: 1,
      groupMembers: [{ plateNo: '浙AL8801', plateColor: 1, driverName: '郑强', phone: '13906661235' }],
    };
    const created = await server.t.post<Row>(GROUPS, body, server.token);
    expect(created.body.msg).toBe('操作成功');
    const again = await server.t.post(GROUPS, body, server.token);
    expect(again.body.msg).toBe('分组名称 菜鸟驿站城配车队 已存在');
    const found = (await list(`${GROUPS}?pageNo=1&pageSize=10&groupName=${encodeURIComponent('菜鸟驿站')}`)).results;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ feeMode: 3, discountRate: 8, scopeParkIds: [1001, 1003] });
  });

  it('分组临时车: registered to seeded groups, filtered by group, overlapping registrations refused', async () => {
    const all = await list(`${TEMP}?pageNo=1&pageSize=10`);
    expect(all.totalRecord).toBeGreaterThanOrEqual(60);
    const first = all.results[0];
    const sameGroup = (await list(`${TEMP}?pageNo=1&pageSize=100&groupId=${String(first.groupId)}`)).results;
    expect(sameGroup.length).toBeGreaterThan(0);
    expect(sameGroup.every((r) => r.groupId === first.groupId)).toBe(true);
    const body = {
      groupId: 1,
      plateNo: '浙AT5566',
      plateColor: 1,
      parkId: 1001,
      validPeriod: ['2026-09-01 08:00:00', '2026-09-03 18:00:00'],
      tempReason: '临时调车送货',
    };
    expect((await server.t.post(TEMP, body, server.token)).body.msg).toBe('操作成功');
    const clash = await server.t.post(TEMP, { ...body, validPeriod: ['2026-09-03 08:00:00', '2026-09-05 18:00:00'] }, server.token);
    expect(clash.body.msg).toMatch(/^车牌 浙AT5566 在分组 .+ 已有时间重叠的临时登记（2026-09-01 08:00:00 ~ 2026-09-03 18:00:00）$/);
  });

  it('车场分组: 60 groups of real parks; 403 for an account without the delete button', async () => {
    const all = await list(`${PARK_GROUPS}?pageNo=1&pageSize=100`);
    expect(all.totalRecord).toBe(60);
    for (const g of all.results) {
      const parks = g.groupParkIds as number[];
      expect(parks.length).toBeGreaterThanOrEqual(2);
      expect(parks.every((p) => p >= 1001 && p <= 1010)).toBe(true);
    }
    const stopped = (await list(`${PARK_GROUPS}?pageNo=1&pageSize=100&groupStatus=0`)).results;
    expect(stopped.length).toBeGreaterThan(0);
    const operator = await server.t.login('operator');
    const res = await server.t.del(PARK_GROUPS, { ids: [all.results[0].id] }, operator);
    expect(res.status).toBe(403);
  });

  it('车场管理: one policy per park, edited in place', async () => {
    const all = await list(`${POLICIES}?pageNo=1&pageSize=20`);
    expect(all.results.map((r) => r.parkId).sort()).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010]);
    const policy = all.results.find((r) => r.parkId === 1001)!;
    const res = await server.t.put(
      POLICIES,
      { id: policy.id, fullMonthlyEntry: false, whiteCharge: true, blackHandle: 2, visitorFreeMinutes: 45 },
      server.token,
    );
    expect(res.body.msg).toBe('操作成功');
    const after = (await list(`${POLICIES}?pageNo=1&pageSize=20&parkId=1001`)).results;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ fullMonthlyEntry: 0, whiteCharge: 1, blackHandle: 2, visitorFreeMinutes: 45 });
    const intercept = (await list(`${POLICIES}?pageNo=1&pageSize=20&blackHandle=1`)).results;
    expect(intercept.length).toBeGreaterThan(0);
    expect(intercept.every((r) => r.blackHandle === 1)).toBe(true);
  });
});
