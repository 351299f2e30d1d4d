import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTORS } from '../sharedOptions/data';
import { startTestServer, type TestServer } from '../../testing/harness';

const B = '/api/system/v2/api/employees';

interface Page<T> {
  results: T[];
  totalRecord: number;
}
type Row = Record<string, string | number | null | number[]>;

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const page = async (path: string, query = '', token = admin) =>
  (await t.get<Page<Row>>(`${B}/${path}?pageSize=100&${query}`, token)).body.data;
const minutes = (time: string) => Number(time.slice(11, 13)) * 60 + Number(time.slice(14, 16));

describe('员工管理 (schemas/employeeManage.json)', () => {
  it('lists the shared collectors with their numbers and parks, at least 60 per list', async () => {
    const staff = await page('roadside');
    expect(staff.totalRecord).toBeGreaterThanOrEqual(60);
    for (const c of COLLECTORS) {
      const row = (await page('roadside', `staffNo=${c.collectorNo}`)).results[0];
      expect(row).toMatchObject({ staffNo: c.collectorNo, staffName: c.collectorName, parkId: c.parkId });
    }
    for (const path of ['chargeGroups', 'attendances', 'signs', 'printers'])
      expect((await page(path)).totalRecord).toBeGreaterThanOrEqual(60);
  });

  it('filters collectors by status and group, attendance by result, signs by type, printers by online status', async () => {
    const left = await page('roadside', 'dutyStatus=4');
    expect(left.totalRecord).toBeGreaterThan(0);
    expect(left.results.every((r) => r.dutyStatus === 4)).toBe(true);
    const group = await page('roadside', 'groupId=1');
    expect(group.totalRecord).toBeGreaterThan(0);
    expect(group.results.every((r) => r.groupId === 1)).toBe(true);
    for (const status of [1, 2, 3, 5]) {
      const rows = await page('attendances', `attendStatus=${status}`);
      expect(rows.totalRecord).toBeGreaterThan(0);
      expect(rows.results.every((r) => r.attendStatus === status)).toBe(true);
    }
    const patrol = await page('signs', 'signType=3');
    expect(patrol.totalRecord).toBeGreaterThan(0);
    expect(patrol.results.every((r) => r.signType === 3)).toBe(true);
    const offline = await page('printers', 'onlineStatus=0');
    expect(offline.totalRecord).toBeGreaterThan(0);
    expect(offline.results.every((r) => r.onlineStatus === 0)).toBe(true);
  });

  it('works out late, early and absent from the shift of the collector’s group', async () => {
    const rows = (await page('attendances', 'pageSize=500')).results;
    const groups = new Map((await page('chargeGroups')).results.map((g) => [g.groupId, g]));
    for (const r of rows) {
      const g = groups.get(r.groupId as number)!;
      if (r.attendStatus === 5) {
        expect(r.clockInTime).toBeNull();
        continue;
      }
      const late = Math.max(0, minutes(r.clockInTime as string) - minutes(`0000-00-00 ${g.shiftStart as string}`));
      expect(r.lateMinutes).toBe(late);
      expect(r.attendStatus === 2 || r.attendStatus === 4).toBe(late > 0);
      expect(r.shiftText).toContain(`${g.shiftStart as string}-${g.shiftEnd as string}`);
      expect(r.clockInPhoto).toMatch(/^\/mock-assets\//);
    }
  });

  it('counts a group’s members from the collectors and keeps numbers unique', async () => {
    const before = (await page('chargeGroups')).results.find((g) => g.groupId === 3)!;
    const made = await t.post(
      `${B}/roadside`,
      {
        staffNo: 'SF2001',
        staffName: '韩立新',
        staffGender: 1,
        phone: '13711112222',
        groupId: 3,
        parkId: 1010,
        dutyStatus: 1,
        pdaNo: 'HKPDA23069901',
        entryDate: '2026-01-05',
      },
      admin,
    );
    expect(made.body.code).toBe('200');
    expect((await page('chargeGroups')).results.find((g) => g.groupId === 3)!.memberCount).toBe((before.memberCount as number) + 1);
    const again = await t.post(
      `${B}/roadside`,
      {
        staffNo: 'SF1001',
        staffName: '韩立新',
        staffGender: 1,
        phone: '13711112222',
        groupId: 3,
        parkId: 1010,
        dutyStatus: 1,
        entryDate: '2026-01-05',
      },
      admin,
    );
    expect(again.body.msg).toBe('员工编号「SF1001」已被「王建军」使用');
    const printers = (await page('printers')).results;
    const dup = await t.post(`${B}/printers`, { printerNo: printers[0].printerNo, printerModel: 1 }, admin);
    expect(dup.body.msg).toBe(`设备号「${String(printers[0].printerNo)}」已存在`);
  });

  it('answers 403 without the page’s codes', async () => {
    const operator = await t.login('operator');
    expect((await t.get(`${B}/roadside?pageSize=10`, operator)).status).toBe(403);
    expect((await t.post(`${B}/printers`, { printerNo: 'GP2401999999', printerModel: 1 }, operator)).status).toBe(403);
  });
});
