import { isMobile, nationalMobile } from '../../../contracts/phone';
import { charLength } from '../../../schemas/meta/lib/fieldRules';
import { invalid, valid, type Checked } from '../validation';
import { field } from '../types';

export const ENTERPRISE_APPLY_MESSAGES = {
  dealerNameRequired: '请输入企业名称',
  dealerNameLength: '企业名称最多64个字符',
  registerAddrRequired: '请输入注册地址',
  registerAddrLength: '注册地址最多128个字符',
  managerRequired: '请输入负责人姓名',
  managerLength: '负责人姓名最多20个字符',
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号',
} as const;

export interface EnterpriseApplyInput {
  dealerName: string;
  registerAddr: string;
  manager: string;
  phone: string;
}

/** Checks a `portal/apply` body `{dealerName, registerAddr, manager, phone}` (texts are trimmed). */
export function checkEnterpriseApply(body: unknown): Checked<EnterpriseApplyInput> {
  const M = ENTERPRISE_APPLY_MESSAGES;
  const value = {
    dealerName: field(body, 'dealerName'),
    registerAddr: field(body, 'registerAddr'),
    manager: field(body, 'manager'),
    phone: nationalMobile(field(body, 'phone')),
  };
  if (!value.dealerName) return invalid(M.dealerNameRequired);
  if (charLength(value.dealerName) > 64) return invalid(M.dealerNameLength);
  if (!value.registerAddr) return invalid(M.registerAddrRequired);
  if (charLength(value.registerAddr) > 128) return invalid(M.registerAddrLength);
  if (!value.manager) return invalid(M.managerRequired);
  if (charLength(value.manager) > 20) return invalid(M.managerLength);
  if (!value.phone) return invalid(M.phoneRequired);
  if (!isMobile(value.phone)) return invalid(M.phoneInvalid);
  return valid(value);
}
