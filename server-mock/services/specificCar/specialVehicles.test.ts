/**
 * 残疾人车辆, 残疾人优惠规则, 访客车辆 and 白名单企业 over HTTP (schemas/specificCar.json, served by the generic engine):
 * the seed in every state, the searches, creation, each refusal (overlapping validity of a plate and park, an end
 * before the start, a malformed 残疾证号, cancelling an arrived visit), the state changes with their audit trail, the
 * versions of a discount rule in force, a company's white-list plates, and 403 without the button code.
 */
import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../testing/serverPerFile';
import { DISABLED_CAR_PLAN, SEED_COMPANIES, VISIT_PLAN } from './specialVehicleSeed';
import { disabilityCertNo } from '../../../schemas/meta/lib/fieldRules/disabilityCert';

const API = '/api/special/v2/api';
const CARS = `${API}/disabledCars`;
const RULES = `${API}/disabledDiscountRules`;
const VISITS = `${API}/visitCars`;
const COMPANIES = `${API}/whiteListCompanies`;
const BAD = '0x10d7500400';
const STATE = '0x10d7500015';
/** A valid 残疾人证号: ID 330106198503071238 + category 4 (肢体) + grade 2. */
const CERT = '33010619850307123842';

type Row = Record<string, unknown> & { id: number };
type Page = { results: Row[]; totalRecord: number };
interface Trail {
  action: string;
  fromLabel: string;
  toLabel: string;
  note: string | null;
}

const day = (offset: number) => {
  const d = new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
};

describe('特殊车辆：残疾人车辆、优惠规则、访客车辆、白名单企业', () => {
  const server = testServerPerFile();
  const get = async <T = Page>(path: string) => (await server.t.get<T>(path, server.token)).body.data;
  const newCar = (body: Record<string, unknown> = {}) =>
    server.t.post<Row>(
      CARS,
      {
        plateNo: '浙A6D201',
        plateColor: 1,
        ownerName: '周建华',
        phone: '13857101234',
        certNo: CERT,
        parkId: 1001,
        validBeginDate: day(0),
        validEndDate: day(364),
        ...body,
      },
      server.token,
    );

  it('seeds at least 60 rows per list with every state present', async () => {
    const cars = await get(`${CARS}?pageSize=200`);
    expect(cars.totalRecord).toBe(DISABLED_CAR_PLAN.length);
    expect(cars.totalRecord).toBeGreaterThanOrEqual(60);
    expect(new Set(cars.results.map((r) => r.carStatus))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const car of cars.results) expect(disabilityCertNo(car.certNo)).toBeUndefined();
    for (const car of cars.results.filter((r) => r.carStatus === 3)) expect(String(car.validEndDate) < day(0)).toBe(true);
    const visits = await get(`${VISITS}?pageSize=200`);
    expect(visits.totalRecord).toBe(VISIT_PLAN.length);
    expect(new Set(visits.results.map((r) => r.visitStatus))).toEqual(new Set([1, 2, 3, 4, 5]));
    const companies = await get(`${COMPANIES}?pageSize=200`);
    expect(companies.totalRecord).toBe(SEED_COMPANIES.length);
    expect(new Set(companies.results.map((r) => r.companyStatus))).toEqual(new Set([1, 2, 3]));
    const rules = await get(`${RULES}?pageSize=200`);
    expect(rules.totalRecord).toBeGreaterThanOrEqual(60);
    expect(new Set(rules.results.map((r) => r.ruleStatus))).toEqual(new Set([0, 1, 2]));
  });

  it.each([
    [
      'partial plate',
      (r: Row) => `plateNo=${String(r.plateNo).slice(2, 6)}`,
      (r: Row, s: Row) => String(r.plateNo).includes(String(s.plateNo).slice(2, 6)),
    ],
    ['exact plate', (r: Row) => `plateNo=${String(r.plateNo)}`, (r: Row, s: Row) => r.plateNo === s.plateNo],
    ['park', (r: Row) => `parkId=${r.parkId}`, (r: Row, s: Row) => r.parkId === s.parkId],
    ['status', () => 'carStatus=4', (r: Row) => r.carStatus === 4],
    [
      'validity end',
      () => `validEndStart=${day(0)}&validEndEnd=${day(400)}`,
      (r: Row) => String(r.validEndDate) >= day(0) && String(r.validEndDate) <= day(400),
    ],
  ])('searches 残疾人车辆 by %s and finds rows', async (_name, query, matches) => {
    const sample = (await get(`${CARS}?pageSize=1&carStatus=2`)).results[0];
    const page = await get(`${CARS}?${query(sample)}&pageSize=200`);
    expect(page.results.length).toBeGreaterThan(0);
    for (const row of page.results) expect(matches(row, sample)).toBe(true);
  });

  it('registers a disabled vehicle as 待审核, refuses an overlapping one of the same plate and park, then approves it', async () => {
    const created = await newCar();
    expect(created.body).toMatchObject({ code: '200', data: { carStatus: 1, plateNo: '浙A6D201', createUser: '陈建国' } });
    const { id } = created.body.data;
    const twin = await newCar({ validBeginDate: day(100), validEndDate: day(500) });
    expect(twin.body).toMatchObject({
      code: STATE,
      msg: `车牌 浙A6D201 在 西湖文化广场停车场 已有有效期重叠的残疾人车辆登记（${day(0)} ~ ${day(364)}）`,
    });
    // Another park, or a period after it, is fine.
    expect((await newCar({ parkId: 1002 })).body.code).toBe('200');
    expect((await newCar({ validBeginDate: day(365), validEndDate: day(700) })).body.code).toBe('200');

    const audit = (body: Record<string, unknown>) => server.t.post(`${CARS}/audit`, { id, ...body }, server.token);
    expect((await audit({ auditResult: 2 })).body).toMatchObject({ code: BAD, msg: '请填写驳回原因' });
    expect((await audit({ auditResult: 1 })).body.code).toBe('200');
    const approved = await get<Row>(`${CARS}/${id}`);
    expect(approved).toMatchObject({ carStatus: 2, auditUser: '陈建国' });
    expect((approved.auditTrail as Trail[]).map((t) => `${t.action}（${t.fromLabel} → ${t.toLabel}）`)).toEqual([
      '审核通过（待审核 → 已生效）',
    ]);
    expect((await audit({ auditResult: 1 })).body).toMatchObject({ code: STATE, msg: '当前状态为「已生效」，不能执行「审核通过」' });

    // 停用 needs a reason; 启用 puts it back in force; 删除 is refused while in force.
    expect((await server.t.post(`${CARS}/disable`, { id }, server.token)).body).toMatchObject({ code: BAD, msg: '请填写停用原因' });
    expect((await server.t.post(`${CARS}/disable`, { id, stopReason: '车辆已转让' }, server.token)).body.code).toBe('200');
    expect(await get<Row>(`${CARS}/${id}`)).toMatchObject({ carStatus: 4, stopReason: '车辆已转让' });
    expect((await server.t.post(`${CARS}/enable`, { id }, server.token)).body.code).toBe('200');
    expect((await server.t.del(CARS, { ids: [id] }, server.token)).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「已生效」，不能执行「删除」',
    });
    const trail = (await get<Row>(`${CARS}/${id}`)).auditTrail as Trail[];
    expect(trail.map((t) => t.action)).toEqual(['审核通过', '停用', '启用']);
    expect(trail[1].note).toBe('车辆已转让');
  });

  it('edits a vehicle in force back to 待审核, and rejects it with the reason', async () => {
    const { id } = (await newCar({ plateNo: '浙A7K302', parkId: 1003 })).body.data;
    await server.t.post(`${CARS}/audit`, { id, auditResult: 1 }, server.token);
    const edited = await server.t.put<Row>(
      CARS,
      {
        id,
        plateNo: '浙A7K302',
        plateColor: 1,
        ownerName: '周建华',
        phone: '13857109999',
        certNo: CERT,
        parkId: 1003,
        validBeginDate: day(0),
        validEndDate: day(200),
      },
      server.token,
    );
    expect(edited.body.data).toMatchObject({ carStatus: 1, phone: '13857109999', validEndDate: day(200) });
    await server.t.post(`${CARS}/audit`, { id, auditResult: 2, auditRemark: '残疾证照片不清晰，请重新提交' }, server.token);
    expect(await get<Row>(`${CARS}/${id}`)).toMatchObject({ carStatus: 5, rejectReason: '残疾证照片不清晰，请重新提交' });
    expect((await server.t.del(CARS, { ids: [id] }, server.token)).body.code).toBe('200');
  });

  it.each([
    ['an end before the start', { validBeginDate: day(10), validEndDate: day(5) }, '失效日期应晚于生效日期'],
    [
      'a certificate number of the wrong length',
      { certNo: '3301061985030712' },
      '残疾证号应为20位：18位身份证号加残疾类别（1–7）与残疾等级（1–4）',
    ],
    ['a certificate number with a wrong ID check character', { certNo: '33010619850307123X42' }, '残疾证号：前18位不是有效的身份证号'],
    [
      'a certificate number with a category out of range',
      { certNo: '33010619850307123882' },
      '残疾证号：第19位残疾类别应为1–7，第20位残疾等级应为1–4',
    ],
  ])('refuses %s', async (_name, body, msg) => {
    const before = (await get(`${CARS}?pageSize=1`)).totalRecord;
    expect((await newCar({ plateNo: '浙A9Z999', ...body })).body).toMatchObject({ code: BAD, msg });
    expect((await get(`${CARS}?pageSize=1`)).totalRecord).toBe(before);
  });

  it('keeps the old version of a discount rule in force when it is edited, and refuses an overlapping rule of the park', async () => {
    const inForce = (await get(`${RULES}?parkId=1004&ruleStatus=1&pageSize=10`)).results[0];
    const history = async () => (await get(`${RULES}/versions?discountRuleId=${inForce.id}&pageSize=50`)).totalRecord;
    const before = await history();
    const body = { ...inForce, freeMinutes: 300, discountRate: 0, dailyCap: 0 };
    const edited = await server.t.put<Row>(RULES, body, server.token);
    expect(edited.body.msg).toBe('操作成功');
    expect(edited.body.data).toMatchObject({ version: Number(inForce.version) + 1, freeMinutes: 300 });
    expect(await history()).toBe(before + 1);
    const old = (await get(`${RULES}/versions?discountRuleId=${inForce.id}&pageSize=1`)).results[0];
    expect(old).toMatchObject({ version: inForce.version, freeMinutes: inForce.freeMinutes, replacedUser: '陈建国' });
    const clash = await server.t.post(
      RULES,
      {
        ruleName: '残疾人临时优惠',
        parkId: 1004,
        freeMinutes: 60,
        discountRate: 50,
        dailyCap: 500,
        validBeginDate: inForce.validBeginDate,
        validEndDate: inForce.validEndDate,
      },
      server.token,
    );
    expect(clash.body).toMatchObject({
      code: STATE,
      msg: `城西银泰城停车场 在 ${String(inForce.validBeginDate)} ~ ${String(inForce.validEndDate)} 已有残疾人优惠规则，生效期不能重叠`,
    });
  });

  it('registers a visitor, refuses an end before the start, arrives and leaves; cancelling is refused once arrived', async () => {
    const body = {
      plateNo: '苏E8M520',
      plateColor: 1,
      visitorName: '孙晓东',
      phone: '13905712345',
      hostName: '王芳',
      hostDept: '行政部',
      parkId: 1002,
      arriveStart: `${day(1)} 09:00:00`,
      arriveEnd: `${day(1)} 11:00:00`,
      visitReason: 1,
    };
    const bad = await server.t.post(VISITS, { ...body, arriveEnd: `${day(1)} 08:00:00` }, server.token);
    expect(bad.body).toMatchObject({ code: BAD, msg: '预计到达结束应晚于预计到达开始' });
    const created = await server.t.post<Row>(VISITS, body, server.token);
    expect(created.body.data).toMatchObject({ visitStatus: 1 });
    const { id } = created.body.data;
    const twin = await server.t.post(VISITS, { ...body, arriveStart: `${day(1)} 10:00:00`, arriveEnd: `${day(1)} 12:00:00` }, server.token);
    expect(twin.body).toMatchObject({
      code: STATE,
      msg: `车牌 苏E8M520 在 武林广场地下停车库 已有预计到访时段重叠的访客登记（${day(1)} 09:00:00 ~ ${day(1)} 11:00:00）`,
    });
    expect((await server.t.post(`${VISITS}/leave`, { id }, server.token)).body).toMatchObject({
      code: STATE,
      msg: '当前状态为「待到访」，不能执行「确认离开」',
    });
    expect((await server.t.post(`${VISITS}/arrive`, { id }, server.token)).body.code).toBe('200');
    expect(await get<Row>(`${VISITS}/${id}`)).toMatchObject({ visitStatus: 2, arriveTime: expect.any(String) });
    const cancel = await server.t.post(`${VISITS}/cancel`, { id, cancelReason: '访客行程取消' }, server.token);
    expect(cancel.body).toMatchObject({ code: STATE, msg: '访客已到访或登记已结束，不能取消登记' });
    expect((await server.t.post(`${VISITS}/leave`, { id }, server.token)).body.code).toBe('200');
    const left = await get<Row>(`${VISITS}/${id}`);
    expect(left).toMatchObject({ visitStatus: 3, leaveTime: expect.any(String) });
    expect((left.auditTrail as Trail[]).map((t) => t.action)).toEqual(['确认到访', '确认离开']);
  });

  it('cancels a waiting visit with its reason', async () => {
    const waiting = (await get(`${VISITS}?visitStatus=1&pageSize=1`)).results[0];
    expect((await server.t.post(`${VISITS}/cancel`, { id: waiting.id }, server.token)).body).toMatchObject({
      code: BAD,
      msg: '请填写取消原因',
    });
    expect((await server.t.post(`${VISITS}/cancel`, { id: waiting.id, cancelReason: '会议改期' }, server.token)).body.code).toBe('200');
    const cancelled = await get<Row>(`${VISITS}/${waiting.id}`);
    expect(cancelled).toMatchObject({ visitStatus: 5, cancelReason: '会议改期' });
    expect((cancelled.auditTrail as Trail[]).at(-1)).toMatchObject({
      action: '取消登记',
      fromLabel: '待到访',
      toLabel: '已取消',
      note: '会议改期',
    });
  });

  it("lists a company's white-list plates, stops and restarts it, and refuses a second company of the same name", async () => {
    const company = SEED_COMPANIES.find((c) => c.companyStatus === 1 && c.id > 1)!;
    const plates = await get(`${API}/whiteLists/byCompany?companyId=${company.id}&pageSize=200`);
    for (const plate of plates.results) {
      expect(plate.companyId).toBe(company.id);
      expect(company.parkIds).toContain(plate.parkId);
    }
    const all = await get(`${API}/whiteLists?pageSize=200`);
    expect(all.results.some((r) => r.companyId)).toBe(true);
    expect((await get(`${API}/whiteLists?companyId=${company.id}&pageSize=200`)).totalRecord).toBe(plates.totalRecord);

    expect((await server.t.post(`${COMPANIES}/disable`, { id: company.id, stopReason: '合同提前终止' }, server.token)).body.code).toBe(
      '200',
    );
    expect(await get<Row>(`${COMPANIES}/${company.id}`)).toMatchObject({ companyStatus: 2, stopReason: '合同提前终止' });
    expect((await server.t.post(`${COMPANIES}/enable`, { id: company.id }, server.token)).body.code).toBe('200');
    const twin = await server.t.post(
      COMPANIES,
      {
        companyName: company.companyName,
        contactName: '李强',
        contactPhone: '13700001111',
        parkIds: [1001],
        berthCount: 10,
        plateLimit: 20,
        validBeginDate: day(0),
        validEndDate: day(365),
      },
      server.token,
    );
    expect(twin.body).toMatchObject({ code: STATE, msg: `企业 ${company.companyName} 已存在` });
  });

  it('refuses the calls without the button code (403)', async () => {
    const operator = await server.t.login('operator');
    expect((await server.t.get(`${CARS}?pageSize=1`, operator)).body.code).toBe('200');
    expect((await server.t.del(CARS, { ids: [1] }, operator)).status).toBe(403);
    expect((await server.t.del(COMPANIES, { ids: [9] }, operator)).status).toBe(403);
    expect((await server.t.del(RULES, { ids: [1] }, operator)).status).toBe(403);
    const viewer = await server.t.login('viewer1');
    expect((await server.t.get(`${CARS}?pageSize=1`, viewer)).status).toBe(403);
    expect((await server.t.post(`${VISITS}/cancel`, { id: 1, cancelReason: '会议改期' }, viewer)).status).toBe(403);
    expect((await server.t.post(CARS, { plateNo: '浙A6D209' }, viewer)).status).toBe(403);
  });
});
