import { post } from '../../api/http';

/** The enterprise certification submission (docs/wire-protocol.md, Registration). */
export interface EnterpriseApplyBody {
  dealerName: string;
  registerAddr: string;
  manager: string;
  phone: string;
}

export const submitEnterpriseApply = (body: EnterpriseApplyBody) => post<{ applyId: string }>('/dealer/v2/api/portal/apply', body);
