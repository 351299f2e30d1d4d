import type Database from 'better-sqlite3';
import { BACKLOG_TYPES } from '../catalogue/backlogTypes';
import { brandOf } from '../brand';
import { OWN_DEALER, seedDealers } from './dealers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { sha256hex } from '../security/hash';
import { createPrng, type Prng } from './prng';
import { seedErrorReports } from './seedErrorReports';
import { formatChinaTime, startOfChinaDay } from './time';
import { ADDRESSES, APPEAL_REASONS, COMPANIES, DEVICES, PARK_NAMES, PLATE_CHARS, PLATE_LETTERS, PROVINCES } from './zhData';

export interface SeedOptions {
  /** Seed of the generator; the same seed gives the same rows. */
  seed?: string;
  /** Reference time (ms) for generated times; defaults to 00:00 (China time) of today. */
  now?: number;
  /** Number of to-do rows (default 40). */
  backlogCount?: number;
  /** Rows of every schema entity table (default: SEED_ROWS from the environment, else 60, bulletins 25). */
  entityRows?: number;
}

export const DEFAULT_SEED = 'parking-console';

export const plateNo = (rng: Prng) => `${rng.pick(PROVINCES)}${rng.pick([...PLATE_LETTERS])}·${rng.chars(PLATE_CHARS, 5)}`;

function seedUsers(db: Database.Database, rng: Prng) {
  const insert = db.prepare(`INSERT INTO users (user_id, account, name, avatar, introduction, salt, password_hash, user_type,
    platform_type, platform_name, dealer_id, dealer_name, park_id, plat_biz_type, enterprise_status, modified, is_verify, phone,
    manager, register_addr, audit_remark, auth_status, is_regist, about_user_info, menu_profile)
    VALUES (@userId, @account, @name, @avatar, @introduction, @salt, @hash, @userType, @platformType, @platformName, @dealerId,
    @dealerName, @parkId, @platBizType, @enterpriseStatus, @modified, @isVerify, @phone, @manager, @registerAddr, @auditRemark,
    @authStatus, @isRegist, @aboutUserInfo, @menuProfile)`);
  DEMO_ACCOUNTS.forEach((a, i) => {
    const salt = rng.hex(32);
    const dealer = a.platformType === 2 ? { id: 'D2001', name: '浙江智泊运营管理有限公司' } : OWN_DEALER;
    insert.run({
      userId: String(10001 + i),
      account: a.account,
      name: a.name,
      avatar: '/mock-assets/avatar.svg',
      introduction: a.description,
      salt,
      hash: sha256hex(DEMO_PASSWORD + salt),
      userType: a.userType,
      platformType: a.platformType,
      platformName: brandOf(a.platformType).platformName,
      dealerId: dealer.id,
      dealerName: dealer.name,
      parkId: '',
      platBizType: 1,
      enterpriseStatus: a.enterpriseStatus,
      modified: a.modified ? 1 : 0,
      isVerify: a.isVerify,
      phone: a.phone,
      manager: a.name,
      registerAddr: a.enterpriseStatus === 1 ? rng.pick(ADDRESSES) : '',
      auditRemark: a.enterpriseStatus === 3 ? '营业执照信息不清晰，请重新上传后提交认证' : '',
      authStatus: a.authStatus,
      isRegist: a.isRegist,
      aboutUserInfo: a.aboutUserInfo,
      menuProfile: a.menuProfile,
    });
  });
}

function backlogRow(rng: Prng, type: number) {
  const park = rng.pick(PARK_NAMES);
  const plate = plateNo(rng);
  const orderNo = `P${rng.chars('0123456789', 18)}`;
  switch (type) {
    case 1: {
      const amount = (rng.int(300, 12000) / 100).toFixed(2);
      return { title: `车辆${plate}的退款申请待审核`, content: `车主申请退还停车费${amount}元，订单号${orderNo}，停车场：${park}。` };
    }
    case 2:
      return { title: `${park}订单申诉待处理`, content: `车主对车辆${plate}的停车订单${orderNo}提出申诉：${rng.pick(APPEAL_REASONS)}。` };
    case 3:
      return {
        title: `${plate}月卡办理申请待审核`,
        content: `车主申请办理${park}${rng.pick([1, 3, 6, 12])}个月月卡，请核对车辆信息后审核。`,
      };
    case 4: {
      const month = rng.int(1, 12);
      const due = rng.int(20000, 900000) / 100;
      return { title: `${month}月对账单待确认`, content: `${park}${month}月对账单已生成，应收${due.toFixed(2)}元，请核对后确认。` };
    }
    case 5:
      return {
        title: `${park}${rng.pick(DEVICES)}故障待处理`,
        content: `设备编号${rng.chars(PLATE_CHARS, 10)}上报故障，请尽快安排运维人员处理。`,
      };
    default:
      return { title: `${rng.pick(COMPANIES)}企业认证资料待审核`, content: '企业提交了营业执照与法人身份证明，请核对后审核。' };
  }
}

function seedBacklogs(db: Database.Database, rng: Prng, now: number, count: number) {
  const insert = db.prepare(
    'INSERT INTO backlogs (backlog_id, title, backlog_type, deal_status, create_time, content) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (let i = 0; i < count; i++) {
    const type = rng.pick(BACKLOG_TYPES).value;
    const { title, content } = backlogRow(rng, type);
    const roll = rng.next();
    const dealStatus = roll < 0.5 ? 0 : roll < 0.85 ? 1 : 2;
    const createdAt = now - rng.int(60, 30 * 86_400) * 1000;
    insert.run(`BL${String(i + 1).padStart(6, '0')}`, title, type, dealStatus, formatChinaTime(createdAt), content);
  }
}

/** Fills an empty, migrated database with the demo data. Deterministic for a given seed and `now`. */
export function seed(db: Database.Database, options: SeedOptions = {}): void {
  const seedText = options.seed ?? DEFAULT_SEED;
  const rng = createPrng(seedText);
  const now = options.now ?? startOfChinaDay(Date.now());
  db.transaction(() => {
    seedUsers(db, rng);
    seedDealers(db);
    seedBacklogs(db, rng, now, options.backlogCount ?? 40);
    seedErrorReports(db, seedText, now);
  })();
}

export function isSeeded(db: Database.Database): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
  return row.n > 0;
}
