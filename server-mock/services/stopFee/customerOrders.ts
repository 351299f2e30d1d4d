/**
 * Parking orders of the registered owners' plates (客户管理, services/customerManage/owners.ts), seeded before the
 * generated orders of 停车订单: an owner with a monthly pass passes its home park as 月卡车 at 0 元 (月卡车辆 lists
 * them), the others pay by the fee rule, some leave arrears and a few are still in the park. So 客户详情 shows orders,
 * arrears and passages of the same plates, and every list that reads 停车订单 agrees with it. The draws come from a
 * generator of their own, so the generated orders after them are those of the plain seed. Also the orders the seeded
 * 储值卡 消费记录 paid (`seedStoredCardOrders`).
 */
import { createPrng } from '../../db/prng';
import { formatSeedTime } from '../../engine/seedValues';
import { DAY, HOUR, MINUTE } from '../../engine/seedKit';
import type { SeedKit } from '../../engine/types';
import { OWNERS } from '../customerManage/owners';
import { STORED_PAY_TYPE } from '../specificCar/storedCardPayments';
import { storedCardSeed } from '../specificCar/storedValueCards';
import { parkingFee } from './fee';
import { ORDER } from './orders';

/** 车辆性质 (schemas/stopFee.json vehicleKind). */
export const VEHICLE_KIND = { temporary: 1, monthly: 2, white: 3, visitor: 4 } as const;

const IN_GATES = ['东门入口', '南门入口', '北门入口'];
const OUT_GATES = ['东门出口', '南门出口', '北门出口'];
const ROADSIDE_PARK = 1010;

export function seedCustomerOrders(kit: SeedKit): number {
  const rng = createPrng('stopFee:customerOrders');
  let count = 0;
  for (const [i, owner] of OWNERS.entries()) {
    owner.plates.forEach((plate, k) => {
      const passages = k === 0 ? 3 : 1;
      for (let n = 0; n < passages; n++) {
        const monthly = owner.monthlyPass && k === 0;
        const still = !monthly && n === 0 && i % 9 === 4;
        const arrears = !monthly && !still && n === 1 && i % 4 === 1;
        const inMs = kit.now - (still ? rng.int(20 * MINUTE, 6 * HOUR) : rng.int(DAY, 40 * DAY));
        const stayMs = rng.int(40 * MINUTE, monthly ? 11 * HOUR : 6 * HOUR);
        const inTime = formatSeedTime(Math.floor(inMs / 1000) * 1000);
        const outTime = still ? null : formatSeedTime(Math.floor((inMs + stayMs) / 1000) * 1000);
        const duration = Math.round((still ? kit.now - inMs : stayMs) / 1000);
        const fee = monthly ? 0 : parkingFee(duration).receivableMoney;
        const status = still ? ORDER.parked : arrears ? ORDER.arrears : ORDER.done;
        const paid = status === ORDER.done ? fee : 0;
        const roadside = owner.homePark === ROADSIDE_PARK;
        kit.insert({
          orderNo: `PO${String(8_800_000_000_000_000 + i * 1000 + k * 10 + n)}`,
          plateNo: plate.plateNo,
          plateColor: plate.plateColor,
          carType: plate.carType,
          vehicleKind: monthly ? VEHICLE_KIND.monthly : VEHICLE_KIND.temporary,
          parkId: owner.homePark,
          berthNo: roadside ? `WS-${String(rng.int(1, 40)).padStart(3, '0')}` : `B1-${String(rng.int(1, 260)).padStart(3, '0')}`,
          orderStatus: status,
          inTime,
          outTime,
          parkDuration: duration,
          receivableMoney: fee,
          discountMoney: 0,
          paidMoney: paid,
          arrearsMoney: status === ORDER.arrears ? fee : 0,
          payType: paid > 0 ? rng.pick([1, 1, 2, 4]) : null,
          payTime: paid > 0 ? outTime : null,
          inGate: roadside ? null : rng.pick(IN_GATES),
          outGate: roadside || !outTime ? null : rng.pick(OUT_GATES),
          remark: monthly ? '月卡车辆，有效期内免费通行' : null,
          overtime: 0,
        });
        count++;
      }
    });
  }
  return count;
}

/**
 * The orders the seeded 储值卡 消费记录 paid (services/specificCar/storedValueCards.ts): each consumption's order, with
 * its plate, park, times, the fee before the card's 停车费折扣, the discount and the amount taken from the card, paid by
 * 储值卡 at the exit, so a 消费记录's 停车订单号 opens its order in 停车订单.
 */
export function seedStoredCardOrders(kit: SeedKit): number {
  const rng = createPrng('stopFee:storedCardOrders');
  const { consumes } = storedCardSeed(kit.now);
  for (const c of consumes) {
    const paidFen = Number(c.consumeAmount);
    const discountFen = Number(c.consumeDiscount);
    kit.insert({
      orderNo: c.orderNo,
      plateNo: c.plateNo,
      plateColor: c.plateColor ?? 1,
      carType: Number(c.plateColor) === 5 ? 3 : 1,
      vehicleKind: VEHICLE_KIND.temporary,
      parkId: c.parkId,
      berthNo: `B1-${String(rng.int(1, 260)).padStart(3, '0')}`,
      orderStatus: ORDER.done,
      inTime: c.inTime,
      outTime: c.outTime,
      parkDuration: c.parkDuration,
      receivableMoney: (paidFen + discountFen) / 100,
      discountMoney: discountFen / 100,
      paidMoney: paidFen / 100,
      arrearsMoney: 0,
      payType: STORED_PAY_TYPE,
      payTime: c.outTime,
      inGate: rng.pick(IN_GATES),
      outGate: rng.pick(OUT_GATES),
      remark: `储值卡支付（卡号 ${String(c.cardNo)}）`,
      overtime: 0,
    });
  }
  return consumes.length;
}
