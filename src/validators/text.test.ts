import { describe, expect, it } from 'vitest';
import { email, ip, lettersDigits, noLonePercent, url } from './text';

describe('lettersDigits', () => {
  it.each([
    ['abcXYZ019', undefined],
    ['A', undefined],
    [2024, undefined],
    ['ab c', '只能输入大小写字母和数字'],
    ['ab_c', '只能输入大小写字母和数字'],
    ['车场1', '只能输入大小写字母和数字'],
    ['ａｂｃ', '只能输入大小写字母和数字'],
  ])('%j → %s', (value, message) => {
    expect(lettersDigits(value)).toBe(message);
  });
});

describe('noLonePercent', () => {
  it.each([
    ['%', '禁止搜索单独的%符号'],
    [' % ', '禁止搜索单独的%符号'],
    ['%%', '禁止搜索单独的%符号'],
    ['10%', undefined],
    ['%浙A', undefined],
    ['浙A12345', undefined],
    ['  ', undefined],
  ])('%j → %s', (value, message) => {
    expect(noLonePercent(value)).toBe(message);
  });
});

describe('url', () => {
  const BAD = '请输入正确的网址';
  const SCHEME = '请输入以 http:// 或 https:// 开头的网址';
  it.each([
    ['http://example.com', undefined],
    ['https://www.example.com.cn/path/a?b=1#c', undefined],
    ['http://192.168.1.10:8080/api', undefined],
    ['https://localhost:5173', undefined],
    ['HTTPS://Example.COM', undefined],
    ['ftp://example.com', SCHEME],
    ['example.com', SCHEME],
    ['http://', BAD],
    ['http://exa mple.com', BAD],
    ['http://-bad-.com', BAD],
    ['https://good.example@evil.example', BAD],
    ['https:\\\\evil.example', SCHEME],
    ['http:/evil.example', SCHEME],
    ['javascript:alert(1)', SCHEME],
    ['JavaScript:alert(document.cookie)', SCHEME],
    [' javascript:alert(1)', SCHEME],
    ['java\tscript:alert(1)', SCHEME],
    ['javascript://example.com/%0Aalert(1)', SCHEME],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', SCHEME],
    ['vbscript:msgbox(1)', SCHEME],
    ['//evil.example/path', SCHEME],
    ['/relative/path', SCHEME],
    ['https://example.com/a b', BAD],
  ])('%j → %s', (value, message) => {
    expect(url(value)).toBe(message);
  });
});

describe('ip', () => {
  const BAD = '请输入正确的IP地址';
  it.each([
    ['192.168.1.1', undefined],
    ['0.0.0.0', undefined],
    ['255.255.255.255', undefined],
    ['256.1.1.1', BAD],
    ['1.2.3', BAD],
    ['1.2.3.4.5', BAD],
    ['01.2.3.4', BAD],
    ['a.b.c.d', BAD],
    ['1.2.3.4 ', BAD],
  ])('%j → %s', (value, message) => {
    expect(ip(value)).toBe(message);
  });
});

describe('email', () => {
  const BAD = '请输入正确的邮箱地址';
  it.each([
    ['ops@example.com', undefined],
    ['first.last+tag@mail.example.com.cn', undefined],
    ['no-at.example.com', BAD],
    ['a@b', BAD],
    ['a@b.c', BAD],
    ['a b@example.com', BAD],
    ['@example.com', BAD],
    ['a@@example.com', BAD],
  ])('%j → %s', (value, message) => {
    expect(email(value)).toBe(message);
  });
});
