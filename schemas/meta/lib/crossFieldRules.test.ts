/** Every cross-field validator, table-driven: the values that pass, the ones refused and the exact Chinese messages. */
import { describe, expect, it } from 'vitest';
import {
  crossFieldDependencies,
  crossFieldMessage,
  tableValidatorColumns,
  type CrossFieldScope,
  type CrossFieldValidator,
} from './crossFieldRules';

const TITLES: Record<string, string> = {
  periods: '时段与价格',
  startDate: '开始日期',
  endDate: '结束日期',
  minPrice: '最低价',
  maxPrice: '最高价',
  notifyType: '通知方式',
  mobile: '手机号',
  email: '邮箱',
  contact: '紧急联系人',
  cars: '车辆',
  parkId: '所属车场',
  sharedParkIds: '共享车场',
  ownParks: '本公司车场',
};
const LABELS: Record<string, string> = { 1: '站内信', 2: '短信', 3: '邮件' };
const scope = (values: Record<string, unknown>): CrossFieldScope => ({
  values,
  title: (n) => TITLES[n] ?? n,
  label: (n, v) => (n === 'notifyType' ? LABELS[String(v)] : undefined),
  columnTitle: (c) => ({ plateNo: '车牌号', periodStart: '时段开始', periodEnd: '时段结束' })[c] ?? c,
});

type Case = [
  what: string,
  rule: CrossFieldValidator,
  args: unknown,
  field: string,
  values: Record<string, unknown>,
  expected: string | undefined,
];

const cases: Case[] = [
  // compareField: dates
  [
    'end after start',
    'compareField',
    { op: 'gt', field: 'startDate' },
    'endDate',
    { startDate: '2026-03-01', endDate: '2026-03-02' },
    undefined,
  ],
  [
    'end equal to start, gt',
    'compareField',
    { op: 'gt', field: 'startDate' },
    'endDate',
    { startDate: '2026-03-01', endDate: '2026-03-01' },
    '结束日期应晚于开始日期',
  ],
  [
    'end before start, gt',
    'compareField',
    { op: 'gt', field: 'startDate' },
    'endDate',
    { startDate: '2026-03-02', endDate: '2026-03-01' },
    '结束日期应晚于开始日期',
  ],
  [
    'end equal to start, gte',
    'compareField',
    { op: 'gte', field: 'startDate' },
    'endDate',
    { startDate: '2026-03-01', endDate: '2026-03-01' },
    undefined,
  ],
  [
    'end before start, gte',
    'compareField',
    { op: 'gte', field: 'startDate' },
    'endDate',
    { startDate: '2026-03-02', endDate: '2026-03-01' },
    '结束日期不能早于开始日期',
  ],
  [
    'start after end, lt',
    'compareField',
    { op: 'lt', field: 'endDate' },
    'startDate',
    { startDate: '2026-03-02', endDate: '2026-03-01' },
    '开始日期应早于结束日期',
  ],
  [
    'start after end, lte',
    'compareField',
    { op: 'lte', field: 'endDate' },
    'startDate',
    { startDate: '2026-03-02', endDate: '2026-03-01' },
    '开始日期不能晚于结束日期',
  ],
  [
    'date-times, one second later',
    'compareField',
    { op: 'gt', field: 'startDate' },
    'endDate',
    { startDate: '2026-03-01 08:00:00', endDate: '2026-03-01 08:00:01' },
    undefined,
  ],
  [
    'date-times, same second',
    'compareField',
    { op: 'gt', field: 'startDate' },
    'endDate',
    { startDate: '2026-03-01 08:00:00', endDate: '2026-03-01 08:00:00' },
    '结束日期应晚于开始日期',
  ],
  [
    'date against a date-time of that day',
    'compareField',
    { op: 'gte', field: 'startDate' },
    'endDate',
    { startDate: '2026-03-01 08:00:00', endDate: '2026-03-01' },
    '结束日期不能早于开始日期',
  ],
  [
    'times of day, end after start',
    'compareField',
    { op: 'gt', field: 'startDate' },
    'endDate',
    { startDate: '08:00', endDate: '08:30:00' },
    undefined,
  ],
  [
    'times of day, end before start',
    'compareField',
    { op: 'gt', field: 'startDate' },
    'endDate',
    { startDate: '18:00', endDate: '08:00' },
    '结束日期应晚于开始日期',
  ],
  [
    'same dates, ne',
    'compareField',
    { op: 'ne', field: 'startDate' },
    'endDate',
    { startDate: '2026-03-01', endDate: '2026-03-01' },
    '结束日期不能与开始日期相同',
  ],
  ['other date blank: left to required', 'compareField', { op: 'gt', field: 'startDate' }, 'endDate', { endDate: '2026-03-01' }, undefined],
  [
    'own date blank: left to required',
    'compareField',
    { op: 'gt', field: 'startDate' },
    'endDate',
    { startDate: '2026-03-01', endDate: '' },
    undefined,
  ],
  [
    'message override',
    'compareField',
    { op: 'gt', field: 'startDate', message: '有效期结束须晚于开始' },
    'endDate',
    { startDate: '2026-03-02', endDate: '2026-03-01' },
    '有效期结束须晚于开始',
  ],
  // compareField: numbers (and numeric text)
  ['max above min', 'compareField', { op: 'gt', field: 'minPrice' }, 'maxPrice', { minPrice: 5, maxPrice: 10 }, undefined],
  [
    'max equal to min, gt',
    'compareField',
    { op: 'gt', field: 'minPrice' },
    'maxPrice',
    { minPrice: 10, maxPrice: 10 },
    '最高价应大于最低价',
  ],
  [
    'max below min as text, gte',
    'compareField',
    { op: 'gte', field: 'minPrice' },
    'maxPrice',
    { minPrice: '10', maxPrice: '9.5' },
    '最高价不能小于最低价',
  ],
  ['min above max, lt', 'compareField', { op: 'lt', field: 'maxPrice' }, 'minPrice', { minPrice: 12, maxPrice: 10 }, '最低价应小于最高价'],
  [
    'min above max, lte',
    'compareField',
    { op: 'lte', field: 'maxPrice' },
    'minPrice',
    { minPrice: 12, maxPrice: 10 },
    '最低价不能大于最高价',
  ],
  [
    '10 is not 9 (numbers, not text order)',
    'compareField',
    { op: 'gt', field: 'minPrice' },
    'maxPrice',
    { minPrice: 9, maxPrice: 10 },
    undefined,
  ],
  [
    'same number, ne',
    'compareField',
    { op: 'ne', field: 'minPrice' },
    'maxPrice',
    { minPrice: 3, maxPrice: '3' },
    '最高价不能与最低价相同',
  ],
  // requiredIf
  ['eq holds, blank', 'requiredIf', { field: 'notifyType', eq: 2 }, 'mobile', { notifyType: 2 }, '通知方式为短信时手机号不能为空'],
  [
    'eq holds on text "2", blank',
    'requiredIf',
    { field: 'notifyType', eq: 2 },
    'mobile',
    { notifyType: '2', mobile: '' },
    '通知方式为短信时手机号不能为空',
  ],
  ['eq holds, filled', 'requiredIf', { field: 'notifyType', eq: 2 }, 'mobile', { notifyType: 2, mobile: '13800001111' }, undefined],
  ['eq does not hold', 'requiredIf', { field: 'notifyType', eq: 2 }, 'mobile', { notifyType: 1 }, undefined],
  ['in holds', 'requiredIf', { field: 'notifyType', in: [2, 3] }, 'mobile', { notifyType: 3 }, '通知方式为短信或邮件时手机号不能为空'],
  ['in does not hold', 'requiredIf', { field: 'notifyType', in: [2, 3] }, 'mobile', { notifyType: 1 }, undefined],
  ['filled holds', 'requiredIf', { field: 'contact', filled: true }, 'mobile', { contact: '王建国' }, '填写了紧急联系人时手机号不能为空'],
  ['filled does not hold', 'requiredIf', { field: 'contact', filled: true }, 'mobile', { contact: '  ' }, undefined],
  [
    'requiredIf message override',
    'requiredIf',
    { field: 'notifyType', eq: 2, message: '短信通知需要手机号' },
    'mobile',
    { notifyType: 2 },
    '短信通知需要手机号',
  ],
  // atLeastOneOf
  ['none filled', 'atLeastOneOf', { fields: ['email'] }, 'mobile', {}, '请至少填写手机号、邮箱中的一项'],
  ['own filled', 'atLeastOneOf', { fields: ['email'] }, 'mobile', { mobile: '13800001111' }, undefined],
  ['other filled', 'atLeastOneOf', { fields: ['email'] }, 'mobile', { email: 'a@b.cn' }, undefined],
  [
    'three fields, none filled',
    'atLeastOneOf',
    { fields: ['email', 'contact'] },
    'mobile',
    { email: '' },
    '请至少填写手机号、邮箱、紧急联系人中的一项',
  ],
  ['atLeastOneOf message override', 'atLeastOneOf', { fields: ['email'], message: '请留下联系方式' }, 'mobile', {}, '请留下联系方式'],
  // uniqueInColumn
  [
    'distinct plates',
    'uniqueInColumn',
    { column: 'plateNo' },
    'cars',
    { cars: [{ plateNo: '浙A·12345' }, { plateNo: '浙A·12346' }] },
    undefined,
  ],
  [
    'row 3 repeats row 1',
    'uniqueInColumn',
    { column: 'plateNo' },
    'cars',
    { cars: [{ plateNo: '浙A·12345' }, { plateNo: '浙B·88888' }, { plateNo: '浙A·12345' }] },
    '第 3 行的车牌号与第 1 行重复',
  ],
  [
    'blank cells never repeat',
    'uniqueInColumn',
    { column: 'plateNo' },
    'cars',
    { cars: [{ plateNo: '' }, {}, { plateNo: '' }] },
    undefined,
  ],
  [
    'trimmed text repeats',
    'uniqueInColumn',
    { column: 'plateNo' },
    'cars',
    { cars: [{ plateNo: '浙A·12345' }, { plateNo: '浙A·12345 ' }] },
    '第 2 行的车牌号与第 1 行重复',
  ],
  [
    'uniqueInColumn message override',
    'uniqueInColumn',
    { column: 'plateNo', message: '车牌号不能重复' },
    'cars',
    { cars: [{ plateNo: '浙A·1' }, { plateNo: '浙A·1' }] },
    '车牌号不能重复',
  ],
  // rowRanges: each row a range, end after start, no two rows overlapping
  ...rowRangesCases(),
  // rowDatesInYear: the dates of a table's columns lie in the year a field of the form holds
  ...rowDatesInYearCases(),
  // excludesField: a list that must not hold another field's value
  [
    'shared parks without the own park',
    'excludesField',
    { field: 'parkId' },
    'sharedParkIds',
    { parkId: 1001, sharedParkIds: [1002, 1003] },
    undefined,
  ],
  [
    'shared parks with the own park',
    'excludesField',
    { field: 'parkId' },
    'sharedParkIds',
    { parkId: 1001, sharedParkIds: [1002, 1001] },
    '共享车场不能包含所属车场',
  ],
  [
    'the own park as text',
    'excludesField',
    { field: 'parkId' },
    'sharedParkIds',
    { parkId: '1001', sharedParkIds: [1001] },
    '共享车场不能包含所属车场',
  ],
  ['no own park chosen yet', 'excludesField', { field: 'parkId' }, 'sharedParkIds', { sharedParkIds: [1001] }, undefined],
  [
    'no shared park: left to required',
    'excludesField',
    { field: 'parkId' },
    'sharedParkIds',
    { parkId: 1001, sharedParkIds: [] },
    undefined,
  ],
  [
    'the other field a list too',
    'excludesField',
    { field: 'ownParks' },
    'sharedParkIds',
    { ownParks: [1001, 1004], sharedParkIds: [1002, 1004] },
    '共享车场不能包含本公司车场',
  ],
  ['not a list', 'excludesField', { field: 'parkId' }, 'sharedParkIds', { parkId: 1001, sharedParkIds: 1001 }, undefined],
  [
    'excludesField message override',
    'excludesField',
    { field: 'parkId', message: '不能共享给本车场' },
    'sharedParkIds',
    { parkId: 1001, sharedParkIds: [1001] },
    '不能共享给本车场',
  ],
];

function rowRangesCases(): Case[] {
  const args = { start: 'periodStart', end: 'periodEnd', label: '时段' };
  const rows = (...pairs: [unknown, unknown][]) => ({ periods: pairs.map(([periodStart, periodEnd]) => ({ periodStart, periodEnd })) });
  return [
    ['periods apart', 'rowRanges', args, 'periods', rows(['08:00:00', '12:00:00'], ['13:00:00', '18:00:00']), undefined],
    ['periods end to end do not overlap', 'rowRanges', args, 'periods', rows(['08:00', '12:00'], ['12:00', '18:00']), undefined],
    ['periods out of order, apart', 'rowRanges', args, 'periods', rows(['19:00:00', '23:59:00'], ['00:00:00', '07:30:00']), undefined],
    [
      'end before start in a row',
      'rowRanges',
      args,
      'periods',
      rows(['08:00:00', '12:00:00'], ['18:00:00', '09:00:00']),
      '第 2 行的时段结束应晚于时段开始',
    ],
    ['end equal to start', 'rowRanges', args, 'periods', rows(['08:00:00', '08:00:00']), '第 1 行的时段结束应晚于时段开始'],
    [
      'second overlaps first',
      'rowRanges',
      args,
      'periods',
      rows(['08:00:00', '12:00:00'], ['10:00:00', '14:00:00']),
      '第 2 行的时段（10:00~14:00）与第 1 行（08:00~12:00）重叠',
    ],
    [
      'a period inside another',
      'rowRanges',
      args,
      'periods',
      rows(['00:00', '23:59'], ['07:00', '09:00']),
      '第 2 行的时段（07:00~09:00）与第 1 行（00:00~23:59）重叠',
    ],
    ['24:00 ends the day', 'rowRanges', args, 'periods', rows(['19:00', '24:00'], ['00:00', '07:00']), undefined],
    ['an impossible time is left alone', 'rowRanges', args, 'periods', rows(['25:00', '26:00'], ['08:00', '09:00']), undefined],
    [
      'third overlaps second',
      'rowRanges',
      args,
      'periods',
      rows(['06:00', '07:00'], ['08:00', '12:00'], ['07:30', '08:30']),
      '第 3 行的时段（07:30~08:30）与第 2 行（08:00~12:00）重叠',
    ],
    [
      'dates overlap',
      'rowRanges',
      { start: 'periodStart', end: 'periodEnd' },
      'periods',
      rows(['2026-03-01', '2026-03-10'], ['2026-03-05', '2026-03-20']),
      '第 2 行的区间（2026-03-05~2026-03-20）与第 1 行（2026-03-01~2026-03-10）重叠',
    ],
    ['numbers overlap', 'rowRanges', args, 'periods', rows([0, 10], [5, 20]), '第 2 行的时段（5~20）与第 1 行（0~10）重叠'],
    // Whole dates hold their end day: a one-day range ends where it starts, and a shared day is an overlap.
    [
      'a one-day holiday',
      'rowRanges',
      { start: 'periodStart', end: 'periodEnd' },
      'periods',
      rows(['2026-01-01', '2026-01-01']),
      undefined,
    ],
    [
      'dates ending before they start',
      'rowRanges',
      { start: 'periodStart', end: 'periodEnd' },
      'periods',
      rows(['2026-10-08', '2026-10-01']),
      '第 1 行的时段结束不能早于时段开始',
    ],
    [
      'dates sharing a day overlap',
      'rowRanges',
      { start: 'periodStart', end: 'periodEnd' },
      'periods',
      rows(['2026-10-01', '2026-10-07'], ['2026-10-07', '2026-10-08']),
      '第 2 行的区间（2026-10-07~2026-10-08）与第 1 行（2026-10-01~2026-10-07）重叠',
    ],
    [
      'dates on following days',
      'rowRanges',
      { start: 'periodStart', end: 'periodEnd' },
      'periods',
      rows(['2026-10-01', '2026-10-07'], ['2026-10-08', '2026-10-08']),
      undefined,
    ],
    ['blank cells are left to required', 'rowRanges', args, 'periods', rows(['08:00', ''], [null, '12:00'], ['08:00', '09:00']), undefined],
    ['not a table value', 'rowRanges', args, 'periods', { periods: '08:00-12:00' }, undefined],
    [
      'rowRanges message override',
      'rowRanges',
      { ...args, message: '时段不能重叠' },
      'periods',
      rows(['08:00', '12:00'], ['11:00', '13:00']),
      '时段不能重叠',
    ],
  ];
}

function rowDatesInYearCases(): Case[] {
  const args = { field: 'year', columns: ['periodStart', 'periodEnd'] };
  const form = (year: unknown, ...pairs: [unknown, unknown][]) => ({
    year,
    periods: pairs.map(([periodStart, periodEnd]) => ({ periodStart, periodEnd })),
  });
  return [
    [
      'dates inside the year',
      'rowDatesInYear',
      args,
      'periods',
      form(2026, ['2026-01-01', '2026-01-03'], ['2026-12-31', '2026-12-31']),
      undefined,
    ],
    [
      'an end in the next year',
      'rowDatesInYear',
      args,
      'periods',
      form(2026, ['2026-12-31', '2027-01-02']),
      '第 1 行的时段结束（2027-01-02）不在 2026 年内',
    ],
    [
      'a start in the year before, third row',
      'rowDatesInYear',
      args,
      'periods',
      form('2026', ['2026-05-01', '2026-05-05'], ['2026-06-19', '2026-06-21'], ['2025-12-31', '2026-01-01']),
      '第 3 行的时段开始（2025-12-31）不在 2026 年内',
    ],
    ['no year yet: left to required', 'rowDatesInYear', args, 'periods', form('', ['2027-01-01', '2027-01-02']), undefined],
    ['blank and impossible cells are left alone', 'rowDatesInYear', args, 'periods', form(2026, ['', '2026-13-45']), undefined],
    [
      'its message override',
      'rowDatesInYear',
      { ...args, message: '日期须在所选年度内' },
      'periods',
      form(2026, ['2027-01-01', '2027-01-01']),
      '日期须在所选年度内',
    ],
  ];
}

describe('crossFieldMessage', () => {
  it.each(cases)('%s', (_what, rule, args, field, values, expected) => {
    expect(crossFieldMessage(rule, args, field, TITLES[field] ?? field, values[field], scope(values))).toBe(expected);
  });

  it('holds when the arguments do not fit the rule (the check refuses them)', () => {
    expect(
      crossFieldMessage(
        'compareField',
        { op: 'after', field: 'startDate' },
        'endDate',
        '结束日期',
        '2026-01-01',
        scope({ startDate: '2026-02-01' }),
      ),
    ).toBeUndefined();
    expect(crossFieldMessage('atLeastOneOf', 'email', 'mobile', '手机号', '', scope({}))).toBeUndefined();
  });
});

describe('crossFieldDependencies', () => {
  it.each([
    ['compareField', { op: 'gt', field: 'startDate' }, ['startDate']],
    ['requiredIf', { field: 'notifyType', eq: 2 }, ['notifyType']],
    ['atLeastOneOf', { fields: ['email', 'contact'] }, ['email', 'contact']],
    ['uniqueInColumn', { column: 'plateNo' }, []],
    ['rowRanges', { start: 'periodStart', end: 'periodEnd' }, []],
    ['excludesField', { field: 'parkId' }, ['parkId']],
    ['rowDatesInYear', { field: 'year', columns: ['startDate'] }, ['year']],
  ])('%s reads %j', (rule, args, expected) => {
    expect(crossFieldDependencies(rule, args)).toEqual(expected);
  });
});

describe('tableValidatorColumns', () => {
  it.each([
    ['uniqueInColumn', { column: 'plateNo' }, ['plateNo']],
    ['rowRanges', { start: 'periodStart', end: 'periodEnd' }, ['periodStart', 'periodEnd']],
    ['compareField', { op: 'gt', field: 'startDate' }, []],
    ['rowRanges', 'periodStart', []],
    ['rowDatesInYear', { field: 'year', columns: ['startDate', 'endDate'] }, ['startDate', 'endDate']],
  ])('%s with %j reads the columns %j', (rule, args, expected) => {
    expect(tableValidatorColumns(rule, args)).toEqual(expected);
  });
});
