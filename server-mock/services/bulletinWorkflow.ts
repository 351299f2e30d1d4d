/**
 * The bulletin state machine (spec business-areas §7, schemas/sysBulletin.json):
 * 0 草稿 → 提交审核 → 1 待审核 → 审核通过 → 3 已发布 → 下线 → 4 已下线; 审核驳回 → 2 已驳回.
 * 编辑 is allowed for 0 / 2 / 4 and brings the bulletin back to 0; 删除 for 0 / 2 / 4.
 */
export const BULLETIN_STATUS = { draft: 0, pending: 1, rejected: 2, published: 3, offline: 4 } as const;

export type BulletinStep = 'submitApproval' | 'approve' | 'reject' | 'offline' | 'edit' | 'delete';

/** From which states each step may start, and the state it leads to (delete leads nowhere). */
export const BULLETIN_STEPS: Readonly<Record<BulletinStep, { from: readonly number[]; to: number | null }>> = {
  submitApproval: { from: [0, 2], to: 1 },
  approve: { from: [1], to: 3 },
  reject: { from: [1], to: 2 },
  offline: { from: [3], to: 4 },
  edit: { from: [0, 2, 4], to: 0 },
  delete: { from: [0, 2, 4], to: null },
};

export const STATE_NOT_ALLOWED = '当前状态不允许该操作';

/** True when the step may start from this status. */
export const canStep = (step: BulletinStep, status: unknown) => BULLETIN_STEPS[step].from.includes(Number(status));
