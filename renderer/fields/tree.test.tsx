// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedArea } from '../core/viewProps';
import { bulletinArea, createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import { valueTypes } from './index';
import type { FieldSpec } from './types';

afterEach(cleanup);

const base = bulletinArea();
const area: ResolvedArea = {
  ...base,
  endpoints: { ...base.endpoints, permTree: { method: 'GET', path: '/roles/permissionTree', result: { list: 'data' } } },
  dictionaries: {
    ...base.dictionaries,
    perm: { endpoint: 'permTree', labelKey: 'title', valueKey: 'key' },
  },
};
const TREE = [
  {
    key: '2000',
    title: '系统管理',
    children: [
      {
        key: '2002',
        title: '区域管理',
        children: [
          { key: 'SYSM20020001', title: '查询' },
          { key: 'SYSM20020002', title: '新增' },
        ],
      },
      { key: '2006', title: '角色管理', children: [{ key: 'SYSM20060001', title: '查询' }] },
    ],
  },
  { key: '1700', title: '系统公告', children: [{ key: '1701', title: '全部公告' }] },
];

function mount(value: unknown, field: Partial<FieldSpec> = {}) {
  const onChange = vi.fn();
  const setFormValue = vi.fn();
  const services = createFakeServices({ routes: { 'GET /roles/permissionTree': ok(TREE) } });
  const Edit = valueTypes.tree.Edit;
  const spec: FieldSpec = {
    valueType: 'tree',
    title: '权限',
    dictionary: 'perm',
    tree: { search: true, halfCheckedField: 'halfPermissions' },
    ...field,
  };
  const view = renderWithServices(
    <Edit field={spec} area={area} value={value} onChange={onChange} setFormValue={setFormValue} />,
    services,
  );
  return { ...view, onChange, setFormValue };
}

const treeNode = (container: HTMLElement, title: string) =>
  [...container.querySelectorAll('.ant-tree-treenode')].find(
    (n) => n.querySelector('.ant-tree-title')?.textContent === title,
  ) as HTMLElement;
const check = (container: HTMLElement, title: string) => fireEvent.click(treeNode(container, title).querySelector('.ant-tree-checkbox')!);

describe('value type tree (checkbox tree)', () => {
  it('checking a parent checks its whole branch; half-checked ancestors go to halfCheckedField', async () => {
    const { container, onChange, setFormValue } = mount(undefined);
    await screen.findByText('区域管理');
    check(container, '区域管理');
    expect(onChange).toHaveBeenLastCalledWith(expect.arrayContaining(['2002', 'SYSM20020001', 'SYSM20020002']));
    expect(onChange.mock.lastCall![0]).toHaveLength(3);
    expect(setFormValue).toHaveBeenLastCalledWith('halfPermissions', ['2000']);
  });

  it('shows the checked state of a value and counts the checked leaves', async () => {
    const { container } = mount(['2006', 'SYSM20060001', '1700', '1701']);
    await screen.findByText('角色管理');
    expect(screen.getByText('已选 2 项')).toBeTruthy();
    expect(treeNode(container, '系统公告').querySelector('.ant-tree-checkbox-checked')).not.toBeNull();
    expect(treeNode(container, '系统管理').querySelector('.ant-tree-checkbox-indeterminate')).not.toBeNull();
  });

  it('without cascade, a parent checks alone and nothing is half-checked', async () => {
    const { container, onChange, setFormValue } = mount(undefined, { tree: { cascade: false, halfCheckedField: 'halfPermissions' } });
    await screen.findByText('区域管理');
    check(container, '区域管理');
    expect(onChange).toHaveBeenLastCalledWith(['2002']);
    expect(setFormValue).toHaveBeenLastCalledWith('halfPermissions', []);
  });

  it('expands and collapses all', async () => {
    const { container } = mount(undefined);
    await screen.findByText('区域管理');
    expect(treeNode(container, '新增')).toBeUndefined();
    fireEvent.click(screen.getByText('展开全部').closest('button')!);
    await waitFor(() => expect(treeNode(container, '新增')).toBeDefined());
    fireEvent.click(screen.getByText('收起全部').closest('button')!);
    await waitFor(() => expect(treeNode(container, '区域管理')).toBeUndefined());
  });

  it('a search shows the matches with their ancestors and hides the rest', async () => {
    const { container } = mount(undefined);
    await screen.findByText('区域管理');
    fireEvent.change(screen.getByPlaceholderText('搜索权限'), { target: { value: '新增' } });
    await waitFor(() => expect(treeNode(container, '新增')).toBeDefined());
    const shown = (title: string) => (treeNode(container, title)?.style.display ?? 'none') !== 'none';
    expect(shown('新增')).toBe(true);
    expect(shown('区域管理')).toBe(true);
    expect(shown('系统管理')).toBe(true);
    expect(shown('查询')).toBe(false);
    expect(shown('系统公告')).toBe(false);
    fireEvent.change(screen.getByPlaceholderText('搜索权限'), { target: { value: '没有这个' } });
    expect(await screen.findByText('无匹配项')).toBeTruthy();
  });

  it('reads as the number of checked leaves', async () => {
    const Read = valueTypes.tree.Read;
    const services = createFakeServices({ routes: { 'GET /roles/permissionTree': ok(TREE) } });
    renderWithServices(
      <Read
        field={{ valueType: 'tree', title: '权限', dictionary: 'perm' }}
        area={area}
        value={['2002', 'SYSM20020001', 'SYSM20020002']}
        record={{}}
      />,
      services,
    );
    expect(await screen.findByText('已选 2 项')).toBeTruthy();
  });
});
