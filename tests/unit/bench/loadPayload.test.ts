import { describe, expect, it } from 'vitest';
import { apiHeaders, makeNonce, makePayloadHeader, NONCE_CHARSET, NONCE_LENGTH } from '../../../bench/loadPayload';

describe('bench load Payload header', () => {
  it('makes 32-character nonces of [0-9A-Za-z], none repeated over 20 000', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const nonce = makeNonce();
      expect(nonce).toMatch(/^[0-9A-Za-z]{32}$/);
      seen.add(nonce);
    }
    expect(seen.size).toBe(20_000);
  });

  it('drops the bytes that would bias the charset (248 and above) and maps the others modulo 62', () => {
    let call = 0;
    const random = (size: number) => {
      call++;
      // first draw: only biased bytes; second draw: 0, 61, 62, 100 repeated
      return Uint8Array.from({ length: size }, (_, i) => (call === 1 ? 248 + (i % 8) : [0, 61, 62, 100][i % 4]));
    };
    const nonce = makeNonce(random);
    expect(call).toBe(2);
    expect(nonce).toHaveLength(NONCE_LENGTH);
    expect(nonce.slice(0, 4)).toBe(NONCE_CHARSET[0] + NONCE_CHARSET[61] + NONCE_CHARSET[0] + NONCE_CHARSET[100 % 62]);
    expect(nonce.slice(0, 4)).toBe('0z0c');
  });

  it('writes the Payload JSON with nonce, timestamp and authModel 1', () => {
    expect(makePayloadHeader(1_790_000_000_000, 'a'.repeat(32))).toBe(
      `{"nonce":"${'a'.repeat(32)}","timestamp":1790000000000,"authModel":1}`,
    );
    const parsed = JSON.parse(makePayloadHeader(42)) as { nonce: string; timestamp: number; authModel: number };
    expect(parsed.timestamp).toBe(42);
    expect(parsed.authModel).toBe(1);
    expect(parsed.nonce).toMatch(/^[0-9A-Za-z]{32}$/);
  });

  it.each([
    ['with a token', 'tok-1', { Authorization: 'tok-1', ClientType: '5' }],
    ['without a token (login calls)', undefined, { ClientType: '5' }],
  ])('builds the request headers %s', (_label, token, expected) => {
    const headers = apiHeaders(token, 1000);
    const { Payload, ...rest } = headers;
    expect(rest).toEqual(expected);
    expect(JSON.parse(Payload)).toMatchObject({ timestamp: 1000, authModel: 1 });
  });

  it('gives every call a new nonce', () => {
    const a = JSON.parse(apiHeaders('t').Payload) as { nonce: string };
    const b = JSON.parse(apiHeaders('t').Payload) as { nonce: string };
    expect(a.nonce).not.toBe(b.nonce);
  });
});
