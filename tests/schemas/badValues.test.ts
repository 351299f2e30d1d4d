/**
 * One set of rules, enforced twice: for every write endpoint the mock serves from a document (create, update, and
 * workflow steps with inputs), every field with a declared rule gets one bad value per rule (support/badValueCases.ts);
 * the real mock must refuse it with the form's own message and change nothing. New areas are covered without new tests.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormField } from '../../schemas/meta/generated/area';
import { createContext } from '../../server-mock/context';
import { migrate } from '../../server-mock/db/schema';
import { fieldState } from '../../server-mock/engine/conditions';
import type { Engine } from '../../server-mock/engine';
import type { EntityField, GenericEndpoint, ListBinding, OptionRows, WriteBinding } from '../../server-mock/engine/types';
import type { TransitionBinding } from '../../server-mock/engine/transitionHandler';
import type { TransitionPlan } from '../../server-mock/engine/transitions';
import { fieldRulesOf } from '../../schemas/meta/lib/fieldRules';
import { buildApiRouter } from '../../server-mock/services';
import { startTestServer, type TestServer } from '../../server-mock/testing/harness';
import { mockEngine } from '../../server-mock/testing/mockEngine';
import { badValueCases, type BadCase } from './support/badValueCases';

const BAD = '0x10d7500400';
const key = (g: GenericEndpoint) => `${g.endpoint.method} ${g.endpoint.path}`;

/** The engine as the mock builds it, and which of its endpoints the generic handlers serve (not a hand-written module). */
function servedGenerically(): { engine: Engine; served: Set<string>; options: OptionRows } {
  const engine = mockEngine();
  let generic: string[] = [];
  const spy: Engine = {
    ...engine,
    register: (router, ctx) => {
      const report = engine.register(router, ctx);
      generic = report.generic;
      return report;
    },
  };
  const db = new Database(':memory:');
  migrate(db);
  buildApiRouter(createContext(db, { quiet: true, engine: spy }));
  db.close();
  return { engine, served: new Set(generic), options: engine.install.options };
}

const { engine, served, options } = servedGenerically();
const writes = engine.generic.filter(
  (g): g is GenericEndpoint & { binding: WriteBinding } =>
    (g.binding.operation === 'create' || g.binding.operation === 'update') && g.binding.form !== null && served.has(key(g)),
);
const listOf = (entity: string) =>
  engine.generic.find(
    (g): g is GenericEndpoint & { binding: ListBinding } =>
      g.binding.operation === 'list' && g.model.entity === entity && served.has(key(g)) && !/\{/.test(g.endpoint.path),
  );

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);

/** Whether the mock can list a loaded dictionary's options (the generic list it serves, or a hand-written option list). */
function loadedListed(g: GenericEndpoint, name: string): boolean {
  const dict = g.model.byName.get(name)?.dictionary;
  if (!dict?.endpoint || dict.def.options || dict.def.childrenKey || dict.def.lazy) return false;
  if (Object.values(dict.endpoint.query ?? {}).some((source) => typeof source === 'object' && source !== null && 'field' in source))
    return false;
  const k = `${dict.endpoint.method} ${dict.endpoint.path}`;
  return options.has(k) || engine.generic.some((e) => e.binding.operation === 'list' && served.has(key(e)) && key(e) === k);
}

const fixed = (def: FormField) => def['x-read-pretty'] === true || def['x-disabled'] === true;

/** The cases of a table's cells: the record's first row with one bad cell, refused as `<message>（第1行）`. */
function tableCases(name: string, field: EntityField, rows: unknown): BadCase[] {
  const first = Array.isArray(rows) ? (rows[0] as Record<string, unknown> | undefined) : undefined;
  if (!first) return [];
  return (field.columns ?? []).flatMap(({ field: cell, def: column }) =>
    badValueCases(cell.name, column as FormField, cell, column.title ?? cell.title, false).map((c) => ({
      label: `${name}[0].${c.label}`,
      field: name,
      value: [{ ...first, [cell.name]: c.value }],
      msg: `${c.msg}（第1行）`,
    })),
  );
}

/** The cases of a write endpoint on a base record (its fields as stored, so only the bad field is wrong). */
function casesOf(g: GenericEndpoint & { binding: WriteBinding }, base: Record<string, unknown>): BadCase[] {
  const form = g.binding.form!;
  return Object.entries(form.properties).flatMap(([name, def]) => {
    const field = g.model.byName.get(name);
    if (!field || field.storage === 'key' || fixed(def)) return [];
    const state = fieldState(def, base);
    if (state.visible === false || state.readOnly || state.disabled || state.value !== undefined) return [];
    const title = state.title ?? def.title ?? field.title;
    if (field.valueType === 'table') return tableCases(name, field, base[name]);
    return badValueCases(name, def, field, title, loadedListed(g, name));
  });
}

let t: TestServer;
let token: string;
let cases = 0;
let endpoints = 0;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin');
});
afterAll(async () => {
  console.log(`bad-value cases: ${cases} over ${endpoints} endpoints`);
  await t?.close();
});

/** The first record a list endpoint of the entity serves, with its total. */
async function firstRecord(entity: string): Promise<{ row: Record<string, unknown>; total: unknown } | null> {
  const list = listOf(entity);
  if (!list) return null;
  const res = await t.get(`/api${list.endpoint.path}?${list.binding.page.no}=1&${list.binding.page.size}=1`, token);
  const rows = at(res.body, list.binding.result.list) as Record<string, unknown>[] | undefined;
  return rows?.[0] ? { row: rows[0], total: list.binding.result.total ? at(res.body, list.binding.result.total) : rows.length } : null;
}

/** The record as its form submits it: a form field read from another column (dataIndex status of roleStatus) takes that column's value. */
function formValues(g: GenericEndpoint & { binding: WriteBinding }, row: Record<string, unknown>): Record<string, unknown> {
  const values = { ...row };
  for (const [name, def] of Object.entries(g.binding.form!.properties)) {
    const column = typeof def.dataIndex === 'string' ? def.dataIndex : undefined;
    if ((values[name] === undefined || values[name] === null) && column !== undefined) values[name] = row[column];
  }
  return values;
}

/** Sends a write with the record's values and one bad value, naming the record where the endpoint expects its id. */
function send(g: GenericEndpoint & { binding: WriteBinding }, base: Record<string, unknown>, c: BadCase) {
  const { rowKey } = g.model;
  const body: Record<string, unknown> = { ...base, [c.field]: c.value };
  let path = `/api${g.endpoint.path}`;
  if (g.binding.operation === 'create') delete body[rowKey];
  else {
    const { in: where, name } = g.binding.idFrom;
    if (where === 'path') path = path.replace(`{${name}}`, String(base[rowKey]));
    if (where === 'query') path += `?${name}=${String(base[rowKey])}`;
    if (where === 'body') body[name] = base[rowKey];
  }
  return t.call(g.endpoint.method, path, { body, token });
}

describe('every declared rule of every write endpoint is enforced by the mock', () => {
  it('finds write endpoints to check', () => {
    expect(writes.length).toBeGreaterThan(20);
  });

  it.each(writes.map((g) => [`${g.area}.${g.name} ${key(g)}`, g] as const))('%s', async (_label, g) => {
    const before = await firstRecord(g.model.entity);
    expect(before, `${g.model.entity} 没有记录`).not.toBeNull();
    const base = formValues(g, before!.row);
    const list = casesOf(g, base);
    endpoints += 1;
    const answers: { label: string; msg: string; code: string }[] = [];
    for (const c of list) {
      const res = await send(g, base, c);
      cases += 1;
      answers.push({ label: c.label, code: res.body?.code, msg: res.body?.msg });
    }
    expect(answers).toEqual(list.map((c) => ({ label: c.label, code: BAD, msg: c.msg })));
    expect(await firstRecord(g.model.entity)).toEqual(before);
  });
});

/** A workflow step endpoint with its action's input forms. */
type StepEndpoint = GenericEndpoint & { binding: TransitionBinding };
const steps = engine.generic.filter(
  (g): g is StepEndpoint => g.binding.operation === 'transition' && g.binding.plan.inputs.length > 0 && served.has(key(g)),
);

/** An input field as an entity field (its value type and static dictionary), for the case generators. */
const inputField = (plan: TransitionPlan, name: string, def: FormField): EntityField => ({
  name,
  title: def.title ?? name,
  valueType: def.valueType ?? 'text',
  storage: 'text',
  dictionary:
    def.dictionary && plan.dictionaries[def.dictionary] ? { name: def.dictionary, def: plan.dictionaries[def.dictionary] } : undefined,
});

/** A value each input accepts: a dictionary's first option, a number at its range's start, a real date, a plain text. */
function goodInput(plan: TransitionPlan, def: FormField): unknown {
  const options = def.dictionary ? plan.dictionaries[def.dictionary]?.options : undefined;
  if (options?.length) return def.valueType === 'checkbox' || def.valueType === 'multiSelect' ? [options[0].value] : options[0].value;
  const range = fieldRulesOf(def['x-validator']).find(([rule]) => rule === 'rangeNumber' || rule === 'rangeInteger');
  if (['number', 'money', 'integer', 'percent', 'duration'].includes(def.valueType ?? ''))
    return Array.isArray(range?.[1]) ? range[1][0] : 1;
  if (def.valueType === 'dateTime') return '2026-01-15 10:00:00';
  if (def.valueType === 'date') return '2026-01-15';
  if (def.valueType === 'plate') return '浙A12345';
  return '情况属实';
}

/** A step refuses with its own wording for limits and dictionaries (`驳回原因不能超过200个字符`, `请选择审核结果`). */
function stepMessage(c: BadCase, title: string): string {
  if (c.label.endsWith(' maxLength')) return c.msg.replace(`${title}长度不能超过`, `${title}不能超过`);
  if (c.label.endsWith(' dictionary')) return `请选择${title}`;
  return c.msg;
}

describe('every declared rule of every workflow step input is enforced by the mock', () => {
  it.each(steps.map((g) => [`${g.area}.${g.name} ${key(g)}`, g] as const))('%s', async (_label, g) => {
    const { plan } = g.binding;
    const before = await firstRecord(g.model.entity);
    expect(before, `${g.model.entity} 没有记录`).not.toBeNull();
    const id = before!.row[g.model.rowKey];
    const fields = plan.inputs.flatMap((form) => Object.entries(form.properties));
    const good = Object.fromEntries(fields.map(([name, def]) => [name, goodInput(plan, def)]));
    const list = fields.flatMap(([name, def]) => {
      const title = def.title ?? name;
      return badValueCases(name, def, inputField(plan, name, def), title, false).map((c) => ({ ...c, msg: stepMessage(c, title) }));
    });
    endpoints += 1;
    const answers: { label: string; msg: string; code: string }[] = [];
    for (const c of list) {
      const body: Record<string, unknown> = { ...good, [c.field]: c.value };
      let path = `/api${g.endpoint.path}`;
      const { in: where, name } = g.binding.idFrom;
      if (where === 'path') path = path.replace(`{${name}}`, String(id));
      if (where === 'query') path += `?${name}=${String(id)}`;
      if (where === 'body') body[name] = name.endsWith('s') ? [id] : id;
      const res = await t.call(g.endpoint.method, path, { body, token });
      cases += 1;
      answers.push({ label: c.label, code: res.body?.code, msg: res.body?.msg });
    }
    expect(answers).toEqual(list.map((c) => ({ label: c.label, code: BAD, msg: c.msg })));
    expect(await firstRecord(g.model.entity)).toEqual(before);
  });
});

/** The issue's own examples, quoted: each write endpoint (area.name), the field, the bad value and the refusal. */
const EXAMPLES: [endpoint: string, field: string, value: unknown, msg: string, others?: Record<string, unknown>][] = [
  ['underpayment.smsPlanCreate', 'sendTime', '2026-02-30 25:61:61', '发送时间格式不正确'],
  ['underpayment.smsPlanUpdate', 'sendTime', '2026-13-45 08:00:00', '发送时间格式不正确'],
  ['specificCar.blackCreate', 'validPeriod', ['2026-02-30 25:61:61', '2026-12-31 23:59:59'], '有效期格式不正确'],
  ['specificCar.blackUpdate', 'validPeriod', ['2026-13-45 00:00:00', '2026-12-31 23:59:59'], '有效期格式不正确'],
  ['specificCar.whiteCreate', 'validPeriod', ['2026-03-01 00:00:00', '2026-02-01 00:00:00'], '有效期结束时间不能早于开始时间'],
  ['specificCar.whiteUpdate', 'validPeriod', ['2026-02-30 00:00:00', '2026-03-01 00:00:00'], '有效期格式不正确'],
  ['financialCenter.splitRuleCreate', 'effectiveTime', '2026-13-45 00:00:00', '生效时间格式不正确'],
  ['underpayment.parkControlCreate', 'controlStart', '25:61:61', '管控开始时间格式不正确'],
  ['underpayment.callPlanCreate', 'planPeriod', ['2026-13-45', '2026-12-31'], '计划周期格式不正确'],
  ['underpayment.callPlanUpdate', 'planPeriod', ['2026-06-30', '2026-06-01'], '计划周期结束时间不能早于开始时间'],
  ['underpayment.manualRemindCreate', 'remindTime', '2026-02-30 25:61:61', '催缴时间格式不正确'],
  ['financialCenter.splitRuleCreate', 'splitRatio', -100, '分账比例(%)应在0~100之间', { splitType: 1 }],
  ['financialCenter.splitRuleUpdate', 'splitRatio', 1e15, '分账比例(%)应在0~100之间', { splitType: 1 }],
  ['financialCenter.splitRuleCreate', 'splitAmount', -50, '每笔固定金额应在0~10000之间', { splitType: 2 }],
  ['financialCenter.splitRuleCreate', 'splitAmount', 1e300, '每笔固定金额必须为数字值', { splitType: 2 }],
  ['financialCenter.splitRuleUpdate', 'splitAmount', 10.999, '每笔固定金额最多保留两位小数', { splitType: 2 }],
  ['underpayment.plateClassCreate', 'minArrearsMoney', 10.999, '欠费金额下限最多保留两位小数'],
  ['specificCar.blackCreate', 'parkId', 999999, '车场格式不正确'],
  ['specificCar.blackUpdate', 'parkId', 'abc', '车场格式不正确'],
  ['sysBulletin.create', 'category', 'abc', '公告类型格式不正确'],
  ['specificCar.blackCreate', 'plateNo', 'ABC', '车牌号：请输入正确的车牌号'],
  ['specificCar.whiteCreate', 'plateNo', '<b>浙A</b>', '车牌号：请输入正确的车牌号'],
  ['specificCar.whiteCreate', 'phone', '1381234', '手机号：请输入正确的手机号'],
  ['device.pcameraCreate', 'ipAddress', '999.1.1.1', 'IP地址：请输入正确的IP地址'],
  ['device.pcameraCreate', 'longitude', 999, '经度应在-180~180之间'],
  ['device.pcameraUpdate', 'latitude', -999, '纬度应在-90~90之间'],
  ['device.pcameraCreate', 'deviceName', '东门/枪机', `设备名称不能包含' / \\ : 、 * ? " < >字符`],
  ['specificCar.blackCreate', 'carPicUrls', ['javascript:alert(1)'], '车辆照片：请输入以 http:// 或 https:// 开头的网址'],
  [
    'sysBulletin.create',
    'attachments',
    [{ name: '收费标准', url: 'javascript:alert(1)' }],
    '链接：请输入以 http:// 或 https:// 开头的网址（第1行）',
  ],
];

describe("the issue's examples are refused and change nothing", () => {
  it.each(EXAMPLES)('%s %s = %j → %s', async (endpoint, field, value, msg, others = {}) => {
    const g = writes.find((w) => `${w.area}.${w.name}` === endpoint)!;
    expect(g, endpoint).toBeDefined();
    const before = await firstRecord(g.model.entity);
    const res = await send(g, { ...formValues(g, before!.row), ...others }, { label: field, field, value, msg });
    expect(res.body).toEqual({ code: BAD, msg, data: null });
    expect(await firstRecord(g.model.entity)).toEqual(before);
  });

  it('a fault report with a javascript: picture address is refused', async () => {
    const body = { errorTitle: '道闸无法抬杆', errorContent: '东门出口道闸无法抬杆', picUrls: ['javascript:alert(1)'] };
    const res = await t.post('/api/device/v2/api/platformErrorReports/save', body, token);
    expect(res.body).toEqual({ code: BAD, msg: '图片地址格式错误', data: null });
  });
});
