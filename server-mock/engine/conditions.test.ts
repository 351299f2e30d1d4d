import { describe, expect, it } from 'vitest';
import type { Condition } from '../../schemas/meta/generated/area';
import { conditionHolds } from '../../schemas/meta/lib/conditions';
import { fieldState, holds } from './conditions';

const values = { status: 2, code: '3', name: '', tags: [], park: { parkId: 7 }, money: '12.5', flag: true };

/** The renderer reads fields the same way (a dot path) and has a login context; the mock has none. */
const rendererHolds = (c: Condition) =>
  conditionHolds(c, {
    field: (p) =>
      p.split('.').reduce<unknown>((at, k) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined), values),
  });

describe('conditions in the mock: the shared evaluator', () => {
  it.each<[string, Condition, boolean]>([
    ['eq across number and text', { field: 'code', eq: 3 }, true],
    ['ne', { field: 'status', ne: 2 }, false],
    ['in', { field: 'status', in: [1, 2] }, true],
    ['notIn', { field: 'status', notIn: [1, 2] }, false],
    ['gt on a numeric text', { field: 'money', gt: 12 }, true],
    ['lte', { field: 'status', lte: 1 }, false],
    ['a blank text is empty', { field: 'name', empty: true }, true],
    ['an empty list is empty', { field: 'tags', empty: true }, true],
    ['a missing field compares as empty, never as a number', { field: 'missing', lt: 5 }, false],
    ['a dot path reads a nested value', { field: 'park.parkId', eq: 7 }, true],
    ['every operator of one comparison must hold', { field: 'status', gte: 1, lt: 2 }, false],
    ['a boolean is no number', { field: 'flag', gt: 0 }, false],
    [
      'all',
      {
        all: [
          { field: 'status', eq: 2 },
          { field: 'code', in: ['3'] },
        ],
      },
      true,
    ],
    [
      'any',
      {
        any: [
          { field: 'status', eq: 9 },
          { field: 'name', empty: false },
        ],
      },
      false,
    ],
    ['not', { not: { field: 'status', eq: 9 } }, true],
    ['a comparison on the login context never holds in the mock', { context: 'platformType', eq: 1 }, false],
    ['…not even negated by ne', { context: 'platformType', ne: 1 }, false],
  ])('%s', (_name, condition, expected) => {
    expect(holds(condition, values)).toBe(expected);
    if (!('context' in condition)) expect(rendererHolds(condition)).toBe(expected);
  });

  it("applies a field's reactions in order, the otherwise branch when the condition fails", () => {
    const field = {
      title: '手机号',
      valueType: 'text',
      'x-reactions': [
        { when: { field: 'notifyType', eq: 2 }, fulfill: { state: { required: true } }, otherwise: { state: { visible: false } } },
        { when: { field: 'locked', eq: 1 }, fulfill: { state: { disabled: true } } },
      ],
    } as const;
    expect(fieldState(field as never, { notifyType: '2', locked: 1 })).toEqual({ visible: true, required: true, disabled: true });
    expect(fieldState(field as never, { notifyType: 1 })).toEqual({ visible: false, required: false });
  });
});
