/**
 * The records an exit leaves besides its closed order (traffic/simulator.ts): a 收费记录 for a payment at the lane, an
 * 欠费记录 and the plate's figures in 欠费车辆 for an order left unpaid. Money goes in the unit each entity's field keeps.
 */
import type { EntityRecord, EntityStore } from '../engine/store';
import { PARKS } from '../services/sharedOptions/parks';

/** The store of an entity, or null where no document declares it. */
export type StoreOf = (entity: string) => EntityStore | null;

const inFen = (store: EntityStore, field: string) => store.model.byName.get(field)?.unit === 'fen';
/** A money value in the unit the entity's field stores (fen or yuan), and back. */
export const money = (store: EntityStore, field: string, fen: number) => (inFen(store, field) ? fen : fen / 100);
const fenOf = (store: EntityStore, field: string, value: unknown) => Math.round(Number(value ?? 0) * (inFen(store, field) ? 1 : 100));

/** Only the fields the entity has (an older document may lack some). */
export const known = (store: EntityStore, values: EntityRecord) =>
  Object.fromEntries(Object.entries(values).filter(([k]) => store.model.byName.has(k)));

/** 收费记录 of a payment at the lane. */
export function chargeRecord(store: StoreOf, order: EntityRecord, paidFen: number, discountFen: number): void {
  const s = store('chargeInfo');
  if (!s) return;
  s.insert(
    known(s, {
      orderNo: order.orderNo,
      plateNo: order.plateNo,
      plateColor: order.plateColor,
      parkId: order.parkId,
      chargeType: 1,
      inTime: order.inTime,
      outTime: order.outTime,
      parkDuration: order.parkDuration,
      receivableMoney: money(s, 'receivableMoney', paidFen + discountFen),
      discountMoney: money(s, 'discountMoney', discountFen),
      paidMoney: money(s, 'paidMoney', paidFen),
      refundedMoney: 0,
      payType: order.payType,
      payTime: order.payTime,
    }),
  );
}

/** 欠费记录 of an order left unpaid, and the plate's figures in 欠费车辆. */
export function arrearsRecords(
  store: StoreOf,
  order: EntityRecord,
  fee: { receivableFen: number; discountFen: number },
  dueFen: number,
): void {
  const record = store('arrearsRecord');
  record?.insert(
    known(record, {
      orderNo: order.orderNo,
      plateNo: order.plateNo,
      plateColor: order.plateColor,
      parkId: order.parkId,
      berthNo: order.berthNo,
      inTime: order.inTime,
      outTime: order.outTime,
      parkDuration: order.parkDuration,
      receivableMoney: money(record, 'receivableMoney', fee.receivableFen),
      discountMoney: money(record, 'discountMoney', fee.discountFen),
      oweMoney: money(record, 'oweMoney', dueFen),
      paidMoney: 0,
      arrearsStatus: 1,
    }),
  );
  const plates = store('arrearsPlate');
  if (!plates) return;
  const parkName = PARKS.find((p) => p.parkId === Number(order.parkId))?.parkName ?? null;
  const [plate] = plates.select(`WHERE ${plates.col('plateNo')} = ?`, [order.plateNo], 'LIMIT 1');
  if (plate) {
    plates.patch(
      Number(plate[plates.model.rowKey]),
      known(plates, {
        arrearsCount: Number(plate.arrearsCount ?? 0) + 1,
        arrearsMoney: money(plates, 'arrearsMoney', fenOf(plates, 'arrearsMoney', plate.arrearsMoney) + dueFen),
        isParking: 0,
        parkName,
        lastOutTime: order.outTime,
      }),
    );
  } else {
    plates.insert(
      known(plates, {
        plateNo: order.plateNo,
        plateColor: order.plateColor,
        isParking: 0,
        parkName,
        arrearsCount: 1,
        arrearsMoney: money(plates, 'arrearsMoney', dueFen),
        lastInTime: order.inTime,
        lastOutTime: order.outTime,
        remindCount: 0,
        callCount: 0,
      }),
    );
  }
}
