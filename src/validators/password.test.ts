import { describe, expect, it } from 'vitest';
import {
  checkPasswordStrength,
  hasRepeatedRun,
  hasSequentialRun,
  password,
  stripPasswordPunctuation,
  validateConfirmPassword,
  validatePasswordReset,
} from './password';

describe('checkPasswordStrength, strict mode: one row per rule in the spec order', () => {
  const options = { userName: 'zhangsan', oldPassword: 'Old#Pass97' };
  it.each([
    ['', '请输入密码'],
    ['Ab#1357', '密码不少于8位'],
    ['abcdefgh', '密码须包含数字、大小写字母、特殊字符至少3项'],
    ['xABCD#13', '密码不能出现连续4位及以上递增或递减字符'],
    ['Xy#97531', undefined],
    ['Xy#9876q', '密码不能出现连续4位及以上递增或递减字符'],
    ['Pq#1234z', '密码不能出现连续4位及以上递增或递减字符'],
    ['Pq#zyxwV', '密码不能出现连续4位及以上递增或递减字符'],
    ['xAdmin#97', '密码不能包含admin'],
    ['Xy#97123q', '密码不能包含123'],
    ['Xy#97HIKq', '密码不能包含hik'],
    ['Xy#97hkws', '密码不能包含hkws'],
    ['1qaz2WSX#', '密码不能包含1qaz2wsx'],
    ['Z1qaz@wsx', '密码不能包含1qaz@WSX'],
    ['P@ssword9', '密码不能包含p@ssword'],
    ['Passw0rd#', '密码不能包含passw0rd'],
    ['xP@ssw0rdx', '密码不能包含p@ssw0rd'],
    ['Xy#9777q7', undefined],
    ['Xy#97777q', '密码不能出现4位及以上相同字符'],
    ['Xy#ZhangSan7', '密码中不能包含用户名'],
    ['Old#Pass97', '新密码与原密码不能重复'],
    ['Xy#975313579135791357913579135791', '密码为6～32个字符'],
    ['Xy#97531357913579135791357913579', undefined],
  ])('%j → %s', (value, message) => {
    expect(checkPasswordStrength(value, options)).toBe(message);
  });

  it('reports the first banned word in the listed order (hikvision contains hik)', () => {
    expect(checkPasswordStrength('Hikvision#9')).toBe('密码不能包含hik');
  });

  it('without a user name or old password those rules are skipped', () => {
    expect(checkPasswordStrength('Old#Pass97')).toBeUndefined();
    expect(checkPasswordStrength('Xy#ZhangSan7')).toBeUndefined();
  });
});

describe('checkPasswordStrength with 安全设置 stricter than the spec', () => {
  it.each([
    ['Pk#7m2Qz', {}, undefined],
    ['Pk#7m2Qz', { minLength: 10 }, '密码不少于10位'],
    ['Pk#7m2Qz9x', { minLength: 10 }, undefined],
    ['Pk7m2Qz9', { classes: 4 }, '密码须同时包含数字、大写字母、小写字母和特殊字符'],
    ['Pk7m2Qz9', { classes: 3 }, undefined],
    ['Pk#7m2Qz', { classes: 4 }, undefined],
    // Never looser than the spec's floor.
    ['Pk#7m2Q', { minLength: 6 }, '密码不少于8位'],
    ['pk7m2qz9', { classes: 2 }, '密码须包含数字、大小写字母、特殊字符至少3项'],
  ])('%s with %j → %s', (text, options, message) => {
    expect(checkPasswordStrength(text, options)).toBe(message);
  });

  it('the reset dialog applies them to the new password', () => {
    expect(validatePasswordReset({ oldPwd: 'x', newPwd: 'Pk#7m2Qz', checkPwd: 'Pk#7m2Qz' }, { minLength: 12 }).newPwd).toBe(
      '密码不少于12位',
    );
  });
});

describe('checkPasswordStrength, weak mode: one row per rule', () => {
  const options = { weak: true, userName: 'zhangsan', oldPassword: 'oldpass' };
  it.each([
    ['', '请输入密码'],
    ['abcde', '请输入6～20个字符'],
    ['abcdefghijklmnopqrstu', '请输入6～20个字符'],
    ['oldpass', '新密码与原密码不能重复'],
    ['abcdef', undefined],
    ['111111', undefined],
    ['zhangsan1', undefined],
    ['abcdefghijklmnopqrst', undefined],
  ])('%j → %s', (value, message) => {
    expect(checkPasswordStrength(value, options)).toBe(message);
  });
});

describe('runs', () => {
  it.each([
    ['1234', true],
    ['9876', true],
    ['abcd', true],
    ['AbCd', true],
    ['zyxw', true],
    ['123', false],
    ['1243', false],
    ['89ab', false],
    ['9:;<', false],
    ['7890', false],
    ['WXYZ', true],
  ])('sequential %s → %s', (text, expected) => {
    expect(hasSequentialRun(text)).toBe(expected);
  });

  it.each([
    ['aaaa', true],
    ['####', true],
    ['aaa', false],
    ['aAaA', false],
    ['x1111y', true],
  ])('repeated %s → %s', (text, expected) => {
    expect(hasRepeatedRun(text)).toBe(expected);
  });
});

describe('password (schema validator)', () => {
  it.each([
    [undefined, undefined, undefined],
    ['', undefined, undefined],
    ['Xy#97531', undefined, undefined],
    ['short', undefined, '密码不少于8位'],
    ['short', { weak: false }, '密码不少于8位'],
    ['short1', { weak: true }, undefined],
    ['short', { weak: true }, '请输入6～20个字符'],
  ])('%j with %j → %s', (value, args, message) => {
    expect(password(value, args)).toBe(message);
  });
});

describe('stripPasswordPunctuation', () => {
  it.each([
    ['Ab1!@#$%^&*+-', 'Ab1!@#$%^&*+-'],
    ['Ab 1.2,3_4', 'Ab1234'],
    [`a'b"c(d)e[f]g{h}i<j>k/l\\m|n;o:p?q=r~s\`t`, 'abcdefghijklmnopqrst'],
    ['密码，。！￥', '密码'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(stripPasswordPunctuation(input)).toBe(output);
  });
});

describe('validateConfirmPassword', () => {
  it.each([
    ['', 'Xy#97531', '请再次输入密码'],
    [undefined, 'Xy#97531', '请再次输入密码'],
    ['Xy#97532', 'Xy#97531', '两次输入密码不一致!'],
    ['Xy#97531', 'Xy#97531', undefined],
  ])('%j vs %j → %s', (value, newPwd, message) => {
    expect(validateConfirmPassword(value, newPwd)).toBe(message);
  });
});

describe('validatePasswordReset', () => {
  it('reports every empty field', () => {
    expect(validatePasswordReset({})).toEqual({ oldPwd: '请输入原密码', newPwd: '请输入新密码', checkPwd: '请再次输入密码' });
  });

  it('skips the old password when it is not shown', () => {
    expect(validatePasswordReset({ newPwd: 'Xy#97531', checkPwd: 'Xy#97531' }, { showOldPassword: false })).toEqual({});
  });

  it('applies strength, user name, old password and repeat rules', () => {
    expect(validatePasswordReset({ oldPwd: 'Old#Pass97', newPwd: 'Old#Pass97', checkPwd: 'x' })).toEqual({
      newPwd: '新密码与原密码不能重复',
      checkPwd: '两次输入密码不一致!',
    });
    expect(validatePasswordReset({ oldPwd: 'o', newPwd: 'LiSi#2468', checkPwd: 'LiSi#2468' }, { userName: 'lisi' })).toEqual({
      newPwd: '密码中不能包含用户名',
    });
    expect(validatePasswordReset({ oldPwd: 'o', newPwd: 'weak12', checkPwd: 'weak12' }, { weak: true })).toEqual({});
    expect(validatePasswordReset({ oldPwd: 'o', newPwd: 'weak12', checkPwd: 'weak12' })).toEqual({ newPwd: '密码不少于8位' });
  });
});
