/** Labels of the enterprise status (registState / enterpriseStatus) and of the certification application (applyStatus). */

export interface StatusLabel {
  text: string;
  color: string;
}

/** Enterprise status: 0 not certified, 1 certified, 2 under review, 3 must certify now. */
export function enterpriseStatusLabel(status: number | null | undefined): StatusLabel {
  switch (status) {
    case 1:
      return { text: '已认证', color: 'success' };
    case 2:
      return { text: '审核中', color: 'processing' };
    case 3:
      return { text: '待认证', color: 'error' };
    default:
      return { text: '未认证', color: 'warning' };
  }
}

export type ApplyState = 'none' | 'approved' | 'reviewing' | 'rejected';

/** Application status: 0 none submitted, 1 approved, 2 under review, 3 rejected (auditRemark says why). */
export function applyState(status: number | null | undefined): ApplyState {
  switch (status) {
    case 1:
      return 'approved';
    case 2:
      return 'reviewing';
    case 3:
      return 'rejected';
    default:
      return 'none';
  }
}

export const APPLY_STATE_LABELS: Record<ApplyState, StatusLabel> = {
  none: { text: '未提交', color: 'default' },
  approved: { text: '已通过', color: 'success' },
  reviewing: { text: '审核中', color: 'processing' },
  rejected: { text: '未通过', color: 'error' },
};
