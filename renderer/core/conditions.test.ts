import { describe, expect, it } from 'vitest';
import type { Condition } from '../../schemas/meta/generated/area';
import { evaluateCondition, isEmptyValue, sameValue } from './conditions';

const record = { bulletinStatus: 3, title: '', tags: [], count: '12', park: { type: 2 }, flag: null };
const context = { platformType: 2, userType: 1 };
const check = (c: Condition | undefined) => evaluateCondition(c, { record, context });

describe('evaluateCondition', () => {
  it.each<[string, Condition | undefined, boolean]>([
    ['absent condition', undefined, true],
    ['eq', { field: 'bulletinStatus', eq: 3 }, true],
    ['eq (number vs string)', { field: 'count', eq: 12 }, true],
    ['eq false', { field: 'bulletinStatus', eq: 2 }, false],
    ['ne', { field: 'bulletinStatus', ne: 0 }, true],
    ['ne false', { field: 'bulletinStatus', ne: 3 }, false],
    ['in', { field: 'bulletinStatus', in: [1, 3] }, true],
    ['in false', { field: 'bulletinStatus', in: [0, 2, 4] }, false],
    ['notIn', { field: 'bulletinStatus', notIn: [1, 2] }, true],
    ['notIn false', { field: 'bulletinStatus', notIn: [1, 3] }, false],
    ['gt', { field: 'count', gt: 11 }, true],
    ['gt false', { field: 'count', gt: 12 }, false],
    ['gte', { field: 'count', gte: 12 }, true],
    ['lt', { field: 'bulletinStatus', lt: 4 }, true],
    ['lt false', { field: 'bulletinStatus', lt: 3 }, false],
    ['lte', { field: 'bulletinStatus', lte: 3 }, true],
    ['gt on an empty value is false', { field: 'flag', gt: -1 }, false],
    ['empty "" ', { field: 'title', empty: true }, true],
    ['empty []', { field: 'tags', empty: true }, true],
    ['empty null', { field: 'flag', empty: true }, true],
    ['empty missing', { field: 'nothing', empty: true }, true],
    ['not empty', { field: 'bulletinStatus', empty: false }, true],
    ['empty false on ""', { field: 'title', empty: false }, false],
    ['nested field', { field: 'park.type', eq: 2 }, true],
    ['context', { context: 'platformType', eq: 2 }, true],
    ['context ne', { context: 'platformType', ne: 2 }, false],
    [
      'all true',
      {
        all: [
          { field: 'bulletinStatus', eq: 3 },
          { context: 'userType', eq: 1 },
        ],
      },
      true,
    ],
    [
      'all false',
      {
        all: [
          { field: 'bulletinStatus', eq: 3 },
          { context: 'userType', eq: 2 },
        ],
      },
      false,
    ],
    [
      'any true',
      {
        any: [
          { field: 'bulletinStatus', eq: 0 },
          { context: 'userType', eq: 1 },
        ],
      },
      true,
    ],
    [
      'any false',
      {
        any: [
          { field: 'bulletinStatus', eq: 0 },
          { context: 'userType', eq: 2 },
        ],
      },
      false,
    ],
    ['not', { not: { field: 'bulletinStatus', eq: 3 } }, false],
    ['nested combinators', { not: { any: [{ all: [{ field: 'title', empty: true }] }, { field: 'bulletinStatus', eq: 9 }] } }, false],
  ])('%s', (_name, condition, expected) => {
    expect(check(condition)).toBe(expected);
  });

  it('without a record, a field comparison sees undefined', () => {
    expect(evaluateCondition({ field: 'bulletinStatus', in: [3] }, { context })).toBe(false);
    expect(evaluateCondition({ field: 'bulletinStatus', empty: true }, { context })).toBe(true);
  });
});

describe('helpers', () => {
  it('sameValue matches numbers and their strings only', () => {
    expect(sameValue(3, '3')).toBe(true);
    expect(sameValue('', 0)).toBe(false);
    expect(sameValue(true, 1)).toBe(false);
    expect(sameValue(null, undefined)).toBe(false);
  });
  it('isEmptyValue', () => {
    expect([undefined, null, '', []].every(isEmptyValue)).toBe(true);
    expect([0, false, ' ', [0]].some(isEmptyValue)).toBe(false);
  });
});
