import type Database from 'better-sqlite3';
import type { UserRow } from './users';
import type { ApplyStatus } from '../../contracts/shellData';

export type { ApplyStatus };

export interface EnterpriseApplication {
  applyId: string;
  userId: string;
  dealerName: string;
  registerAddr: string;
  manager: string;
  phone: string;
  createTime: string;
}

/** Stores an application (under review) and puts the account's enterprise status to 2 (under review). */
export function insertEnterpriseApplication(db: Database.Database, application: EnterpriseApplication): void {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO enterprise_applications (apply_id, user_id, dealer_name, register_addr, manager, phone, status, audit_remark, create_time)
       VALUES (@applyId, @userId, @dealerName, @registerAddr, @manager, @phone, 2, '', @createTime)`,
    ).run(application);
    db.prepare('UPDATE users SET enterprise_status = 2 WHERE user_id = ?').run(application.userId);
  })();
}

/**
 * The certification state of an account: its latest application when it has one; otherwise what the seeded account
 * says (enterpriseStatus 1 → approved; 3 "must certify now" → rejected with the account's audit remark; 2 → under
 * review; 0 → no application).
 */
export function applyStatusOf(db: Database.Database, user: UserRow): ApplyStatus {
  const latest = db
    .prepare(
      `SELECT status, dealer_name AS dealerName, register_addr AS registerAddr, manager, phone, audit_remark AS auditRemark
       FROM enterprise_applications WHERE user_id = ? ORDER BY create_time DESC, rowid DESC LIMIT 1`,
    )
    .get(user.user_id) as ApplyStatus | undefined;
  if (latest) return latest;
  const status = ([0, 1, 2, 3] as const).find((s) => s === user.enterprise_status) ?? 0;
  return {
    status,
    dealerName: user.dealer_name,
    registerAddr: user.register_addr,
    manager: user.manager,
    phone: user.phone,
    auditRemark: status === 3 ? user.audit_remark : '',
  };
}
