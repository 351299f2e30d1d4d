/**
 * Accounts with a role: `users.menu_profile` = `role:<roleId>` (角色管理 › 分配用户). Their menu tree, button codes
 * and allowed calls follow the role's permission keys — checked and half-checked, as stored by the role form — turned
 * into a profile with `grants` for catalogue/menuTree.ts. A missing or disabled (停用) role grants nothing.
 */
import type Database from 'better-sqlite3';
import type { Engine } from '../engine';
import { loadCatalogue, type Catalogue, type MenuProfileSpec } from './catalogue';
import type { ProfileRef } from './menuTree';

export const ROLE_PROFILE_PREFIX = 'role:';
export const ROLE_ENTITY = 'role';
export const ROLE_ENABLED = 1;

export const roleProfileName = (roleId: number | string) => `${ROLE_PROFILE_PREFIX}${roleId}`;
export const roleIdOf = (profile: string) =>
  profile.startsWith(ROLE_PROFILE_PREFIX) ? Number(profile.slice(ROLE_PROFILE_PREFIX.length)) : null;

const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The profile of a role's keys. */
export function grantProfile(keys: string[], catalogue: Catalogue = loadCatalogue()): MenuProfileSpec {
  const held = new Set(keys);
  return {
    menus: '*',
    excludeMenus: [],
    excludeButtons: [],
    topBar: catalogue.topBar.map((b) => b.code).filter((c) => held.has(c)),
    grants: [...held],
  };
}

/** What `menu_profile` of an account means: a profile name of menus.json, or its role's grant. */
export function profileRefOf(deps: { db: Database.Database; engine: Engine }, profile: string): ProfileRef {
  const roleId = roleIdOf(profile);
  if (roleId === null) return profile;
  const role = deps.engine.store(deps.db, ROLE_ENTITY)?.find(roleId);
  if (!role || Number(role.status) !== ROLE_ENABLED) return grantProfile([]);
  return grantProfile([...keysOf(role.permissions), ...keysOf(role.halfPermissions)]);
}
