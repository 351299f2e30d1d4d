import { describe, expect, it } from 'vitest';
import {
  validateFaultDescription,
  validateFaultPhotoCount,
  validateFaultPhotoFile,
  validateFaultReport,
  validateFaultTitle,
} from './faultReport';

const MB = 1024 * 1024;

describe('validateFaultTitle', () => {
  it.each([
    ['', '标题不能为空'],
    [undefined, '标题不能为空'],
    // Checked trimmed, as the dialog sends it: spaces alone are no title.
    ['   ', '标题不能为空'],
    ['道闸无法抬杆', undefined],
    ['标'.repeat(32), undefined],
    ['标'.repeat(64), undefined],
    ['标'.repeat(65), '长度在 1 到 64 个字符'],
    ['A/B 口', '不能包含特殊字符'],
    ['时间:08', '不能包含特殊字符'],
    ['为何*', '不能包含特殊字符'],
    ['为何?', '不能包含特殊字符'],
    ['“引号”"', '不能包含特殊字符'],
    ['它’s', '不能包含特殊字符'],
    ['a<b', undefined],
  ])('%j → %s', (value, message) => {
    expect(validateFaultTitle(value)).toBe(message);
  });
});

describe('validateFaultDescription', () => {
  it.each([
    ['', '故障描述不能为空'],
    [null, '故障描述不能为空'],
    ['出口相机离线，请排查。', undefined],
    ['述'.repeat(200), undefined],
    ['述'.repeat(201), '最多输入200个字符'],
    ['包含/:*?"也可以', undefined],
  ])('%j → %s', (value, message) => {
    expect(validateFaultDescription(value)).toBe(message);
  });
});

describe('fault report photos', () => {
  it.each([
    [{ name: 'a.png', size: 100 }, undefined],
    [{ name: 'a.jpg', size: 2 * MB }, undefined],
    [{ name: 'a.JPEG', size: MB }, undefined],
    [{ name: 'a.jpg', size: 2 * MB + 1 }, '上传单个图片大小不能超过2M'],
    [{ name: 'a.gif', size: 100 }, '只能上传png\\jpg\\jpeg图片'],
    [{ name: 'a.bmp', size: 3 * MB }, '只能上传png\\jpg\\jpeg图片'],
    [{ name: 'png', size: 100 }, '只能上传png\\jpg\\jpeg图片'],
    [{ name: 'a.png.exe', size: 100 }, '只能上传png\\jpg\\jpeg图片'],
  ])('%j → %s', (file, message) => {
    expect(validateFaultPhotoFile(file)).toBe(message);
  });

  it('quotes the extension message with its backslashes', () => {
    expect(validateFaultPhotoFile({ name: 'a.gif', size: 1 })).toBe(String.raw`只能上传png\jpg\jpeg图片`);
  });

  it.each([
    [0, undefined],
    [4, undefined],
    [5, '至多上传4张图片'],
  ])('%i photos → %s', (count, message) => {
    expect(validateFaultPhotoCount(count)).toBe(message);
  });
});

describe('validateFaultReport', () => {
  it('reports every field of the payload', () => {
    expect(validateFaultReport({ errorTitle: '', errorContent: '', picUrls: ['1', '2', '3', '4', '5'] })).toEqual({
      errorTitle: '标题不能为空',
      errorContent: '故障描述不能为空',
      picUrls: '至多上传4张图片',
    });
  });

  it('accepts a report without photos', () => {
    expect(validateFaultReport({ errorTitle: '相机离线', errorContent: '东门出口相机离线' })).toEqual({});
  });
});
