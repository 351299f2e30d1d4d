import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validators } from '../../../../src/validators';
import {
  FIELD_RULES,
  fieldRuleProblem,
  fileAddress,
  isCalendarDate,
  isCalendarDateTime,
  isClockTime,
  periodProblem,
  titledMessage,
  VALUE_TYPE_RULES,
  wholePlate,
} from './index';

const catalogue = JSON.parse(readFileSync(new URL('../../validators.json', import.meta.url), 'utf8')) as {
  validators: { name: string; scope?: string }[];
};

describe('one implementation of each field rule', () => {
  const fieldNames = catalogue.validators.filter((v) => v.scope !== 'form').map((v) => v.name);

  it('holds exactly the value rules of validators.json (all but scope form), the password rule among them', () => {
    expect(Object.keys(FIELD_RULES).sort()).toEqual([...fieldNames].sort());
  });

  it.each(fieldNames)("the console's %s is the shared rule itself, not a copy", (name) => {
    expect(validators[name as keyof typeof validators]).toBe(FIELD_RULES[name as keyof typeof FIELD_RULES]);
  });
});

describe('calendar values', () => {
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-45', false],
    ['2026-00-10', false],
    ['2026-1-5', false],
  ])('date %s → %s', (text, ok) => expect(isCalendarDate(text)).toBe(ok));

  it.each([
    ['23:59', true],
    ['00:00:00', true],
    ['24:00', false],
    ['25:61:61', false],
    ['12:60', false],
    ['12:30:60', false],
  ])('time %s → %s', (text, ok) => expect(isClockTime(text)).toBe(ok));

  it.each([
    ['2026-01-15 08:30', true],
    ['2026-01-15 08:30:59', true],
    ['2026-02-30 25:61:61', false],
    ['2026-01-15T08:30:00', false],
    ['2026-01-15 24:00:00', false],
  ])('dateTime %s → %s', (text, ok) => expect(isCalendarDateTime(text)).toBe(ok));

  it('refuses a period that ends before it starts, accepts one that ends when it starts', () => {
    expect(periodProblem('2026-03-10', '2026-03-01')).toBe('结束时间不能早于开始时间');
    expect(periodProblem('2026-03-01 08:00:00', '2026-03-01 08:00:00')).toBeUndefined();
  });
});

describe('rules the value types imply', () => {
  it.each([
    ['浙A12345', undefined],
    ['浙AD12345', undefined],
    ['粤B1234学', undefined],
    ['京A12345应急', undefined],
    ['使123456', undefined],
    ['ABC', '请输入正确的车牌号'],
    ['浙A*', '请输入正确的车牌号'],
    ['<b>浙A</b>', '请输入正确的车牌号'],
  ])('a stored plate %s → %s', (plate, message) => expect(wholePlate(plate)).toBe(message));

  it.each([
    ['https://cdn.example.com/a.png', undefined],
    ['http://127.0.0.1:5173/api/files/1.png', undefined],
    ['/mock-assets/fault-photo-1.svg', undefined],
    ['javascript:alert(1)', '请输入以 http:// 或 https:// 开头的网址'],
    ['data:image/png;base64,AAAA', '请输入以 http:// 或 https:// 开头的网址'],
    ['//evil.example.com/a.png', '请输入以 http:// 或 https:// 开头的网址'],
    ['/\\evil.example.com', '请输入以 http:// 或 https:// 开头的网址'],
  ])('a stored file address %s → %s', (address, message) => expect(fileAddress(address)).toBe(message));

  it('checks every address of a file list and web links', () => {
    expect(VALUE_TYPE_RULES.image!(['/a.png', 'javascript:alert(1)'])).toBe('请输入以 http:// 或 https:// 开头的网址');
    expect(VALUE_TYPE_RULES.link!('ftp://example.com/a')).toBe('请输入以 http:// 或 https:// 开头的网址');
  });
});

describe('a list of rules and the refusal naming the field', () => {
  it('answers the first broken rule of the list, skipping cross-field rules', () => {
    const list = ['name', { compareField: { op: 'gt', field: 'a' } }, { rangeNumber: [0, 100] }];
    expect(fieldRuleProblem(list, '101')).toBe('应在0~100之间');
    expect(fieldRuleProblem(list, 'a/b')).toBe(`不能包含' / \\ : 、 * ? " < >字符`);
    expect(fieldRuleProblem(list, '50')).toBeUndefined();
    expect(fieldRuleProblem(['password'], 'parking2026')).toBe('密码须包含数字、大小写字母、特殊字符至少3项');
    expect(fieldRuleProblem([{ password: { weak: true } }], 'parking2026')).toBeUndefined();
  });

  it.each([
    ['分账比例(%)', '应在0~100之间', '分账比例(%)应在0~100之间'],
    ['设备名称', '首尾不能有空格', '设备名称首尾不能有空格'],
    ['车牌号', '请输入正确的车牌号', '车牌号：请输入正确的车牌号'],
    ['身份证号', '身份证号非法', '身份证号：身份证号非法'],
  ])('%s + %s → %s', (title, message, refusal) => expect(titledMessage(title, message)).toBe(refusal));
});

describe('残疾人证号 (disabilityCertNo): an ID number, then the category 1–7 and the grade 1–4', () => {
  it.each([
    ['11010519491231002X21', undefined],
    ['11010519491231002x74', undefined],
    ['33010619850307123842', undefined],
    ['11010519491231002X', '应为20位：18位身份证号加残疾类别（1–7）与残疾等级（1–4）'],
    ['11010519491231002X2A', '应为20位：18位身份证号加残疾类别（1–7）与残疾等级（1–4）'],
    ['11010519491231002521', '前18位不是有效的身份证号'],
    ['11010519491331002X21', '前18位不是有效的身份证号'],
    ['11010519491231002X81', '第19位残疾类别应为1–7，第20位残疾等级应为1–4'],
    ['11010519491231002X15', '第19位残疾类别应为1–7，第20位残疾等级应为1–4'],
    ['11010519491231002X05', '第19位残疾类别应为1–7，第20位残疾等级应为1–4'],
  ])('%s → %s', (value, expected) => expect(fieldRuleProblem(['disabilityCertNo'], value)).toBe(expected));
});
