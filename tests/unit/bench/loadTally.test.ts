import { describe, expect, it } from 'vitest';
import { businessCodeOf, classifyAnswer, countErrors, newTally, recordAnswer } from '../../../bench/loadTally';

describe('bench load answer counting', () => {
  it.each([
    [200, '{"code":"200","msg":"操作成功","data":{"results":[]}}', 'ok'],
    [200, '{"msg":"操作成功","code":"200","data":null}', 'ok'],
    [200, '{"code":"0x10d7500401","msg":"无权限","data":null}', 'business'],
    [200, '{"code":"0x10d7509999","msg":"系统繁忙","data":null}', 'business'],
    [200, '{"code":200,"data":null}', 'business'],
    [200, '<html>index</html>', 'business'],
    [200, '', 'business'],
    [204, '', 'business'],
    [400, '{"code":"400","msg":"请求重复"}', 'http'],
    [401, '', 'http'],
    [500, 'Internal Server Error', 'http'],
    [302, '', 'http'],
  ] as const)('HTTP %i with %j is %s', (status, body, expected) => {
    expect(classifyAnswer(status, body)).toBe(expected);
  });

  it.each([
    ['{"code":"200"}', '200'],
    ['{"code":"0x10d7500015"}', '0x10d7500015'],
    ['[1,2]', undefined],
    ['null', undefined],
    ['{"code":null}', undefined],
    ['not json', undefined],
  ])('reads the envelope code of %j as %j', (body, code) => {
    expect(businessCodeOf(body)).toBe(code);
  });

  it('tallies ok and business answers and keeps the first three business errors as samples', () => {
    const tally = newTally();
    recordAnswer(tally, '/api/a', 200, '{"code":"200"}');
    recordAnswer(tally, '/api/a', 500, 'boom');
    for (let i = 1; i <= 4; i++) recordAnswer(tally, `/api/b/${i}`, 200, `{"code":"0x10d750040${i}"}`);
    expect(tally.ok).toBe(1);
    expect(tally.business).toBe(4);
    expect(tally.samples).toEqual([
      '/api/b/1 → {"code":"0x10d7500401"}',
      '/api/b/2 → {"code":"0x10d7500402"}',
      '/api/b/3 → {"code":"0x10d7500403"}',
    ]);
  });

  it.each([
    ['a clean run', { errors: 0, timeouts: 0, non2xx: 0 }, 0, 0],
    ['connection errors (timeouts are part of them, not counted twice)', { errors: 5, timeouts: 3, non2xx: 0 }, 0, 5],
    ['non-2xx answers', { errors: 0, timeouts: 0, non2xx: 7 }, 0, 7],
    ['business codes ≠ "200"', { errors: 0, timeouts: 0, non2xx: 0 }, 2, 2],
    ['all of them', { errors: 1, timeouts: 1, non2xx: 2 }, 3, 6],
  ])('counts the errors of %s', (_label, run, business, total) => {
    const tally = newTally();
    tally.business = business;
    const errors = countErrors(run, tally);
    expect(errors.total).toBe(total);
    expect(errors).toEqual({ connection: run.errors, timeouts: run.timeouts, non2xx: run.non2xx, business, total });
  });
});
