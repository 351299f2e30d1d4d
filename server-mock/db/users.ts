import type Database from 'better-sqlite3';
import { brandOf } from '../brand';

/** A row of the users table. */
export interface UserRow {
  user_id: string;
  account: string;
  name: string;
  avatar: string;
  introduction: string;
  salt: string;
  password_hash: string;
  user_type: number;
  platform_type: number;
  platform_name: string;
  dealer_id: string;
  dealer_name: string;
  park_id: string;
  plat_biz_type: number;
  enterprise_status: number;
  modified: number;
  is_verify: number;
  phone: string;
  manager: string;
  register_addr: string;
  audit_remark: string;
  auth_status: number;
  is_regist: number;
  about_user_info: number;
  menu_profile: string;
  failed_logins: number;
}

export const findUserByAccount = (db: Database.Database, account: string) =>
  (db.prepare('SELECT * FROM users WHERE account = ?').get(account) as UserRow | undefined) ?? null;

export const findUserById = (db: Database.Database, userId: string) =>
  (db.prepare('SELECT * FROM users WHERE user_id = ?').get(userId) as UserRow | undefined) ?? null;

export function setPasswordHash(db: Database.Database, userId: string, hash: string): void {
  db.prepare('UPDATE users SET password_hash = ?, failed_logins = 0 WHERE user_id = ?').run(hash, userId);
}

/** The `loginInfo` answer of docs/wire-protocol.md. */
export function toLoginInfo(user: UserRow) {
  const brand = brandOf(user.platform_type);
  return {
    userId: user.user_id,
    account: user.account,
    name: user.name,
    avatar: user.avatar,
    introduction: user.introduction,
    userType: user.user_type,
    modified: user.modified === 1,
    isVerify: user.is_verify,
    platformType: user.platform_type,
    platformName: user.platform_name,
    faviconUrl: brand.faviconUrl,
    platLogoUrl: brand.platLogoUrl,
    dealerId: user.dealer_id,
    dealerName: user.dealer_name,
    parkId: user.park_id,
    platBizType: user.plat_biz_type,
    enterpriseStatus: user.enterprise_status,
  };
}
