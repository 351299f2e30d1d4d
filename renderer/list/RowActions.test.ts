import { describe, expect, it } from 'vitest';
import { rowActionsWidth } from './RowActions';

describe('rowActionsWidth (the 操作 column)', () => {
  it.each([
    [['编辑'], 3, 80],
    [['编辑', '删除'], 3, 112],
    [['查看', '编辑', '提交审核', '审核', '下线'], 3, 44 + 44 + 72 + 44 + 14 + 24],
  ])('%j with %i inline is %i px', (labels, max, width) => {
    expect(rowActionsWidth(labels, max)).toBe(width);
  });
});
