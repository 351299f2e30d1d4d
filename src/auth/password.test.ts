import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashLoginPassword, hashStoredPassword, sha256Hex } from './password';

const ref = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('password hashing', () => {
  it.each([
    ['Admin@123', 'salt-1', 'code-1'],
    ['', '', ''],
    ['p@ss word!', 'a1b2c3d4e5f6', '7f3c'],
    ['停车场管理员密码', '盐值', '挑战码'],
    ['Ünïcödé😀', '🧂', '9'.repeat(64)],
  ])('%j with salt %j and code %j matches node:crypto', (password, salt, codeValue) => {
    const stored = ref(password + salt);
    expect(hashStoredPassword(password, salt)).toBe(stored);
    expect(hashLoginPassword(password, salt, codeValue)).toBe(ref(stored + codeValue));
  });

  it('is lowercase hex of 64 characters', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashLoginPassword('A', 'B', 'C')).toMatch(/^[0-9a-f]{64}$/);
  });
});
