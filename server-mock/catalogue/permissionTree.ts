/**
 * The permission tree of 角色管理 (GET /system/v2/api/roles/permissionTree), built from the catalogue: 顶栏功能 with
 * the top-bar codes, then every menu group → its pages → the page's button codes, each with its Chinese name. Keys
 * are the menu ids and the button codes, so a role's checked keys are exactly what catalogue/roleGrants.ts grants.
 */
import { loadCatalogue, type Catalogue, type MenuNode } from './catalogue';

export interface PermissionNode {
  key: string;
  title: string;
  children?: PermissionNode[];
}

/** The key of the top-bar group (not a menu id: menu ids are digits). */
export const TOP_BAR_KEY = 'topBar';

/** The action part of a page code (`<group prefix><page id><action>`), as catalogue/README.md lists them. */
export const ACTION_NAMES: Record<string, string> = {
  '0001': '查询',
  '0002': '新增',
  '0003': '编辑',
  '0004': '删除',
  '0005': '导出',
  '0006': '查看详情',
  '0007': '审核通过',
  '0008': '审核驳回',
  '0009': '导入',
  '0010': '退款',
  '0011': '处理',
  '0012': '下线',
  '0013': '发布',
  '0014': '同步',
  '0015': '分配',
};

const buttonTitle = (code: string) => `${ACTION_NAMES[code.slice(-4)] ?? '操作'}（${code}）`;

function pageNode(page: MenuNode): PermissionNode {
  const node: PermissionNode = { key: page.id, title: page.hidden ? `${page.name}（隐藏页）` : page.name };
  if (page.buttons.length) node.children = page.buttons.map((code) => ({ key: code, title: buttonTitle(code) }));
  return node;
}

export function permissionTree(catalogue: Catalogue = loadCatalogue()): PermissionNode[] {
  const topBar: PermissionNode = {
    key: TOP_BAR_KEY,
    title: '顶栏功能',
    children: catalogue.topBar.map((b) => ({ key: b.code, title: b.name })),
  };
  const groups = catalogue.menus.map((group) => ({ key: group.id, title: group.name, children: (group.children ?? []).map(pageNode) }));
  return [topBar, ...groups];
}

/** Every key of the tree (the whole catalogue: the administrator role holds them all). */
export function allPermissionKeys(catalogue: Catalogue = loadCatalogue()): string[] {
  const walk = (nodes: PermissionNode[]): string[] => nodes.flatMap((n) => [n.key, ...walk(n.children ?? [])]);
  return walk(permissionTree(catalogue));
}
