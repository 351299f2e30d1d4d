/**
 * Password strength (spec §5, strict and weak modes), with 安全设置's stricter least length and character classes:
 * the console's password dialogs and schema forms (x-validator password) and the mock (an administrator's new or reset
 * password arrives in clear) run these same rules, so both refuse a password with the same message.
 */
import {
  PASSWORD_ALL_CLASSES,
  PASSWORD_CLASSES,
  PASSWORD_EMPTY,
  PASSWORD_HAS_USER_NAME,
  PASSWORD_LENGTH_6_32,
  PASSWORD_MIN_8,
  PASSWORD_REPEATED,
  PASSWORD_SAME_AS_OLD,
  PASSWORD_SEQUENCE,
  PASSWORD_WEAK_LENGTH,
  passwordMayNotContain,
  passwordMinLength,
} from './messages';
import { checkText } from './value';

/** The special characters that count as the fourth character class. */
export const PASSWORD_SPECIALS = '!@#$%^&*+-';
/** Words a password may not contain (case-insensitive), in the order they are reported. */
export const BANNED_PASSWORD_WORDS = ['admin', '123', 'hik', 'hkws', 'hikvision'] as const;
/** Well-known passwords a password may not contain (case-insensitive). */
export const BANNED_PASSWORDS = ['1qaz2wsx', '1qaz@WSX', 'p@ssword', 'passw0rd', 'p@ssw0rd'] as const;
export const PASSWORD_STRICT_MIN = 8;
export const PASSWORD_RANGE: readonly [number, number] = [6, 32];
export const PASSWORD_WEAK_RANGE: readonly [number, number] = [6, 20];
/** maxlength of the password inputs (old, new and repeat). */
export const PASSWORD_INPUT_MAX = 20;
/** A run of this many ascending, descending or identical characters is rejected. */
export const PASSWORD_RUN_LIMIT = 4;

export interface PasswordOptions {
  /** Weak-password mode (strength level 0): only 6~20 characters and different from the old password. */
  weak?: boolean;
  /** The account name, which the password may not contain (case-insensitive). */
  userName?: string;
  /** The current password, which the new one may not repeat. */
  oldPassword?: string;
  /** 安全设置's least length, when above the spec's 8 (strict mode). */
  minLength?: number;
  /** 安全设置's character classes, when above the spec's 3 (strict mode). */
  classes?: number;
}

/** The strict rules' least length and classes: the spec's floor, or 安全设置's when stricter. */
const strictness = (options: PasswordOptions) => ({
  min: Math.max(PASSWORD_STRICT_MIN, options.minLength ?? 0),
  classes: Math.min(4, Math.max(3, options.classes ?? 0)),
});

const lengthOf = (text: string): number => [...text].length;

const classCount = (text: string): number => {
  const chars = [...text];
  const classes = [
    chars.some((c) => c >= '0' && c <= '9'),
    chars.some((c) => c >= 'A' && c <= 'Z'),
    chars.some((c) => c >= 'a' && c <= 'z'),
    chars.some((c) => PASSWORD_SPECIALS.includes(c)),
  ];
  return classes.filter(Boolean).length;
};

/** Position of a character in its run alphabet: digits 0–9, letters a–z (case-insensitive); other characters break runs. */
const runKey = (c: string): { alphabet: 'digit' | 'letter'; index: number } | undefined => {
  if (/^\d$/.test(c)) return { alphabet: 'digit', index: Number(c) };
  if (/^[A-Za-z]$/.test(c)) return { alphabet: 'letter', index: c.toLowerCase().charCodeAt(0) - 97 };
  return undefined;
};

/** True when the text holds `limit` or more consecutive ascending or descending digits or letters (1234, dcba). */
export const hasSequentialRun = (text: string, limit = PASSWORD_RUN_LIMIT): boolean => {
  const chars = [...text];
  let up = 1;
  let down = 1;
  for (let i = 1; i < chars.length; i += 1) {
    const prev = runKey(chars[i - 1]);
    const cur = runKey(chars[i]);
    const sameAlphabet = prev !== undefined && cur !== undefined && prev.alphabet === cur.alphabet;
    up = sameAlphabet && cur.index === prev.index + 1 ? up + 1 : 1;
    down = sameAlphabet && cur.index === prev.index - 1 ? down + 1 : 1;
    if (up >= limit || down >= limit) return true;
  }
  return false;
};

/** True when the text holds `limit` or more identical characters in a row (aaaa, 1111). */
export const hasRepeatedRun = (text: string, limit = PASSWORD_RUN_LIMIT): boolean => {
  const chars = [...text];
  let run = 1;
  for (let i = 1; i < chars.length; i += 1) {
    run = chars[i] === chars[i - 1] ? run + 1 : 1;
    if (run >= limit) return true;
  }
  return false;
};

/** The first banned word or banned password the text contains (case-insensitive), as listed. */
export const bannedPasswordItem = (text: string): string | undefined => {
  const lower = text.toLowerCase();
  return [...BANNED_PASSWORD_WORDS, ...BANNED_PASSWORDS].find((item) => lower.includes(item.toLowerCase()));
};

const checkStrict = (text: string, options: PasswordOptions): string | undefined => {
  const { min, classes } = strictness(options);
  if (lengthOf(text) < min) return min === PASSWORD_STRICT_MIN ? PASSWORD_MIN_8 : passwordMinLength(min);
  if (classCount(text) < classes) return classes === 3 ? PASSWORD_CLASSES : PASSWORD_ALL_CLASSES;
  if (hasSequentialRun(text)) return PASSWORD_SEQUENCE;
  const banned = bannedPasswordItem(text);
  if (banned !== undefined) return passwordMayNotContain(banned);
  if (hasRepeatedRun(text)) return PASSWORD_REPEATED;
  if (options.userName && text.toLowerCase().includes(options.userName.toLowerCase())) return PASSWORD_HAS_USER_NAME;
  if (options.oldPassword && text === options.oldPassword) return PASSWORD_SAME_AS_OLD;
  const [least, most] = PASSWORD_RANGE;
  if (lengthOf(text) < least || lengthOf(text) > most) return PASSWORD_LENGTH_6_32;
  return undefined;
};

const checkWeak = (text: string, options: PasswordOptions): string | undefined => {
  const [min, max] = PASSWORD_WEAK_RANGE;
  if (lengthOf(text) < min || lengthOf(text) > max) return PASSWORD_WEAK_LENGTH;
  if (options.oldPassword && text === options.oldPassword) return PASSWORD_SAME_AS_OLD;
  return undefined;
};

/**
 * Password strength with every rule of spec §5 in the spec's order; the first broken rule wins.
 * Unlike the schema validators, an empty password is an error here (请输入密码), as the spec lists it first.
 */
export const checkPasswordStrength = (value: string, options: PasswordOptions = {}): string | undefined => {
  if (value === '') return PASSWORD_EMPTY;
  return options.weak ? checkWeak(value, options) : checkStrict(value, options);
};

/** Reads the {weak} argument of a schema rule. Throws on a malformed one. */
export const readPasswordArgs = (args: unknown): { weak?: boolean } => {
  if (args === undefined) return {};
  if (typeof args === 'object' && args !== null && !Array.isArray(args)) {
    const entries = Object.entries(args);
    if (entries.every(([k, v]) => k === 'weak' && (v === undefined || typeof v === 'boolean'))) return args as { weak?: boolean };
  }
  throw new TypeError('校验器 password 的参数应为 {"weak": 布尔值}');
};

/** Schema validator `password`: strength in strict or weak mode; empty passes (combine with required). */
export const password = (value: unknown, args?: { weak?: boolean }): string | undefined =>
  checkText(value, PASSWORD_EMPTY, (text) => checkPasswordStrength(text, { weak: args?.weak === true }));
