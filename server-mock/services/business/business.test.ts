/**
 * 商户管理 (schemas/business.json): the seed (≥ 60 rows per list, every state); every merchant's 账户余额 equal to the
 * sum of its ledger and 冻结金额 to its applications 待审核; 充值; 申请提现 refused above the available amount with the
 * amount, freezing it, 审核通过 writing the 提现 line, 确认打款, 驳回 releasing it, wrong states refused; 优惠规则 with
 * overlapping enabled rules of one merchant and park refused (on create and on 启用), a park the merchant does not serve
 * refused, 启用 / 停用 with the trail; 发券 charging the rule's price, refused when the balance is short or the rule
 * stopped; 已过期 computed at read time; 电子发票 refused above what the merchant paid that month, 开票, 红冲; 企业充电
 * 停用 / 启用, vehicles added and removed, bills 结清; ads 待审核 → 已上线 → 已下线 and 驳回 → 编辑 → 待审核; one enabled
 * charge rule per park, vehicle type and kind; overlapping holiday deployments refused; filters returning rows; 403
 * without the codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfChinaDay } from '../../db/time';
import { startTestServer, type TestServer, type WireRow } from '../../testing/harness';

const API = '/api/business/v2/api';
const BAD_REQUEST = '0x10d7500400';
const WRONG_STATE = '0x10d7500015';
type Page = { results: WireRow[]; totalRecord: number };

let t: TestServer;
let admin: string;
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const list = async (path: string, query = '') => (await t.get<Page>(`${API}${path}?pageNo=1&pageSize=1000${query}`, admin)).body.data;
const get = async (path: string) => (await t.get<WireRow>(`${API}${path}`, admin)).body.data;
const merchant = (id: number) => get(`/merchants/${id}`);
const ledgerOf = async (id: number) => (await list('/merchantLedgers', `&merchantId=${id}`)).results;
const yuan = (fen: number) => (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A normal merchant with the most available. */
async function richMerchant(): Promise<WireRow> {
  const rows = (await list('/merchants', '&merchantStatus=1')).results;
  return rows.sort((a, b) => b.availableAmount - a.availableAmount)[0];
}

beforeAll(async () => {
  t = await startTestServer({ seed: { now: startOfChinaDay(Date.now()) } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('seed', () => {
  it('holds at least 60 rows in every list, every state present', async () => {
    const merchants = await list('/merchants');
    expect(merchants.totalRecord).toBeGreaterThanOrEqual(60);
    const withdraws = (await list('/withdrawApplications')).results;
    expect(withdraws.length).toBeGreaterThanOrEqual(60);
    expect(new Set(withdraws.map((r) => r.withdrawStatus))).toEqual(new Set([1, 2, 3, 4]));
    const rules = (await list('/discountRules')).results;
    expect(rules.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rules.map((r) => r.ruleStatus))).toEqual(new Set([0, 1]));
    expect(new Set(rules.map((r) => r.discountType))).toEqual(new Set([1, 2, 3, 4]));
    const coupons = (await list('/merchantCoupons')).results;
    expect(coupons.length).toBeGreaterThanOrEqual(60);
    expect(new Set(coupons.map((r) => r.couponStatus))).toEqual(new Set([1, 2, 3]));
    const ledgers = (await list('/merchantLedgers')).results;
    expect(new Set(ledgers.map((r) => r.ledgerType))).toEqual(new Set([1, 2, 3, 4]));
    const parks = new Set(merchants.results.flatMap((m) => m.parkIds as number[]));
    expect([...parks].sort()).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010]);
  });

  it('keeps every merchant’s balance equal to the sum of its ledger, 冻结 to its applications 待审核', async () => {
    const merchants = (await list('/merchants')).results;
    const ledgers = (await list('/merchantLedgers')).results;
    const withdraws = (await list('/withdrawApplications')).results;
    for (const m of merchants) {
      const lines = ledgers.filter((l) => l.merchantId === m.merchantId);
      expect(lines.length).toBeGreaterThan(0);
      expect(m.balance).toBe(lines.reduce((s, l) => s + l.changeAmount, 0));
      const pending = withdraws.filter((w) => w.merchantId === m.merchantId && w.withdrawStatus === 1);
      expect(m.frozenAmount).toBe(pending.reduce((s, w) => s + w.withdrawAmount, 0));
      expect(m.availableAmount).toBe(m.balance - m.frozenAmount);
      expect(m.availableAmount).toBeGreaterThanOrEqual(0);
      // 变动后余额 runs through the lines in time order.
      const ordered = [...lines].sort((a, b) => a.ledgerId - b.ledgerId);
      let running = 0;
      for (const l of ordered) {
        running += l.changeAmount;
        expect(l.balanceAfter).toBe(running);
      }
    }
  });

  it('filters return rows: merchants by park, withdrawals by state, coupons by plate part and state, ledger by type', async () => {
    const byPark = (await list('/merchants', '&parkId=1003')).results;
    expect(byPark.length).toBeGreaterThan(0);
    expect(byPark.every((m) => (m.parkIds as number[]).includes(1003))).toBe(true);
    const pending = (await list('/withdrawApplications', '&withdrawStatus=1')).results;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.withdrawStatus === 1)).toBe(true);
    const some = (await list('/merchantCoupons')).results[5];
    const part = String(some.plateNo).slice(2, 5);
    const byPlate = (await list('/merchantCoupons', `&plateNo=${encodeURIComponent(part)}&couponStatus=${some.couponStatus}`)).results;
    expect(byPlate.length).toBeGreaterThan(0);
    expect(byPlate.every((r) => String(r.plateNo).includes(part) && r.couponStatus === some.couponStatus)).toBe(true);
    const recharges = (await list('/merchantLedgers', '&ledgerType=1')).results;
    expect(recharges.length).toBeGreaterThanOrEqual(60);
    expect(recharges.every((r) => r.ledgerType === 1 && r.changeAmount > 0)).toBe(true);
  });
});

describe('充值', () => {
  it('adds a 充值 line and the balance follows; a zero amount is refused', async () => {
    const m = await richMerchant();
    const res = await t.post(`${API}/merchants/recharge`, { merchantId: m.merchantId, rechargeAmount: 50_000, rechargeWay: 1 }, admin);
    expect(res.body).toMatchObject({ code: '200' });
    const after = await merchant(m.merchantId);
    expect(after.balance).toBe(m.balance + 50_000);
    const line = (await ledgerOf(m.merchantId)).find((l) => l.ledgerType === 1 && l.changeAmount === 50_000 && l.remark === '对公转账充值');
    expect(line).toMatchObject({ balanceAfter: after.balance });
    const zero = await t.post(`${API}/merchants/recharge`, { merchantId: m.merchantId, rechargeAmount: 0, rechargeWay: 1 }, admin);
    expect(zero.body.code).not.toBe('200');
    expect((await merchant(m.merchantId)).balance).toBe(after.balance);
  });
});

describe('提现申请', () => {
  const apply = (merchantId: number, withdrawAmount: number) =>
    t.post<WireRow>(
      `${API}/withdrawApplications`,
      {
        merchantId,
        withdrawAmount,
        bankName: '招商银行杭州分行营业部',
        bankAccount: '6222021202041234567',
        accountName: '杭州测试商贸有限公司',
      },
      admin,
    );

  it('refuses an amount above the available balance, naming it, and writes nothing', async () => {
    const m = await richMerchant();
    const before = (await list('/withdrawApplications')).totalRecord;
    const res = await apply(m.merchantId, m.availableAmount + 1);
    expect(res.body).toMatchObject({ code: WRONG_STATE, msg: `提现金额不能超过可提现余额 ${yuan(m.availableAmount)} 元` });
    expect((await list('/withdrawApplications')).totalRecord).toBe(before);
    expect(await merchant(m.merchantId)).toMatchObject({ balance: m.balance, frozenAmount: m.frozenAmount });
  });

  it('申请 freezes the amount; 审核通过 takes it from the ledger; 确认打款 records the payment; wrong states refused', async () => {
    const m = await richMerchant();
    const res = await apply(m.merchantId, 12_345);
    expect(res.body).toMatchObject({ code: '200' });
    const created = res.body.data;
    expect(created).toMatchObject({ withdrawStatus: 1, withdrawAmount: 12_345 });
    expect(String(created.withdrawNo)).toMatch(/^TX\d{14}\d{4}$/);
    const frozen = await merchant(m.merchantId);
    expect(frozen).toMatchObject({
      balance: m.balance,
      frozenAmount: m.frozenAmount + 12_345,
      availableAmount: m.availableAmount - 12_345,
    });

    const pay = (body: Record<string, unknown>) => t.post(`${API}/withdrawApplications/pay`, body, admin);
    expect((await pay({ withdrawId: created.withdrawId, payNo: 'HD20261127000001' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「待审核」，不能执行「确认打款」',
    });
    expect((await t.post(`${API}/withdrawApplications/approve`, { withdrawId: created.withdrawId }, admin)).body).toMatchObject({
      code: '200',
    });
    const approved = await merchant(m.merchantId);
    expect(approved).toMatchObject({
      balance: m.balance - 12_345,
      frozenAmount: m.frozenAmount,
      availableAmount: m.availableAmount - 12_345,
    });
    const line = (await ledgerOf(m.merchantId)).find((l) => l.relatedNo === created.withdrawNo);
    expect(line).toMatchObject({ ledgerType: 3, changeAmount: -12_345, balanceAfter: m.balance - 12_345, remark: '提现审核通过' });
    expect((await t.post(`${API}/withdrawApplications/approve`, { withdrawId: created.withdrawId }, admin)).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「审核通过」，不能执行「审核通过」',
    });
    expect((await pay({ withdrawId: created.withdrawId })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写打款流水号' });
    expect((await pay({ withdrawId: created.withdrawId, payNo: 'HD20261127000001' })).body).toMatchObject({ code: '200' });
    const paid = await get(`/withdrawApplications/${created.withdrawId}`);
    expect(paid).toMatchObject({ withdrawStatus: 3, payNo: 'HD20261127000001' });
    expect(paid.payTime).toBeTruthy();
    expect((paid.auditTrail as WireRow[]).map((e) => e.action)).toEqual(['提交申请', '审核通过', '确认打款']);
    expect((await merchant(m.merchantId)).balance).toBe(m.balance - 12_345);
  });

  it('驳回 needs a reason and releases the frozen amount without touching the ledger', async () => {
    const m = await richMerchant();
    const created = (await apply(m.merchantId, 20_000)).body.data;
    const reject = (body: Record<string, unknown>) => t.post(`${API}/withdrawApplications/reject`, body, admin);
    expect((await reject({ withdrawId: created.withdrawId })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写驳回原因' });
    expect((await merchant(m.merchantId)).frozenAmount).toBe(m.frozenAmount + 20_000);
    expect((await reject({ withdrawId: created.withdrawId, rejectReason: '开户名与商户名称不一致' })).body).toMatchObject({ code: '200' });
    const after = await merchant(m.merchantId);
    expect(after).toMatchObject({ balance: m.balance, frozenAmount: m.frozenAmount, availableAmount: m.availableAmount });
    const rejected = await get(`/withdrawApplications/${created.withdrawId}`);
    expect(rejected).toMatchObject({ withdrawStatus: 4, rejectReason: '开户名与商户名称不一致' });
    expect((rejected.auditTrail as WireRow[]).at(-1)).toMatchObject({
      action: '审核驳回',
      fromLabel: '待审核',
      toLabel: '已驳回',
      note: '开户名与商户名称不一致',
    });
    expect((await ledgerOf(m.merchantId)).some((l) => l.relatedNo === created.withdrawNo)).toBe(false);
    expect((await t.post(`${API}/withdrawApplications/approve`, { withdrawId: created.withdrawId }, admin)).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已驳回」，不能执行「审核通过」',
    });
  });

  it('a second application counts the first one’s frozen amount', async () => {
    const m = await richMerchant();
    const first = await apply(m.merchantId, m.availableAmount - 1_000);
    expect(first.body).toMatchObject({ code: '200' });
    expect((await apply(m.merchantId, 1_001)).body).toMatchObject({ code: WRONG_STATE, msg: '提现金额不能超过可提现余额 10.00 元' });
    expect(
      (await t.post(`${API}/withdrawApplications/reject`, { withdrawId: first.body.data.withdrawId, rejectReason: '测试撤回' }, admin))
        .body,
    ).toMatchObject({
      code: '200',
    });
  });
});

describe('商户优惠规则', () => {
  const rule = (over: Record<string, unknown>) => ({
    ruleName: '测试减免2小时',
    discountType: 1,
    reduceMinutes: 120,
    couponPrice: 500,
    validHours: 24,
    validStart: '2028-01-01',
    validEnd: '2028-06-30',
    ...over,
  });

  it('refuses an overlapping enabled rule of the same merchant and park, not one of another park or period', async () => {
    const m = (await list('/merchants', '&merchantStatus=1')).results.find((r) => (r.parkIds as number[]).length >= 2)!;
    const [parkA, parkB] = m.parkIds as number[];
    const first = await t.post<WireRow>(`${API}/discountRules`, rule({ merchantId: m.merchantId, parkId: parkA }), admin);
    expect(first.body).toMatchObject({ code: '200' });
    expect(first.body.data).toMatchObject({ ruleStatus: 1 });
    const clash = await t.post(
      `${API}/discountRules`,
      rule({ merchantId: m.merchantId, parkId: parkA, validStart: '2028-06-30', validEnd: '2028-12-31' }),
      admin,
    );
    expect(clash.body.code).toBe(WRONG_STATE);
    expect(clash.body.msg).toContain(`商户「${m.merchantName}」在`);
    expect(clash.body.msg).toContain('已有有效期重叠的启用规则「测试减免2小时」（2028-01-01 ~ 2028-06-30），请先停用或调整有效期');
    expect((await t.post(`${API}/discountRules`, rule({ merchantId: m.merchantId, parkId: parkB }), admin)).body).toMatchObject({
      code: '200',
    });
    const later = await t.post<WireRow>(
      `${API}/discountRules`,
      rule({ merchantId: m.merchantId, parkId: parkA, validStart: '2028-07-01', validEnd: '2028-12-31' }),
      admin,
    );
    expect(later.body).toMatchObject({ code: '200' });

    // 停用 the later one, then stretch it over the first: 启用 is refused while the first is enabled.
    const disable = (body: Record<string, unknown>) => t.post(`${API}/discountRules/disable`, body, admin);
    expect((await disable({ ruleId: later.body.data.ruleId })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写停用原因' });
    expect((await disable({ ruleId: later.body.data.ruleId, disableReason: '调整有效期' })).body).toMatchObject({ code: '200' });
    expect(
      (
        await t.put(
          `${API}/discountRules`,
          { ...rule({ merchantId: m.merchantId, parkId: parkA, validStart: '2028-03-01' }), ruleId: later.body.data.ruleId },
          admin,
        )
      ).body,
    ).toMatchObject({ code: '200' });
    const enable = await t.post(`${API}/discountRules/enable`, { ruleId: later.body.data.ruleId }, admin);
    expect(enable.body.code).toBe(WRONG_STATE);
    expect(enable.body.msg).toContain('已有有效期重叠的启用规则「测试减免2小时」');
    expect((await disable({ ruleId: first.body.data.ruleId, disableReason: '由新规则替代' })).body).toMatchObject({ code: '200' });
    expect((await t.post(`${API}/discountRules/enable`, { ruleId: later.body.data.ruleId }, admin)).body).toMatchObject({ code: '200' });
    const detail = await get(`/discountRules/${later.body.data.ruleId}`);
    expect((detail.auditTrail as WireRow[]).map((e) => `${e.action}:${e.toLabel}`)).toEqual(['新增:启用', '停用:停用', '启用:启用']);
    expect((await t.post(`${API}/discountRules/enable`, { ruleId: later.body.data.ruleId }, admin)).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「启用」，不能执行「启用」',
    });
  });

  it('refuses a park the merchant does not serve', async () => {
    const m = (await list('/merchants')).results.find((r) => !(r.parkIds as number[]).includes(1010))!;
    const res = await t.post(`${API}/discountRules`, rule({ merchantId: m.merchantId, parkId: 1010 }), admin);
    expect(res.body).toMatchObject({
      code: WRONG_STATE,
      msg: `商户「${m.merchantName}」未服务「文三路路内停车泊位」，请先在商户资料中添加该车场`,
    });
  });
});

describe('商户优惠券', () => {
  const issue = (merchantId: number, ruleId: number) =>
    t.post<WireRow>(`${API}/merchantCoupons`, { merchantId, ruleId, plateNo: '浙A8K2Q7', plateColor: 1 }, admin);

  it('charges the rule’s price to the merchant’s balance, with a 发券扣款 line', async () => {
    const m = await richMerchant();
    const r = (await list('/discountRules', `&merchantId=${m.merchantId}&ruleStatus=1`)).results.find((x) => x.validStart <= today)!;
    const res = await issue(m.merchantId, r.ruleId);
    expect(res.body).toMatchObject({ code: '200' });
    expect(res.body.data).toMatchObject({
      couponStatus: 1,
      couponPrice: r.couponPrice,
      parkId: r.parkId,
      ruleName: r.ruleName,
      plateNo: '浙A8K2Q7',
    });
    const after = await merchant(m.merchantId);
    expect(after.balance).toBe(m.balance - r.couponPrice);
    const line = (await ledgerOf(m.merchantId)).find((l) => l.relatedNo === res.body.data.couponNo);
    expect(line).toMatchObject({ ledgerType: 2, changeAmount: -r.couponPrice, balanceAfter: after.balance });
  });

  it('refuses when the available balance is short, naming both amounts; refuses a stopped rule', async () => {
    const m = await richMerchant();
    const r = (await list('/discountRules', `&merchantId=${m.merchantId}&ruleStatus=1`)).results.find(
      (x) => x.couponPrice > 0 && x.validStart <= today,
    )!;
    // Freeze all but one fen below the price.
    const left = r.couponPrice - 1;
    const frozen = await t.post<WireRow>(
      `${API}/withdrawApplications`,
      {
        merchantId: m.merchantId,
        withdrawAmount: m.availableAmount - left,
        bankName: '杭州银行钱江新城支行',
        bankAccount: '6222000011112222',
        accountName: '测试',
      },
      admin,
    );
    expect(frozen.body).toMatchObject({ code: '200' });
    const res = await issue(m.merchantId, r.ruleId);
    expect(res.body).toMatchObject({
      code: WRONG_STATE,
      msg: `商户可用余额不足：本次发券需 ${yuan(r.couponPrice)} 元，可用余额 ${yuan(left)} 元`,
    });
    expect((await merchant(m.merchantId)).balance).toBe(m.balance);
    await t.post(`${API}/withdrawApplications/reject`, { withdrawId: frozen.body.data.withdrawId, rejectReason: '测试解冻' }, admin);

    const normal = new Set((await list('/merchants', '&merchantStatus=1')).results.map((x) => x.merchantId));
    const stopped = (await list('/discountRules', '&ruleStatus=0')).results.find((x) => normal.has(x.merchantId))!;
    expect((await issue(stopped.merchantId, stopped.ruleId)).body).toMatchObject({
      code: WRONG_STATE,
      msg: `优惠规则「${stopped.ruleName}」已停用，不能发券`,
    });
  });
});

describe('电子发票', () => {
  const apply = (merchantId: number, invoiceMonth: string, invoiceAmount: number) =>
    t.post<WireRow>(
      `${API}/invoiceApplications`,
      {
        merchantId,
        invoiceMonth,
        invoiceAmount,
        invoiceTitle: '杭州测试商贸有限公司',
        taxNo: '91330106MA2TEST001',
        email: 'finance@test.com',
      },
      admin,
    );

  it('holds applications in every state; refuses an amount above what the merchant paid that month and has not invoiced', async () => {
    const invoices = (await list('/invoiceApplications')).results;
    expect(invoices.length).toBeGreaterThanOrEqual(60);
    expect(new Set(invoices.map((r) => r.invoiceStatus))).toEqual(new Set([1, 2, 3]));
    const m = await richMerchant();
    const month = today.slice(0, 7);
    await t.post(`${API}/merchants/recharge`, { merchantId: m.merchantId, rechargeAmount: 80_000, rechargeWay: 1 }, admin);
    const paid = (await ledgerOf(m.merchantId))
      .filter((l) => l.ledgerType === 1 && String(l.ledgerTime).startsWith(month))
      .reduce((s, l) => s + l.changeAmount, 0);
    const asked = invoices
      .filter((r) => r.merchantId === m.merchantId && r.invoiceMonth === month && [1, 2].includes(r.invoiceStatus))
      .reduce((s, r) => s + r.invoiceAmount, 0);
    const left = paid - asked;
    expect(left).toBeGreaterThanOrEqual(80_000);
    expect((await apply(m.merchantId, month, left + 1)).body).toMatchObject({
      code: WRONG_STATE,
      msg: `开票金额不能超过该商户 ${month} 已付款未开票的金额 ${yuan(left)} 元`,
    });
    expect((await apply(m.merchantId, '2026-13', 100)).body).toMatchObject({
      code: WRONG_STATE,
      msg: '所属月份格式应为 YYYY-MM，如 2026-11',
    });
    const ok = await apply(m.merchantId, month, left);
    expect(ok.body).toMatchObject({ code: '200' });
    expect(ok.body.data).toMatchObject({ invoiceStatus: 1, invoiceAmount: left });
    expect((await apply(m.merchantId, month, 1)).body).toMatchObject({ msg: `开票金额不能超过该商户 ${month} 已付款未开票的金额 0.00 元` });

    // 开票 needs the number; 红冲 from 已开票 gives the amount back to the month.
    const id = ok.body.data.invoiceId;
    const issue = (body: Record<string, unknown>) => t.post(`${API}/invoiceApplications/issue`, body, admin);
    const red = (body: Record<string, unknown>) => t.post(`${API}/invoiceApplications/red`, body, admin);
    expect((await red({ invoiceId: id, redReason: '抬头有误' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「待开票」，不能执行「红冲」',
    });
    expect((await issue({ invoiceId: id })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写发票号码' });
    expect((await issue({ invoiceId: id, invoiceNo: '26332000000012345678' })).body).toMatchObject({ code: '200' });
    expect(await get(`/invoiceApplications/${id}`)).toMatchObject({ invoiceStatus: 2, invoiceNo: '26332000000012345678' });
    expect((await issue({ invoiceId: id, invoiceNo: '26332000000012345679' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已开票」，不能执行「开票」',
    });
    expect((await red({ invoiceId: id })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写红冲原因' });
    expect((await red({ invoiceId: id, redReason: '发票抬头有误，商户申请重开' })).body).toMatchObject({ code: '200' });
    const done = await get(`/invoiceApplications/${id}`);
    expect((done.auditTrail as WireRow[]).map((e) => `${e.action}:${e.toLabel}`)).toEqual([
      '申请开票:待开票',
      '开票:已开票',
      '红冲:已红冲',
    ]);
    expect((await apply(m.merchantId, month, left)).body).toMatchObject({ code: '200' });
  });
});

describe('企业充电管理', () => {
  it('holds 60 companies with vehicles and monthly bills; 停用 needs a reason, 启用 back; bills 结清', async () => {
    const companies = (await list('/chargingCompanies')).results;
    expect(companies.length).toBeGreaterThanOrEqual(60);
    expect(new Set(companies.map((r) => r.accountStatus))).toEqual(new Set([0, 1]));
    expect(companies.every((c) => (c.vehicles as WireRow[]).length > 0)).toBe(true);
    const c = companies.find((r) => r.accountStatus === 1)!;
    const bills = (await list('/chargingCompanyBills', `&companyId=${c.companyId}`)).results;
    expect(bills.length).toBe(3);
    expect(bills.every((b) => b.companyId === c.companyId && b.billAmount === b.electricFee + b.serviceFee)).toBe(true);
    expect((await list('/chargingCompanyBills')).totalRecord).toBeGreaterThanOrEqual(60);

    const disable = (body: Record<string, unknown>) => t.post(`${API}/chargingCompanies/disable`, body, admin);
    expect((await disable({ companyId: c.companyId })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写停用原因' });
    expect((await disable({ companyId: c.companyId, disableReason: '企业欠费未结清' })).body).toMatchObject({ code: '200' });
    expect((await disable({ companyId: c.companyId, disableReason: '重复停用' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「停用」，不能执行「停用」',
    });
    expect((await t.post(`${API}/chargingCompanies/enable`, { companyId: c.companyId }, admin)).body).toMatchObject({ code: '200' });
    const after = await get(`/chargingCompanies/${c.companyId}`);
    expect((after.auditTrail as WireRow[]).slice(-2).map((e) => `${e.action}:${e.toLabel}`)).toEqual(['停用:停用', '启用:启用']);

    const open = bills.find((b) => b.billStatus === 1)!;
    expect((await t.post(`${API}/chargingCompanyBills/settle`, { billId: open.billId }, admin)).body).toMatchObject({ code: '200' });
    expect((await t.post(`${API}/chargingCompanyBills/settle`, { billId: open.billId }, admin)).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已结清」，不能执行「结清」',
    });
  });

  it('adds and removes vehicles by editing; a plate twice in one company is refused', async () => {
    const c = (await list('/chargingCompanies')).results[3];
    const vehicles = c.vehicles as WireRow[];
    const body = (v: WireRow[]) => ({
      companyId: c.companyId,
      companyName: c.companyName,
      creditCode: c.creditCode,
      creditLimit: c.creditLimit,
      contactName: c.contactName,
      contactPhone: c.contactPhone,
      vehicles: v,
    });
    const added = [...vehicles.slice(1), { plateNo: '浙AD12345', plateColor: 5, driverName: '王师傅' }];
    expect((await t.put(`${API}/chargingCompanies`, body(added), admin)).body).toMatchObject({ code: '200' });
    const after = await get(`/chargingCompanies/${c.companyId}`);
    expect((after.vehicles as WireRow[]).map((v) => v.plateNo)).toEqual(added.map((v) => v.plateNo));
    const twice = await t.put(`${API}/chargingCompanies`, body([...added, { plateNo: '浙AD12345', plateColor: 5 }]), admin);
    expect(twice.body.code).toBe(BAD_REQUEST);
    expect(twice.body.msg).toContain('车牌号与第');
  });
});

describe('全部广告', () => {
  it('待审核 → 已上线 → 已下线 with reasons; 驳回 then 编辑 back to 待审核; wrong states refused', async () => {
    const ads = (await list('/advertisements')).results;
    expect(ads.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ads.map((r) => r.adStatus))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(ads.map((r) => r.adPosition))).toEqual(new Set([1, 2, 3]));
    const ad = {
      adTitle: '测试周末停车2小时免费',
      adPosition: 1,
      linkUrl: 'https://m.parking.example.com/activity/9999',
      startDate: '2028-01-01',
      endDate: '2028-01-31',
      adImage: ['/mock-assets/ad-banner-1.svg'],
    };
    const created = await t.post<WireRow>(`${API}/advertisements`, ad, admin);
    expect(created.body).toMatchObject({ code: '200' });
    const id = created.body.data.adId;
    expect(created.body.data.adStatus).toBe(1);
    const step = (name: string, body: Record<string, unknown>) => t.post(`${API}/advertisements/${name}`, body, admin);
    expect((await step('offline', { adId: id, auditReason: '测试' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「待审核」，不能执行「下线」',
    });
    expect((await step('reject', { adId: id })).body).toMatchObject({ code: BAD_REQUEST, msg: '请填写驳回原因' });
    expect((await step('reject', { adId: id, auditReason: '图片不清晰' })).body).toMatchObject({ code: '200' });
    expect((await t.put(`${API}/advertisements`, { ...ad, adId: id, adTitle: '测试周末停车2小时免费（新图）' }, admin)).body).toMatchObject(
      { code: '200' },
    );
    expect((await get(`/advertisements/${id}`)).adStatus).toBe(1);
    expect((await step('approve', { adId: id })).body).toMatchObject({ code: '200' });
    expect((await t.put(`${API}/advertisements`, { ...ad, adId: id }, admin)).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已上线」，不能执行「编辑并提交审核」',
    });
    expect((await step('offline', { adId: id, auditReason: '活动提前结束' })).body).toMatchObject({ code: '200' });
    const done = await get(`/advertisements/${id}`);
    expect((done.auditTrail as WireRow[]).map((e) => `${e.action}:${e.toLabel}`)).toEqual([
      '审核驳回:已驳回',
      '编辑并提交审核:待审核',
      '审核通过:已上线',
      '下线:已下线',
    ]);
    expect(done).toMatchObject({ adStatus: 3, auditReason: '活动提前结束' });
    const online = (await list('/advertisements', '&adStatus=2&adPosition=1')).results;
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((r) => r.adStatus === 2 && r.adPosition === 1)).toBe(true);
  });
});

describe('商户收费规则与节假日部署', () => {
  it('one enabled rule per park, vehicle type and kind; 停用 then a new one; 启用 of the old refused', async () => {
    const rules = (await list('/parkChargeRules')).results;
    expect(rules.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rules.map((r) => r.parkId)).size).toBe(10);
    const rule = {
      chargeRuleName: '小型车日常收费（2028版）',
      parkId: 1002,
      vehicleType: 1,
      ruleKind: 1,
      freeMinutes: 15,
      firstHourPrice: 600,
      unitPrice: 400,
      dailyCap: 5000,
    };
    const clash = await t.post(`${API}/parkChargeRules`, rule, admin);
    expect(clash.body).toMatchObject({
      code: WRONG_STATE,
      msg: '武林广场地下停车库 的小型车已有启用中的日常收费规则「小型车日常收费」，请先停用',
    });
    const old = rules.find((r) => r.parkId === 1002 && r.vehicleType === 1 && r.ruleKind === 1 && r.chargeRuleStatus === 1)!;
    expect((await t.post(`${API}/parkChargeRules/disable`, { chargeRuleId: old.chargeRuleId }, admin)).body).toMatchObject({ code: '200' });
    expect((await t.post(`${API}/parkChargeRules`, rule, admin)).body).toMatchObject({ code: '200' });
    const back = await t.post(`${API}/parkChargeRules/enable`, { chargeRuleId: old.chargeRuleId }, admin);
    expect(back.body.code).toBe(WRONG_STATE);
    expect(back.body.msg).toContain('的小型车已有启用中的日常收费规则「小型车日常收费（2028版）」，请先停用');
  });

  it('refuses a deployment overlapping another of the same park; a revoked one frees its dates', async () => {
    const deploys = (await list('/holidayDeploys')).results;
    expect(deploys.length).toBeGreaterThanOrEqual(60);
    expect(new Set(deploys.map((r) => r.deployStatus))).toEqual(new Set([0, 1]));
    const deploy = (over: Record<string, unknown>) =>
      t.post<WireRow>(
        `${API}/holidayDeploys`,
        { parkId: 1005, holidayName: '测试假期', startDate: '2028-10-01', endDate: '2028-10-07', ...over },
        admin,
      );
    const first = await deploy({});
    expect(first.body).toMatchObject({ code: '200' });
    expect((await deploy({ startDate: '2028-10-07', endDate: '2028-10-09' })).body).toMatchObject({
      code: WRONG_STATE,
      msg: '滨江宝龙城停车场 在 2028-10-01 ~ 2028-10-07 已部署节假日收费规则（测试假期），日期不能重叠',
    });
    expect((await deploy({ parkId: 1006 })).body).toMatchObject({ code: '200' });
    expect((await deploy({ startDate: '2028-10-08', endDate: '2028-10-09' })).body).toMatchObject({ code: '200' });
    expect((await t.post(`${API}/holidayDeploys/revoke`, { deployId: first.body.data.deployId }, admin)).body).toMatchObject({
      code: '200',
    });
    expect((await t.post(`${API}/holidayDeploys/revoke`, { deployId: first.body.data.deployId }, admin)).body).toMatchObject({
      code: WRONG_STATE,
      msg: '当前状态为「已撤销」，不能执行「撤销」',
    });
    expect((await deploy({ startDate: '2028-10-03', endDate: '2028-10-05' })).body).toMatchObject({ code: '200' });
  });
});

describe('已过期 at read time', () => {
  it('a database seeded two days ago reads its coupons 未使用 then as 已过期', async () => {
    const old = await startTestServer({ seed: { now: startOfChinaDay(Date.now()) - 3 * 86_400_000 } });
    try {
      const token = await old.login('admin');
      const rows = (await old.get<Page>(`${API}/merchantCoupons?pageNo=1&pageSize=1000`, token)).body.data.results;
      const now = new Date(Date.now() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
      expect(rows.filter((r) => r.couponStatus === 1).every((r) => r.expireTime >= now)).toBe(true);
      expect(rows.filter((r) => r.couponStatus === 3).length).toBeGreaterThan(0);
      expect(rows.some((r) => r.couponStatus === 3 && r.expireTime > String(r.createTime) && !r.orderNo)).toBe(true);
    } finally {
      await old.close();
    }
  });
});

describe('permissions', () => {
  it('answers 403 to an account without the 商户管理 codes', async () => {
    const viewer = await t.login('viewer1');
    expect((await t.get(`${API}/merchants?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    expect((await t.post(`${API}/merchants/recharge`, { merchantId: 1, rechargeAmount: 100, rechargeWay: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/withdrawApplications`, { merchantId: 1, withdrawAmount: 100 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/withdrawApplications/approve`, { withdrawId: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/discountRules/enable`, { ruleId: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/merchantCoupons`, { merchantId: 1, ruleId: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/invoiceApplications/issue`, { invoiceId: 1, invoiceNo: '1' }, viewer)).status).toBe(403);
    expect((await t.get(`${API}/chargingCompanies?pageNo=1&pageSize=5`, viewer)).status).toBe(403);
    expect((await t.post(`${API}/advertisements/approve`, { adId: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/parkChargeRules/disable`, { chargeRuleId: 1 }, viewer)).status).toBe(403);
    expect((await t.post(`${API}/holidayDeploys`, { parkId: 1001 }, viewer)).status).toBe(403);
  });
});
