/**
 * 操作员管理 and 操作员类型 (schemas/operatorManage.json, entities `operatorAccount` and `operatorType`): what the
 * document cannot say about the platform's login accounts.
 *
 * The accounts are the rows of the `users` table (db/users.ts): the entity mirrors them (account, name, phone, the
 * role read from `menu_profile`, the last login from the sessions) and is brought up to date before every read, so an
 * assignment made in 角色管理 › 分配用户 shows here at once. A new operator becomes a real `users` row with a salted
 * hash of its initial password (the same `sha256(password + salt)` the login checks); choosing a role writes
 * `menu_profile = role:<id>` as 分配用户 does (catalogue/roleGrants.ts then serves its menus, codes and allowed calls).
 * The initial password is checked with the platform's strength rules and never stored or answered.
 * Refusals a document cannot express: the last enabled administrator (role 超级管理员) cannot lose the role, be
 * disabled or deleted (至少保留一名管理员); an operator type still held by accounts cannot be deleted. 停用 ends the
 * account's sessions; the login refuses a disabled account (services/auth, `loginRefusal`).
 */
import type Database from 'better-sqlite3';
import { OWN_DEALER } from '../../db/dealers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/demoAccounts';
import { formatChinaTime } from '../../db/time';
import type { UserRow } from '../../db/users';
import { roleIdOf, roleProfileName } from '../../catalogue/roleGrants';
import { GIVEN_NAMES, SURNAMES } from '../../engine/seedVocabulary';
import { formatSeedTime } from '../../engine/seedValues';
import type { EntityStore } from '../../engine/store';
import type { EngineExtension, SeedKit } from '../../engine/types';
import type { StepComputation } from '../../engine/stepComputations';
import { sha256hex } from '../../security/hash';
import { ROLE_BACKUP_TABLE } from '../../roles/roleExtension';
import type { Engine } from '../../engine';
import { checkPasswordStrength } from '../../../schemas/meta/lib/fieldRules/password';
import { policyIn } from '../../security/policy';

export const ACCOUNT_ENTITY = 'operatorAccount';
export const TYPE_ENTITY = 'operatorType';
export const ACCOUNT_ENABLED = 1;
export const ACCOUNT_DISABLED = 0;
export const SUPER_ROLE_NAME = '超级管理员';
export const LAST_ADMIN = '至少保留一名管理员';
export const ACCOUNT_DISABLED_MSG = '账号已停用，请联系管理员';

/** The seeded roles in their order (roles/roleExtension.ts): their ids when the role table is not there yet. */
const SEED_ROLE_NAMES = ['超级管理员', '收费稽核员', '设备运维', '公告编辑', '只读访客', '财务对账（停用）'];

/** 操作员类型 of the seed: name, description, default role (by name). Ids follow this order. */
const SEED_TYPES: { typeName: string; typeDesc: string; role: string }[] = [
  { typeName: '系统管理员', typeDesc: '平台全部功能，负责账号、角色与系统参数', role: '超级管理员' },
  { typeName: '收费稽核', typeDesc: '核对停车收费、处理欠费追缴与退款审核', role: '收费稽核员' },
  { typeName: '设备运维', typeDesc: '设备监控、设备台账的维护与故障处理', role: '设备运维' },
  { typeName: '内容运营', typeDesc: '系统公告的编辑、审核与发布', role: '公告编辑' },
  { typeName: '访客', typeDesc: '只能查询与查看详情，不能修改数据', role: '只读访客' },
  { typeName: '财务人员', typeDesc: '财务中心对账单的处理与归档', role: '财务对账（停用）' },
  { typeName: '车场值守', typeDesc: '岗亭与远程值守人员，查看车场通行与收费', role: '只读访客' },
  { typeName: '客服专员', typeDesc: '处理车主来电、订单申诉与退款申请', role: '收费稽核员' },
  { typeName: '外包巡检', typeDesc: '外包单位的设备巡检人员，按需开通', role: '设备运维' },
];

/** Extra operators of the seed (real accounts, password DEMO_PASSWORD): account prefix, type, role, how many. */
const SEED_STAFF: { prefix: string; type: number; role: string; count: number }[] = [
  { prefix: 'jh', type: 2, role: '收费稽核员', count: 12 },
  { prefix: 'kf', type: 8, role: '收费稽核员', count: 6 },
  { prefix: 'yw', type: 3, role: '设备运维', count: 9 },
  { prefix: 'nr', type: 4, role: '公告编辑', count: 5 },
  { prefix: 'zs', type: 7, role: '只读访客', count: 8 },
  { prefix: 'cw', type: 6, role: '财务对账（停用）', count: 4 },
  { prefix: 'gl', type: 1, role: '超级管理员', count: 3 },
  { prefix: 'fk', type: 5, role: '只读访客', count: 3 },
];
const DISABLE_REASONS = ['人员离职', '岗位调整', '外包合同到期', '长期未登录'];
const PARK_IDS = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010];

const q = (name: string) => `"${name}"`;
const tableExists = (db: Database.Database, table: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;

/** The id of a role by name (ent_role), else its place among the seeded roles. */
function roleIdByName(db: Database.Database, name: string): number {
  if (tableExists(db, 'ent_role')) {
    const row = db.prepare(`SELECT ${q('roleId')} AS id FROM ent_role WHERE ${q('roleName')} = ?`).get(name) as { id: number } | undefined;
    if (row) return Number(row.id);
  }
  return SEED_ROLE_NAMES.indexOf(name) + 1;
}

const superRoleId = (db: Database.Database) => roleIdByName(db, SUPER_ROLE_NAME);

const roleExists = (db: Database.Database, roleId: number) =>
  tableExists(db, 'ent_role') && db.prepare(`SELECT 1 FROM ent_role WHERE ${q('roleId')} = ?`).get(roleId) !== undefined;

/** The role an account's menu profile stands for: `role:<id>`, `full` (every menu) = 超级管理员, other profiles none. */
function roleOfProfile(profile: string, superId: number): number | null {
  const id = roleIdOf(profile);
  if (id !== null) return id;
  return profile === 'full' ? superId : null;
}

/** Keeps 角色管理's 用户数 equal to the accounts holding each role. */
function recountRoles(db: Database.Database) {
  if (!tableExists(db, 'ent_role')) return;
  db.prepare(
    `UPDATE ent_role SET ${q('userCount')} = (SELECT COUNT(*) FROM users WHERE menu_profile = '${roleProfileName('')}' || ${q('roleId')})`,
  ).run();
}

/** Gives the account the role, as 角色管理 › 分配用户 does: the previous built-in profile is kept to be put back. */
function assignRole(db: Database.Database, user: Pick<UserRow, 'account' | 'menu_profile'>, roleId: number) {
  const superId = superRoleId(db);
  if (roleOfProfile(user.menu_profile, superId) === roleId) return;
  if (roleIdOf(user.menu_profile) === null)
    db.prepare(`INSERT OR REPLACE INTO ${ROLE_BACKUP_TABLE} (account, profile) VALUES (?, ?)`).run(user.account, user.menu_profile);
  db.prepare('UPDATE users SET menu_profile = ? WHERE account = ?').run(roleProfileName(roleId), user.account);
}

interface UserMirror {
  user_id: string;
  account: string;
  name: string;
  phone: string;
  menu_profile: string;
  dealer_name: string;
}

const typeOfProfile = (profile: string) => (profile === 'operator' ? 2 : profile === 'reduced' ? 5 : 1);

/** Brings the mirror of the users table up to date: new and removed accounts, names, roles, last logins. */
export function syncAccounts(store: EntityStore, now: number): void {
  const { db } = store;
  const superId = superRoleId(db);
  const users = db.prepare('SELECT user_id, account, name, phone, menu_profile, dealer_name FROM users').all() as UserMirror[];
  const logins = new Map(
    (db.prepare('SELECT user_id, MAX(created_at) AS at FROM sessions GROUP BY user_id').all() as { user_id: string; at: number }[]).map(
      (r) => [r.user_id, formatChinaTime(r.at)],
    ),
  );
  const rows = new Map(store.select('', []).map((r) => [Number(r.userId), r]));
  db.transaction(() => {
    for (const u of users) {
      const id = Number(u.user_id);
      const wanted = {
        account: u.account,
        operatorName: u.name,
        phone: u.phone,
        accountRoleId: roleOfProfile(u.menu_profile, superId),
        dealerName: u.dealer_name,
      };
      const row = rows.get(id);
      rows.delete(id);
      const login = logins.get(u.user_id);
      if (!row) {
        const time = formatChinaTime(now);
        store.insert({
          userId: id,
          ...wanted,
          operatorTypeId: typeOfProfile(u.menu_profile),
          accountStatus: ACCOUNT_ENABLED,
          lastLoginTime: login ?? null,
          createTime: time,
          updateTime: time,
        });
        continue;
      }
      const changed: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(wanted)) if ((row[k] ?? null) !== v) changed[k] = v;
      if (login && (!row.lastLoginTime || String(row.lastLoginTime) < login)) changed.lastLoginTime = login;
      if (Object.keys(changed).length) store.patch(Number(row.accountId), changed);
    }
    if (rows.size) store.remove([...rows.values()].map((r) => Number(r.accountId)));
  })();
}

/** Enabled administrators other than `exceptId`. */
const otherAdmins = (store: EntityStore, exceptIds: number[]) =>
  store.count(
    `WHERE ${q('accountStatus')} = ? AND ${q('accountRoleId')} = ?${exceptIds.length ? ` AND ${q('accountId')} NOT IN (${exceptIds.map(() => '?').join(', ')})` : ''}`,
    [ACCOUNT_ENABLED, superRoleId(store.db), ...exceptIds],
  );

const isAdmin = (store: EntityStore, record: Record<string, unknown>) =>
  Number(record.accountStatus) === ACCOUNT_ENABLED && Number(record.accountRoleId) === superRoleId(store.db);

/** Why a user may not log in now (a disabled operator), or null. */
export function loginRefusal(deps: { db: Database.Database; engine: Engine }, user: UserRow): string | null {
  const record = deps.engine.store(deps.db, ACCOUNT_ENTITY)?.select(`WHERE ${q('userId')} = ?`, [Number(user.user_id)])[0];
  return record && Number(record.accountStatus) === ACCOUNT_DISABLED ? ACCOUNT_DISABLED_MSG : null;
}

/** Salted hashes of the initial passwords of accounts being created, taken by afterWrite in the same call. */
const pending = new Map<string, { salt: string; hash: string }>();
/** Users of the operators being deleted (afterDelete gets only the row keys). */
let deleting: string[] = [];
/** The store the last generic call of the entities read (delete hooks get only the records). */
let lastAccounts: EntityStore | null = null;
let lastTypes: EntityStore | null = null;

function checkRoleAndType(db: Database.Database, values: Record<string, unknown>): string | void {
  if (values.operatorTypeId !== undefined && values.operatorTypeId !== null && tableExists(db, 'ent_operatorType')) {
    const type = db
      .prepare(`SELECT ${q('defaultRoleId')} AS role FROM ${q('ent_operatorType')} WHERE ${q('typeId')} = ?`)
      .get(values.operatorTypeId) as { role: number | null } | undefined;
    if (!type) return '操作员类型不存在';
    if ((values.accountRoleId === undefined || values.accountRoleId === null) && type.role !== null)
      values.accountRoleId = Number(type.role);
  }
  if (values.accountRoleId !== undefined) {
    if (values.accountRoleId === null) return '请选择角色';
    if (!roleExists(db, Number(values.accountRoleId))) return '角色不存在';
  }
}

function beforeCreate(values: Record<string, unknown>, store: EntityStore): string | void {
  const { db } = store;
  const account = String(values.account ?? '');
  if (db.prepare('SELECT 1 FROM users WHERE account = ?').get(account)) return `账号「${account}」已存在`;
  // The spec's rules, and 安全设置's least length and classes when stricter (the form checks the spec's).
  const { passwordMinLength, passwordClasses } = policyIn(db);
  const refused = checkPasswordStrength(String(values.initPassword ?? ''), {
    userName: account,
    minLength: passwordMinLength,
    classes: passwordClasses,
  });
  if (refused) return refused;
  const bad = checkRoleAndType(db, values);
  if (bad) return bad;
  if (values.accountRoleId === undefined || values.accountRoleId === null) return '请选择角色';
  const salt = sha256hex(`${account}:${Date.now()}:${Math.random()}`).slice(0, 32);
  pending.set(account, { salt, hash: sha256hex(String(values.initPassword) + salt) });
  delete values.initPassword;
  const last = db.prepare('SELECT MAX(CAST(user_id AS INTEGER)) AS id FROM users').get() as { id: number | null };
  values.userId =
    Math.max(
      Number(last.id ?? 0),
      Number((store.prepare(`SELECT MAX(${q('userId')}) AS id FROM ${store.table}`).get() as { id: number | null }).id ?? 0),
    ) + 1;
  values.accountStatus = ACCOUNT_ENABLED;
  values.dealerName = OWN_DEALER.name;
}

function beforeUpdate(current: Record<string, unknown>, values: Record<string, unknown>, store: EntityStore): string | void {
  delete values.account;
  delete values.userId;
  delete values.initPassword;
  const bad = checkRoleAndType(store.db, values);
  if (bad) return bad;
  const after = { ...current, ...values };
  if (isAdmin(store, current) && !isAdmin(store, after) && otherAdmins(store, [Number(current.accountId)]) === 0) return LAST_ADMIN;
}

/** Writes the operator to its users row: a new account with its password hash, or the name, phone and role. */
function afterWrite(db: Database.Database, record: Record<string, unknown>) {
  const userId = String(record.userId);
  const account = String(record.account);
  const user = db.prepare('SELECT account, menu_profile FROM users WHERE user_id = ?').get(userId) as
    Pick<UserRow, 'account' | 'menu_profile'> | undefined;
  if (!user) {
    const secret = pending.get(account);
    pending.delete(account);
    if (!secret) throw new Error(`operator ${account} has no initial password`);
    const platform = db.prepare("SELECT platform_type, platform_name FROM users WHERE account = 'admin'").get() as
      { platform_type: number; platform_name: string } | undefined;
    db.prepare(
      `INSERT INTO users (user_id, account, name, salt, password_hash, user_type, platform_type, platform_name, dealer_id, dealer_name,
       phone, manager, menu_profile) VALUES (?, ?, ?, ?, ?, 3, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      userId,
      account,
      String(record.operatorName),
      secret.salt,
      secret.hash,
      platform?.platform_type ?? 1,
      platform?.platform_name ?? '',
      OWN_DEALER.id,
      OWN_DEALER.name,
      String(record.phone ?? ''),
      String(record.operatorName),
      roleProfileName(Number(record.accountRoleId)),
    );
  } else {
    db.prepare('UPDATE users SET name = ?, phone = ? WHERE user_id = ?').run(
      String(record.operatorName),
      String(record.phone ?? ''),
      userId,
    );
    if (record.accountRoleId !== null && record.accountRoleId !== undefined) assignRole(db, user, Number(record.accountRoleId));
  }
  recountRoles(db);
}

const disableComputation: StepComputation = (step) => {
  const store = step.store;
  if (!store) return { ok: true };
  if (isAdmin(store, step.record) && otherAdmins(store, [Number(step.record.accountId)]) === 0) return { ok: false, msg: LAST_ADMIN };
  store.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(String(step.record.userId));
  return { ok: true };
};

function seedTypes(kit: SeedKit): number {
  SEED_TYPES.forEach((t, i) => {
    const time = formatSeedTime(kit.now - (40 - i) * 86_400_000);
    kit.insert({
      typeName: t.typeName,
      typeDesc: t.typeDesc,
      defaultRoleId: roleIdByName(kit.db, t.role),
      accountCount: 0,
      createTime: time,
      updateTime: time,
    });
  });
  return SEED_TYPES.length;
}

const pinyinInitials = ['w', 'l', 'z', 'c', 'y', 'h', 'x', 's', 'm', 'g'];

function seedAccounts(kit: SeedKit): number {
  const { db, rng } = kit;
  // The accounts are the platform's users: a database without them (the engine's own, in some tests) has none.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get()) return 0;
  const insertUser = db.prepare(
    `INSERT OR IGNORE INTO users (user_id, account, name, salt, password_hash, user_type, platform_type, platform_name, dealer_id, dealer_name,
     phone, manager, menu_profile) VALUES (?, ?, ?, ?, ?, 3, 1, ?, ?, ?, ?, ?, ?)`,
  );
  const admin = db.prepare("SELECT platform_name FROM users WHERE account = 'admin'").get() as { platform_name: string } | undefined;
  let next = 10001 + DEMO_ACCOUNTS.length;
  const extra = new Map<string, { type: number; disabled: boolean }>();
  for (const group of SEED_STAFF) {
    for (let n = 1; n <= group.count; n++) {
      const account = `${group.prefix}${String(n).padStart(2, '0')}${rng.pick(pinyinInitials)}`;
      const name = `${rng.pick(SURNAMES)}${rng.pick(GIVEN_NAMES)}`;
      const salt = rng.hex(32);
      const phone = `1${rng.pick(['35', '37', '38', '39', '58', '86', '88'])}${rng.chars('0123456789', 8)}`;
      insertUser.run(
        String(next),
        account,
        name,
        salt,
        sha256hex(DEMO_PASSWORD + salt),
        admin?.platform_name ?? '',
        OWN_DEALER.id,
        OWN_DEALER.name,
        phone,
        name,
        roleProfileName(roleIdByName(db, group.role)),
      );
      extra.set(String(next), { type: group.type, disabled: n % 5 === 0 });
      next++;
    }
  }
  const superId = superRoleId(db);
  const users = db
    .prepare('SELECT user_id, account, name, phone, menu_profile, dealer_name FROM users ORDER BY CAST(user_id AS INTEGER)')
    .all() as UserMirror[];
  const adminName = (db.prepare("SELECT name FROM users WHERE account = 'admin'").get() as { name: string } | undefined)?.name ?? '系统';
  users.forEach((u, i) => {
    const created = kit.now - (200 - i * 2) * 86_400_000 - rng.int(0, 8) * 3600_000;
    const more = extra.get(u.user_id);
    const disabled = more?.disabled ?? false;
    const reason = disabled ? rng.pick(DISABLE_REASONS) : null;
    const disabledAt = formatSeedTime(kit.now - rng.int(2, 20) * 86_400_000 - rng.int(1, 9) * 3600_000);
    const parks =
      more && more.type === 7
        ? [rng.pick(PARK_IDS)]
        : more && more.type === 2 && rng.chance(0.5)
          ? [rng.pick(PARK_IDS), rng.pick(PARK_IDS)].filter((p, k, a) => a.indexOf(p) === k)
          : [];
    kit.insert({
      userId: Number(u.user_id),
      account: u.account,
      operatorName: u.name,
      phone: u.phone,
      operatorTypeId: more?.type ?? typeOfProfile(u.menu_profile),
      accountRoleId: roleOfProfile(u.menu_profile, superId),
      dealerName: u.dealer_name,
      manageParkIds: parks,
      accountStatus: disabled ? ACCOUNT_DISABLED : ACCOUNT_ENABLED,
      disableReason: reason,
      lastLoginTime: rng.chance(0.9) ? formatSeedTime(kit.now - rng.int(1, 30 * 24) * 3600_000 - rng.int(0, 3599) * 1000) : null,
      accountTrail: disabled
        ? [{ action: '停用', user: adminName, time: disabledAt, from: 1, fromLabel: '启用', to: 0, toLabel: '停用', note: reason }]
        : [],
      createTime: formatSeedTime(created),
      updateTime: formatSeedTime(disabled ? kit.now - 86_400_000 : created),
    });
  });
  recountRoles(db);
  return users.length;
}

export const operatorAccountsExtension: EngineExtension = {
  computations: { operatorAccountDisable: disableComputation },
  entities: {
    [ACCOUNT_ENTITY]: {
      fixedRows: true,
      seed: seedAccounts,
      hooks: {
        beforeRead(store, now) {
          lastAccounts = store;
          syncAccounts(store, now);
        },
        beforeCreate,
        beforeUpdate,
        afterWrite,
        beforeDelete(records) {
          const store = lastAccounts;
          if (!store) return;
          const ids = records.map((r) => Number(r.accountId));
          if (records.some((r) => isAdmin(store, r)) && otherAdmins(store, ids) === 0) return LAST_ADMIN;
          deleting = records.map((r) => String(r.userId));
        },
        afterDelete(db) {
          const users = deleting;
          deleting = [];
          if (users.length === 0) return;
          const marks = users.map(() => '?').join(', ');
          db.prepare(`DELETE FROM sessions WHERE user_id IN (${marks})`).run(...users);
          db.prepare(`DELETE FROM ${ROLE_BACKUP_TABLE} WHERE account IN (SELECT account FROM users WHERE user_id IN (${marks}))`).run(
            ...users,
          );
          db.prepare(`DELETE FROM users WHERE user_id IN (${marks})`).run(...users);
          recountRoles(db);
        },
      },
    },
    [TYPE_ENTITY]: {
      fixedRows: true,
      seed: seedTypes,
      hooks: {
        beforeRead(store) {
          lastTypes = store;
          if (!tableExists(store.db, `ent_${ACCOUNT_ENTITY}`)) return;
          store.db
            .prepare(
              `UPDATE ${store.table} SET ${q('accountCount')} = (SELECT COUNT(*) FROM ${q(`ent_${ACCOUNT_ENTITY}`)} a WHERE a.${q('operatorTypeId')} = ${store.table}.${q('typeId')})`,
            )
            .run();
        },
        beforeDelete(records) {
          const db = lastTypes?.db;
          if (!db || !tableExists(db, `ent_${ACCOUNT_ENTITY}`)) return;
          for (const r of records) {
            const n = (
              db.prepare(`SELECT COUNT(*) AS n FROM ${q(`ent_${ACCOUNT_ENTITY}`)} WHERE ${q('operatorTypeId')} = ?`).get(r.typeId) as {
                n: number;
              }
            ).n;
            if (n > 0) return `操作员类型「${String(r.typeName)}」下有 ${n} 个账号，不能删除`;
          }
        },
      },
    },
  },
};
