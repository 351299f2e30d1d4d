import { describe, expect, it } from 'vitest';
import { buildPolicy, parsePolicy, POLICY_TTL_MS } from './policy';

const NOW = Date.UTC(2026, 10, 22, 2, 30, 15, 500);
const encode = (document: unknown) => Buffer.from(JSON.stringify(document)).toString('base64');

describe('buildPolicy', () => {
  it('encodes the expiration (now + 5 min, whole seconds) and the size and key conditions', () => {
    const { policy, expire } = buildPolicy('console/20261122/', NOW);
    expect(expire).toBe(Math.floor((NOW + POLICY_TTL_MS) / 1000));
    expect(JSON.parse(Buffer.from(policy, 'base64').toString('utf8'))).toEqual({
      expiration: '2026-11-22T02:35:15.000Z',
      conditions: [
        ['content-length-range', 1, 10485760],
        ['starts-with', '$key', 'console/20261122/'],
      ],
    });
    expect(parsePolicy(policy)).toEqual({ expirationMs: expire * 1000, minBytes: 1, maxBytes: 10485760, keyPrefix: 'console/20261122/' });
  });
});

describe('parsePolicy', () => {
  const conditions = [
    ['content-length-range', 1, 100],
    ['starts-with', '$key', 'a/'],
  ];
  it.each([
    ['not base64', '%%%'],
    ['base64 of text that is not JSON', Buffer.from('hello').toString('base64')],
    ['no expiration', encode({ conditions })],
    ['an expiration that is not a date', encode({ expiration: 'soon', conditions })],
    ['no size range', encode({ expiration: '2026-01-01T00:00:00.000Z', conditions: [conditions[1]] })],
    ['no key prefix', encode({ expiration: '2026-01-01T00:00:00.000Z', conditions: [conditions[0]] })],
    ['conditions that are not a list', encode({ expiration: '2026-01-01T00:00:00.000Z', conditions: {} })],
  ])('refuses %s', (_label, policy) => {
    expect(parsePolicy(policy)).toBeNull();
  });

  it('never lets a policy raise the size limit above 10 MB', () => {
    const policy = encode({ expiration: '2026-01-01T00:00:00.000Z', conditions: [['content-length-range', 1, 1e12], conditions[1]] });
    expect(parsePolicy(policy)?.maxBytes).toBe(10485760);
  });
});
