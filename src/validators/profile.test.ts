import { describe, expect, it } from 'vitest';
import {
  canSendManagerCode,
  canSendPhoneCode,
  checkPhoneWhenComplete,
  checkSubPhoneChange,
  sanitizeManagerName,
  sanitizePhoneDigits,
  validateManagerEdit,
  validatePhoneBind,
} from './profile';
import { firstError } from './value';

describe('sanitizeManagerName', () => {
  it.each([
    ['张三', { value: '张三' }],
    ['John Smith', { value: 'John Smith' }],
    ['阿卜杜·热合曼', { value: '阿卜杜·热合曼' }],
    ['张三!', { value: '张三', warning: '不能包含特殊字符' }],
    ['<张>三#', { value: '张三', warning: '不能包含特殊字符' }],
    ['一'.repeat(19), { value: '一'.repeat(19) }],
    ['一'.repeat(20), { value: '一'.repeat(20), warning: '最多输入20个字符' }],
    ['一'.repeat(25), { value: '一'.repeat(20), warning: '最多输入20个字符' }],
    ['一'.repeat(21) + '@', { value: '一'.repeat(20), warning: '不能包含特殊字符' }],
  ])('%j → %j', (input, output) => {
    expect(sanitizeManagerName(input)).toEqual(output);
  });
});

describe('sanitizePhoneDigits', () => {
  it.each([
    ['138 0013 8000', '13800138000'],
    ['+86 138-0013-8000', '86138001380'],
    ['138001380001234', '13800138000'],
    ['abc', ''],
  ])('%j → %j', (input, output) => {
    expect(sanitizePhoneDigits(input)).toBe(output);
  });
});

describe('checkPhoneWhenComplete', () => {
  it.each([
    ['1380013', undefined],
    ['12800138000', '请输入正确的手机号'],
    ['13800138000', undefined],
  ])('%j → %s', (digits, message) => {
    expect(checkPhoneWhenComplete(digits)).toBe(message);
  });
});

describe('send-code buttons', () => {
  it.each([
    [{ manager: '张三', phone: '13800138000', counting: false }, true],
    [{ manager: '', phone: '13800138000', counting: false }, false],
    [{ manager: '张三', phone: '1380013800', counting: false }, false],
    [{ manager: '张三', phone: '13800138000', counting: true }, false],
  ])('main account %j → %s', (state, enabled) => {
    expect(canSendManagerCode(state)).toBe(enabled);
  });

  it.each([
    [{ phone: '13800138000', counting: false }, true],
    [{ phone: '12800138000', counting: false }, false],
    [{ phone: '13800138000', counting: true }, false],
  ])('sub-account %j → %s', (state, enabled) => {
    expect(canSendPhoneCode(state)).toBe(enabled);
  });
});

describe('validateManagerEdit (main account submit)', () => {
  it.each([
    [{}, { manager: '请输入负责人姓名', phone: '请输入手机号码', verifyCode: '请输入验证码' }],
    [{ manager: '张三', phone: '1380013800', verifyCode: '1234' }, { phone: '请输入正确的手机号' }],
    [{ manager: ' ', phone: '13800138000', verifyCode: '1234' }, { manager: '请输入负责人姓名' }],
    [{ manager: '张三', phone: '13800138000', verifyCode: '' }, { verifyCode: '请输入验证码' }],
    [{ manager: '张三', phone: '13800138000', verifyCode: '1234' }, {}],
  ])('%j → %j', (form, errors) => {
    expect(validateManagerEdit(form)).toEqual(errors);
  });

  it('gives the first error in field order', () => {
    expect(firstError(validateManagerEdit({ phone: '1' }))).toBe('请输入负责人姓名');
    expect(firstError(validateManagerEdit({ manager: '张三', phone: '1' }))).toBe('请输入正确的手机号');
    expect(firstError({})).toBeUndefined();
  });
});

describe('validatePhoneBind (sub-account submit)', () => {
  it.each([
    [{}, { phone: '请输入手机号码', code: '请输入验证码' }],
    [{ phone: '23800138000', code: '1' }, { phone: '请输入正确的手机号' }],
    [{ phone: '13800138000' }, { code: '请输入验证码' }],
    [{ phone: '13800138000', code: '123456' }, {}],
  ])('%j → %j', (form, errors) => {
    expect(validatePhoneBind(form)).toEqual(errors);
  });
});

describe('checkSubPhoneChange', () => {
  it.each([
    [{ phone: '13800138000', oldPhone: '13800138000', verified: true }, '修改后的手机号不能与原手机号相同'],
    [{ phone: '13800138000', oldPhone: '13800138000', verified: false }, undefined],
    [{ phone: '13900139000', oldPhone: '13800138000', verified: true }, undefined],
  ])('%j → %s', (state, message) => {
    expect(checkSubPhoneChange(state)).toBe(message);
  });
});
