/**
 * The catalogue ledger (tests/schemas/catalogue.json): every screen key of the business catalogue
 * (shared/catalogue-keys.txt, business-areas.md §2) mapped to what serves it, or null while not yet built.
 * An entry is "<area>/<view>" (a schema view), "page:<Name>" (a hand-written page of the menu registry) or
 * "route:<path>" (a hand-written route).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../schemas/paths';

export interface Ledger {
  keys: Record<string, string | null>;
}

export const LEDGER_FILE = join(repoRoot, 'tests/schemas/catalogue.json');
/** The catalogue's key list, kept beside the project in shared/. */
export const CATALOGUE_KEYS_FILE = join(repoRoot, '../shared/catalogue-keys.txt');

export function readLedger(file = LEDGER_FILE): Ledger {
  return JSON.parse(readFileSync(file, 'utf8')) as Ledger;
}

/** The keys of shared/catalogue-keys.txt in their order (comment lines and blanks skipped); null when the file is absent. */
export function readCatalogueKeys(file = CATALOGUE_KEYS_FILE): string[] | null {
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export type LedgerEntry =
  | { kind: 'view'; area: string; view: string }
  | { kind: 'page'; name: string }
  | { kind: 'route'; path: string }
  | { kind: 'invalid'; text: string };

export function parseEntry(text: string): LedgerEntry {
  if (text.startsWith('page:')) return { kind: 'page', name: text.slice(5) };
  if (text.startsWith('route:')) return { kind: 'route', path: text.slice(6) };
  const match = /^([A-Za-z][A-Za-z0-9]*)\/([A-Za-z][A-Za-z0-9]*)$/.exec(text);
  return match ? { kind: 'view', area: match[1], view: match[2] } : { kind: 'invalid', text };
}

/** How many keys are served. */
export function servedCount(ledger: Ledger): { served: number; total: number } {
  const values = Object.values(ledger.keys);
  return { served: values.filter((v) => v !== null).length, total: values.length };
}

/** Every `"view": name` reference inside a document (open actions, tabs, panes, embedded widgets …). */
export function referencedViews(doc: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'view' && typeof value === 'string') names.add(value);
        walk(value);
      }
    }
  };
  walk((doc as { views?: unknown; actions?: unknown }).views);
  walk((doc as { actions?: unknown }).actions);
  return names;
}

/** What the ledger is checked against. */
export interface LedgerWorld {
  /** The catalogue keys (shared/catalogue-keys.txt). */
  keys: string[];
  /** Area documents by area name. */
  docs: Record<string, { views: Record<string, unknown>; actions?: Record<string, unknown> }>;
  /** Components of every menu entry of the menu catalogue. */
  menuComponents: Set<string>;
  /** Names of the hand-written menu pages. */
  pages: Set<string>;
  /** Paths of the hand-written routes. */
  routes: Set<string>;
}

/** Problems of a ledger, one Chinese sentence each (empty when it is right). */
export function checkLedger(ledger: Ledger, world: LedgerWorld): string[] {
  const problems: string[] = [];
  const listed = Object.keys(ledger.keys);
  const known = new Set(world.keys);
  for (const key of world.keys) if (!(key in ledger.keys)) problems.push(`缺少目录键 ${key}`);
  for (const key of listed) if (!known.has(key)) problems.push(`目录中没有键 ${key}`);
  if (problems.length === 0 && listed.join('\n') !== world.keys.join('\n')) problems.push('键的顺序与目录不一致');
  for (const [key, value] of Object.entries(ledger.keys)) {
    if (value === null) continue;
    const entry = parseEntry(value);
    if (entry.kind === 'invalid') problems.push(`${key}: 无法识别的条目 "${value}"`);
    else if (entry.kind === 'page') {
      if (!world.pages.has(entry.name)) problems.push(`${key}: 没有手写页面 ${entry.name}`);
      else if (!world.menuComponents.has(entry.name)) problems.push(`${key}: 页面 ${entry.name} 不在任何菜单中`);
    } else if (entry.kind === 'route') {
      if (!world.routes.has(entry.path)) problems.push(`${key}: 没有路由 ${entry.path}`);
    } else {
      const doc = world.docs[entry.area];
      if (!doc) problems.push(`${key}: 没有区域文档 schemas/${entry.area}.json`);
      else if (!Object.prototype.hasOwnProperty.call(doc.views, entry.view))
        problems.push(`${key}: 区域 ${entry.area} 没有视图 ${entry.view}`);
      else if (!world.menuComponents.has(value) && !referencedViews(doc).has(entry.view))
        problems.push(`${key}: 视图 ${value} 既不在菜单中，也没有被其他视图或操作打开`);
    }
  }
  return problems;
}
