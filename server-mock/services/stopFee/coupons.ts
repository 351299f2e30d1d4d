/**
 * The coupon type dictionary (spec business-areas.md §9 "Coupon dictionary"), by the platform business type
 * (platBizType 1 停车, 2 充电, 3 停车充电综合) and the balance mode of the platform. dictValue = dictName.
 */
export interface DictEntry {
  dictValue: number;
  dictName: string;
}

export const BALANCE = '余额';
export const PARKING_COUPON = '停车优惠券';
export const CHARGING_COUPON = '充电优惠券';
/** Spec: "both" (a coupon for parking and charging); the spec gives no Chinese text, this is ours. */
export const BOTH_COUPON = '停车充电通用券';
export const PLATE_TYPE_COUPON = '根据车牌类型赠券';

export type PlatBizType = 1 | 2 | 3;

const entry = (dictValue: number, dictName: string): DictEntry => ({ dictValue, dictName });

/** Balance mode: 1 = 余额 always, plus the coupons of the business type. */
const BALANCE_MODE: Record<PlatBizType, DictEntry[]> = {
  1: [entry(1, BALANCE), entry(2, PARKING_COUPON)],
  2: [entry(1, BALANCE), entry(3, CHARGING_COUPON)],
  3: [entry(1, BALANCE), entry(2, PARKING_COUPON), entry(3, CHARGING_COUPON), entry(4, BOTH_COUPON)],
};

/** Non-balance mode; type 3 adds 4 = 根据车牌类型赠券 when asked for. */
const NON_BALANCE_MODE: Record<PlatBizType, DictEntry[]> = {
  1: [entry(1, PARKING_COUPON)],
  2: [entry(2, CHARGING_COUPON)],
  3: [entry(1, PARKING_COUPON), entry(2, CHARGING_COUPON), entry(3, BOTH_COUPON)],
};

export const isPlatBizType = (value: number): value is PlatBizType => value === 1 || value === 2 || value === 3;

/** The coupon types of a platform business type, in balance mode or not, with the plate-type coupon when asked for. */
export function couponTypes(platBizType: PlatBizType, balanceMode: boolean, withPlateType = false): DictEntry[] {
  if (balanceMode) return BALANCE_MODE[platBizType].map((e) => ({ ...e }));
  const list = NON_BALANCE_MODE[platBizType].map((e) => ({ ...e }));
  if (platBizType === 3 && withPlateType) list.push(entry(4, PLATE_TYPE_COUPON));
  return list;
}
