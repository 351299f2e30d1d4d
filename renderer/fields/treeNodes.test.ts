import { describe, expect, it } from 'vitest';
import { allKeys, branchKeys, leafKeys, searchTree, titlePath, toTreeNodes, treeKeyOf } from './treeNodes';

const nodes = toTreeNodes([
  {
    value: 'g1',
    label: '系统管理',
    children: [
      {
        value: 2002,
        label: '区域管理',
        children: [
          { value: 'SYSM20020001', label: '查询' },
          { value: 'SYSM20020002', label: '新增' },
        ],
      },
      { value: 2006, label: '角色管理' },
    ],
  },
  { value: 'g2', label: '系统公告', children: [{ value: 1701, label: '全部公告' }] },
]);

describe('tree nodes', () => {
  it('turns dictionary items into antd nodes keyed by value', () => {
    expect(nodes[0]).toMatchObject({ key: 'g1', value: 'g1', title: '系统管理' });
    expect(allKeys(nodes)).toEqual(['g1', 2002, 'SYSM20020001', 'SYSM20020002', 2006, 'g2', 1701]);
    expect(branchKeys(nodes)).toEqual(['g1', 2002, 'g2']);
  });

  it.each([
    ['区域', ['g1', 2002], ['g1'], 1],
    ['新增', ['g1', 2002, 'SYSM20020002'], ['g1', 2002], 1],
    ['公告', ['g2', 1701], ['g2'], 2],
    ['不存在', [], [], 0],
  ])('a search for %s keeps the matches and their ancestors', (text, visible, expand, matches) => {
    const found = searchTree(nodes, text as string);
    expect([...found.visible]).toEqual(expect.arrayContaining(visible as unknown[]));
    expect(found.visible.size).toBe((visible as unknown[]).length);
    expect(found.expand.sort()).toEqual((expand as unknown[]).slice().sort());
    expect(found.matches).toBe(matches);
  });

  it('finds title paths and keys across numbers and strings', () => {
    expect(titlePath(nodes, '2002')).toEqual(['系统管理', '区域管理']);
    expect(titlePath(nodes, 'nothing')).toEqual([]);
    expect(treeKeyOf(nodes, '2006')).toBe(2006);
    expect(leafKeys(nodes, ['g1', 'SYSM20020001', 2006, 1701])).toEqual(['SYSM20020001', 2006, 1701]);
  });
});
