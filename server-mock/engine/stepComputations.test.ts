import { describe, expect, it } from 'vitest';
import { runComputations, type StepComputation, type StepContext } from './stepComputations';

const step: StepContext = {
  record: { id: 7, paid: 12 },
  input: { amount: 5 },
  actor: { user: { name: '陈建国', id: 'u1' }, time: '2026-03-01 10:00:00' },
  values: { status: 4 },
};

const halve: StepComputation = ({ input }) => ({ ok: true, values: { amount: Number(input.amount) / 2 } });
const log: StepComputation = ({ record, actor, values }) => ({
  ok: true,
  creates: [{ entity: 'log', values: { of: record.id, by: actor.user?.name, amount: values.amount, status: values.status } }],
});
const refuse: StepComputation = ({ input, record }) =>
  Number(input.amount) > Number(record.paid) ? { ok: false, msg: '金额不能大于实收' } : { ok: true };
const registry = new Map([
  ['halve', halve],
  ['log', log],
  ['refuse', refuse],
]);

describe('step computations', () => {
  it.each([
    ['adds values to write', ['halve'], step.input, { ok: true, values: { amount: 2.5 }, creates: [] }],
    [
      'lets a later computation see what an earlier one wrote, and creates records',
      ['halve', 'log'],
      step.input,
      { ok: true, values: { amount: 2.5 }, creates: [{ entity: 'log', values: { of: 7, by: '陈建国', amount: 2.5, status: 4 } }] },
    ],
    ['passes when nothing is wrong', ['refuse'], step.input, { ok: true, values: {}, creates: [] }],
    ["refuses with the computation's message", ['refuse', 'log'], { amount: 13 }, { ok: false, msg: '金额不能大于实收' }],
    ['refuses an unregistered name', ['nope'], step.input, { ok: false, msg: '接口未实现：计算 nope 未登记' }],
    ['runs nothing for no names', [], step.input, { ok: true, values: {}, creates: [] }],
  ] as const)('%s', (_name, names, input, expected) => {
    expect(runComputations([...names], registry, { ...step, input })).toEqual(expected);
  });
});
