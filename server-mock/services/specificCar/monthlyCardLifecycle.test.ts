/**
 * 月卡 after issue, over HTTP: 续费 from the current end (a 续费记录 with its amount), 退卡 with the pro-rata refund and
 * the pass ended yesterday (out of the gates' reach), the refusals on a cancelled pass, 编辑 of the owner only, the
 * 状态 search, 批量办理 all or nothing with the refused row named, 月卡导入 through the generic import, and 403 without
 * the buttons.
 */
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, diffDays } from '../../../schemas/meta/lib/expressions';
import { formatChinaTime, startOfChinaDay } from '../../db/time';
import { testServerPerFile } from '../../testing/serverPerFile';
import { SEED_RULES } from './monthlyRuleSeed';
import { uploadFile } from '../../testing/uploadFiles';

const CARDS = '/api/special/v2/api/monthlyCards';
const DAY = 86_400_000;
const today = formatChinaTime(Date.now()).slice(0, 10);
const tomorrow = formatChinaTime(Date.now() + DAY).slice(0, 10);
const yesterday = formatChinaTime(Date.now() - DAY).slice(0, 10);
const standard = SEED_RULES.find((r) => r.parkId === 1001 && r.ruleName === '标准月卡' && r.ruleStatus === 1)!;
const price = standard.periods.reduce((sum, p) => sum + p.monthPrice, 0);

type Card = Record<string, unknown>;

describe('月卡 续费 / 退卡 / 编辑 / 批量办理 / 导入', () => {
  // 月卡状态 follows the server's clock: the passes are seeded on the same day, so every state has rows whatever the date.
  const server = testServerPerFile({ seed: { now: startOfChinaDay(Date.now()) } });
  const get = async (path: string) => (await server.t.get<{ results: Card[]; totalRecord: number }>(path, server.token)).body.data;
  const card = async (id: unknown) => (await server.t.get<Card>(`${CARDS}/${String(id)}`, server.token)).body.data;
  const normalCards = async () => (await get(`${CARDS}?pageNo=1&pageSize=20&cardStatus=1`)).results;

  it('searches by 状态: only rows of that state, 即将到期 and 已过期 by the server’s date', async () => {
    for (const state of [1, 2, 3, 4]) {
      const data = await get(`${CARDS}?pageNo=1&pageSize=100&cardStatus=${state}`);
      expect(data.totalRecord).toBeGreaterThan(0);
      expect(data.results.every((c) => c.cardStatus === state)).toBe(true);
    }
    const expiring = (await get(`${CARDS}?pageNo=1&pageSize=100&cardStatus=3`)).results;
    for (const c of expiring) expect(diffDays(today, String(c.endDate))).toBeGreaterThanOrEqual(0);
    for (const c of expiring) expect(diffDays(today, String(c.endDate))).toBeLessThanOrEqual(7);
    const expired = (await get(`${CARDS}?pageNo=1&pageSize=100&cardStatus=4`)).results;
    for (const c of expired) expect(diffDays(today, String(c.endDate))).toBeLessThan(0);
  });

  it('续费 extends from the current end date and writes a 续费记录 with the amount', async () => {
    const before = (await normalCards())[0];
    const res = await server.t.post(
      `${CARDS}/renew`,
      { id: before.id, renewMonths: 3, renewPayType: 2, renewRemark: '车主到岗亭续费' },
      server.token,
    );
    expect(res.body.msg).toBe('操作成功');
    const after = await card(before.id);
    const newEnd = addDays(addMonths(addDays(String(before.endDate), 1)!, 3)!, -1)!;
    const amount = Number(before.monthPrice) * 3;
    expect(after).toMatchObject({
      cardStatus: 1,
      endDate: newEnd,
      endTime: `${newEnd} 23:59:59`,
      months: Number(before.months) + 3,
      paidMoney: Number(before.paidMoney) + amount,
    });
    expect((after.cardTrail as { action: string; note: string }[]).at(-1)).toMatchObject({ action: '续费', note: '车主到岗亭续费' });
    const renewals = (
      await get(`/api/special/v2/api/monthlyCardRenewals?pageNo=1&pageSize=10&plateNo=${encodeURIComponent(String(before.plateNo))}`)
    ).results;
    expect(renewals.find((r) => r.newEndDate === newEnd)).toMatchObject({
      cardId: before.id,
      oldEndDate: before.endDate,
      renewMonths: 3,
      renewMoney: amount,
      payType: 2,
      createUser: '陈建国',
    });
  });

  it('退卡 refunds 剩余天数 / 总天数 × 实收, ends the pass yesterday and lists it in 退卡记录', async () => {
    const before = (await normalCards())[1];
    const total = diffDays(String(before.beginDate), String(before.endDate))! + 1;
    const left = Math.max(0, Math.min(total, diffDays(today, String(before.endDate))! + 1));
    const refund = Math.round((Number(before.paidMoney) * left) / total);
    const res = await server.t.post(`${CARDS}/cancel`, { id: before.id, cancelReason: '车辆已出售' }, server.token);
    expect(res.body.msg).toBe('操作成功');
    const after = await card(before.id);
    expect(after).toMatchObject({
      cardStatus: 2,
      endDate: yesterday,
      endTime: `${yesterday} 23:59:59`,
      remainDays: left,
      refundMoney: refund,
      cancelReason: '车辆已出售',
      cancelUser: '陈建国',
      syncType: 3,
    });
    expect(refund).toBeGreaterThan(0);
    const cancelled = (await get(`${CARDS}/cancelled?pageNo=1&pageSize=20&plateNo=${encodeURIComponent(String(before.plateNo))}`)).results;
    expect(cancelled.map((c) => c.id)).toContain(before.id);
    expect(cancelled.every((c) => c.cardStatus === 2)).toBe(true);

    // A cancelled pass is neither renewed nor cancelled again.
    const renew = await server.t.post(`${CARDS}/renew`, { id: before.id, renewMonths: 1, renewPayType: 1 }, server.token);
    expect(renew.body.msg).toBe('已退卡的月卡不能续费，请重新办理');
    const again = await server.t.post(`${CARDS}/cancel`, { id: before.id, cancelReason: '重复' }, server.token);
    expect(again.body.msg).toBe('该月卡已退卡，不能重复退卡');
    expect((await card(before.id)).endDate).toBe(yesterday);
  });

  it('退卡 needs a reason', async () => {
    const target = (await normalCards())[2];
    const res = await server.t.post(`${CARDS}/cancel`, { id: target.id }, server.token);
    expect(res.body.msg).toBe('请填写退卡原因');
    expect((await card(target.id)).cardStatus).toBe(1);
  });

  it('编辑 changes the owner, phone and remark only', async () => {
    const before = (await normalCards())[3];
    const res = await server.t.put(
      CARDS,
      { id: before.id, ownerName: '周明轩', phone: '13857112345', remark: '车主换号', plateNo: '浙A99999', endDate: '2099-12-31' },
      server.token,
    );
    expect(res.body.msg).toBe('操作成功');
    const after = await card(before.id);
    expect(after).toMatchObject({
      ownerName: '周明轩',
      phone: '13857112345',
      remark: '车主换号',
      plateNo: before.plateNo,
      endDate: before.endDate,
    });
    const bad = await server.t.put(CARDS, { id: before.id, ownerName: '周明轩', phone: '123' }, server.token);
    expect(bad.body.code).not.toBe('200');
  });

  const batch = (plates: Card[]) =>
    server.t.post<{ count: number }>(
      `${CARDS}/batch`,
      { parkId: 1001, ruleId: standard.id, beginDate: tomorrow, months: 2, payType: 2, remark: '企业员工月卡', plates },
      server.token,
    );
  const row = (plateNo: string) => ({ plateNo, plateColor: 1, ownerName: '钱一鸣', phone: '13900001111' });
  const byPlate = async (plate: string) => (await get(`${CARDS}?pageNo=1&pageSize=10&plateNo=${encodeURIComponent(plate)}`)).results;

  it('批量办理 issues every pass, or none with the refused row named', async () => {
    const ok = await batch([row('浙AP1001'), row('浙AP1002')]);
    expect(ok.body.msg).toBe('操作成功');
    expect(ok.body.data.count).toBe(2);
    const issued = (await byPlate('浙AP1001'))[0];
    const end = addDays(addMonths(tomorrow, 2)!, -1);
    expect(issued).toMatchObject({ parkId: 1001, ruleName: '标准月卡', endDate: end, paidMoney: price * 2, cardStatus: 1 });

    const refused = await batch([row('浙AP1003'), row('浙AP1004'), row('浙AP1001')]);
    expect(refused.body.msg).toBe(`第 3 行：车牌 浙AP1001 在 西湖文化广场停车场 已有有效期重叠的月卡（${tomorrow} ~ ${end}）`);
    expect(await byPlate('浙AP1003')).toEqual([]);
    expect(await byPlate('浙AP1004')).toEqual([]);

    const badPhone = await batch([row('浙AP1005'), { ...row('浙AP1006'), phone: '12345' }]);
    expect(badPhone.body.msg).toMatch(/^第 2 行：/);
    expect(await byPlate('浙AP1005')).toEqual([]);
    expect((await batch([])).body.msg).toBe('请至少添加 1 辆车');
  });

  const upload = (text: string) => uploadFile(server.t.url, server.token, '月卡导入.csv', text);
  type Report = { total: number; validCount: number; imported: number; failures: { rowNo: number; reason: string }[] };

  it('月卡导入 checks each row as 月卡办理 does and keeps the good rows', async () => {
    const template = await server.t.post<{ header: string[] }>(`${CARDS}/import`, { mode: 'template' }, server.token);
    const header = template.body.data.header;
    expect(header).toEqual([
      '*车牌号',
      '车牌颜色',
      '*车主姓名',
      '*手机号',
      '*车场',
      '*月卡规则',
      '开始日期',
      '月数',
      '*支付方式',
      '*实收金额',
      '备注',
    ]);
    const cells = (plate: string, phone = '13900002222', rule = '标准月卡') =>
      [plate, '蓝色', '孙浩', phone, '西湖文化广场停车场', rule, tomorrow, '1', '微信支付', String(price / 100), ''].join(',');
    const csv = [
      header.join(','),
      cells('浙AQ2001'),
      cells('浙AQ2002', '1234'),
      cells('浙AQ2003', '13900002223', '不存在的规则'),
      cells('浙AQ2004'),
    ].join('\r\n');
    const file = await upload(csv);
    const check = (await server.t.post<Report>(`${CARDS}/import`, { file, mode: 'check' }, server.token)).body.data;
    expect(check).toMatchObject({ total: 4, validCount: 2, imported: 0 });
    expect(check.failures).toEqual([
      { rowNo: 3, reason: '手机号：请输入正确的手机号' },
      { rowNo: 4, reason: '所选月卡规则不是该车场生效中的规则' },
    ]);
    expect(await byPlate('浙AQ2001')).toEqual([]);
    const valid = (await server.t.post<Report>(`${CARDS}/import`, { file, mode: 'valid' }, server.token)).body.data;
    expect(valid).toMatchObject({ validCount: 2, imported: 2 });
    expect((await byPlate('浙AQ2001'))[0]).toMatchObject({ ownerName: '孙浩', ruleName: '标准月卡', paidMoney: price, cardStatus: 1 });
    expect(await byPlate('浙AQ2002')).toEqual([]);
    // The same sheet again: each good row now overlaps the pass it issued.
    const again = (await server.t.post<Report>(`${CARDS}/import`, { file, mode: 'check' }, server.token)).body.data;
    expect(again.failures[0]).toEqual({
      rowNo: 2,
      reason: expect.stringContaining('车牌 浙AQ2001 在 西湖文化广场停车场 已有有效期重叠的月卡'),
    });
  });

  it('answers 403 to an account without the 包期办理 buttons', async () => {
    const viewer = await server.t.login('viewer1');
    const target = (await normalCards())[4];
    for (const [path, body] of [
      [`${CARDS}/renew`, { id: target.id, renewMonths: 1, renewPayType: 1 }],
      [`${CARDS}/cancel`, { id: target.id, cancelReason: '测试' }],
      [`${CARDS}/batch`, { parkId: 1001, plates: [row('浙AP1009')] }],
    ] as const) {
      const res = await server.t.post(path, body, viewer);
      expect(res.status).toBe(403);
    }
    expect((await card(target.id)).cardStatus).toBe(1);
  });
});
