/**
 * What a park's lane decides for a plate, from the records the operators keep in the console: 黑名单 (the gate stays
 * shut and the blacklist alarm goes out), 白名单 (free), a 月卡 or 错峰月卡 in force (free within its 适用时段), a member
 * of an enabled 车辆分组 whose 适用车场 hold the park, within its 协议有效期, or a 分组临时车 within its 登记时段 (the
 * group's 收费方式: 免费, 月卡价, 折扣), a 预约 or 错峰预约 held for the plate (the berth it holds), a 访客 expected now
 * (free), a 残疾人车辆 in force (the park's 残疾人优惠规则), else 临时车; and whether the park is full (its cars inside
 * against its 泊位数), which keeps a temporary car out and lets a 月卡车 in only where 车场管理 allows it.
 * Each check reads the configured records at the moment of the event, so a record added, edited or stopped in the
 * console changes the next passage of that plate. Hand-written: a gate decision weighs several areas' records in an
 * order, which no single document says.
 */
import type { Engine } from '../engine';
import type { EntityRecord, EntityStore } from '../engine/store';
import type Database from 'better-sqlite3';

/** 车辆类别 of a parking order (the `vehicleKind` dictionary of schemas/stopFee.json). */
export const VEHICLE_KIND = { temporary: 1, monthly: 2, white: 3, visitor: 4, booking: 5, disabled: 6 } as const;

/** States the gates read (the dictionaries of schemas/specificCar.json, bookManagement.json and staggerShare.json). */
export const GATE_STATES = {
  visitPending: 1,
  disabledInForce: 2,
  ruleInForce: 1,
  bookingHeld: 1,
  staggerCardInForce: 1,
} as const;

/** A document's workflow step the gate takes on a record (engine.call), with the field that names the record. */
export interface GateStep {
  area: string;
  endpoint: string;
  key: string;
}
/** A visitor's steps at the gates (schemas/specificCar.json). */
export const VISIT_STEPS = {
  arrive: { area: 'specificCar', endpoint: 'visitCarArrive', key: 'id' },
  leave: { area: 'specificCar', endpoint: 'visitCarLeave', key: 'id' },
} satisfies Record<string, GateStep>;
/** The steps of each kind of booking: entering, and (错峰预约) leaving. */
const BOOKING_STEPS: Record<'bookRecord' | 'staggerBooking', { enter: GateStep; leave?: GateStep }> = {
  bookRecord: { enter: { area: 'bookManagement', endpoint: 'recordEnter', key: 'bookId' } },
  staggerBooking: {
    enter: { area: 'staggerShare', endpoint: 'bookEnter', key: 'bookId' },
    leave: { area: 'staggerShare', endpoint: 'bookFinish', key: 'bookId' },
  },
};

/** 收费方式 of a 车辆分组 (dictionary feeMode). */
export const GROUP_FEE = { free: 1, monthlyPrice: 2, discount: 3 } as const;

export type GatePass =
  | { kind: 'blacklist'; record: EntityRecord; letIn: boolean }
  | { kind: 'white'; record: EntityRecord; charged: boolean }
  | { kind: 'monthly'; record: EntityRecord; periods: [number, number][]; name: string }
  | { kind: 'group'; record: EntityRecord; group: EntityRecord; feeMode: number; discountRate: number | null; temporary: boolean }
  | { kind: 'booking'; record: EntityRecord; enter: GateStep; leave?: GateStep }
  | { kind: 'visitor'; record: EntityRecord; freeMinutes: number | null }
  | { kind: 'disabled'; record: EntityRecord; rule: EntityRecord | null }
  | { kind: 'temporary' };

export const KIND_OF_PASS: Record<GatePass['kind'], number> = {
  temporary: VEHICLE_KIND.temporary,
  blacklist: VEHICLE_KIND.temporary,
  monthly: VEHICLE_KIND.monthly,
  group: VEHICLE_KIND.temporary,
  white: VEHICLE_KIND.white,
  visitor: VEHICLE_KIND.visitor,
  booking: VEHICLE_KIND.booking,
  disabled: VEHICLE_KIND.disabled,
};

/** 车辆性质 of the order a pass opens: a group at 月卡价 passes as 月卡车, other group members as 临时车 at their treatment. */
export function kindOfPass(pass: GatePass): number {
  return pass.kind === 'group' && pass.feeMode === GROUP_FEE.monthlyPrice ? VEHICLE_KIND.monthly : KIND_OF_PASS[pass.kind];
}

/** Whether the pass is a 月卡车's, which a full park lets in when its 车场管理 says 月卡车满位入场. */
export const isMonthlyPass = (pass: GatePass) => kindOfPass(pass) === VEHICLE_KIND.monthly;

/** The entities the gates read, or null where no document declares one. */
export interface GateStores {
  blackList: EntityStore | null;
  whiteList: EntityStore | null;
  monthlyCard: EntityStore | null;
  bookRecord: EntityStore | null;
  staggerMonthCar: EntityStore | null;
  staggerBooking: EntityStore | null;
  visitCar: EntityStore | null;
  disabledCar: EntityStore | null;
  disabledDiscountRule: EntityStore | null;
  workingDayConfig: EntityStore | null;
  freeDuration: EntityStore | null;
  parkPolicy: EntityStore | null;
  parkGroup: EntityStore | null;
  vehicleGroup: EntityStore | null;
  groupTempCar: EntityStore | null;
}

export function gateStores(engine: Engine, db: Database.Database): GateStores {
  const of = (entity: string) => engine.store(db, entity);
  return {
    blackList: of('blackList'),
    whiteList: of('whiteList'),
    monthlyCard: of('monthlyCard'),
    bookRecord: of('bookRecord'),
    staggerMonthCar: of('staggerMonthCar'),
    staggerBooking: of('staggerBooking'),
    visitCar: of('visitCar'),
    disabledCar: of('disabledCar'),
    disabledDiscountRule: of('disabledDiscountRule'),
    workingDayConfig: of('workingDayConfig'),
    freeDuration: of('freeDuration'),
    parkPolicy: of('parkPolicy'),
    parkGroup: of('parkGroup'),
    vehicleGroup: of('vehicleGroup'),
    groupTempCar: of('groupTempCar'),
  };
}

/** A `[start, end]` validity (texts; a missing end or no period at all is 长期有效) that holds `time`. */
export function periodHolds(period: unknown, time: string): boolean {
  if (!Array.isArray(period) || period.length < 2) return true;
  const [start, end] = period as unknown[];
  return (typeof start !== 'string' || start === '' || start <= time) && (typeof end !== 'string' || end === '' || time <= end);
}

const has = (store: EntityStore | null, ...fields: string[]): store is EntityStore =>
  store !== null && fields.every((f) => store.model.byName.has(f));

/** Records of a plate in a park (or in every park, where the record names none). */
function ofPlate(store: EntityStore | null, plateNo: string, parkId: number, extra = '', args: unknown[] = []): EntityRecord[] {
  if (!has(store, 'plateNo', 'parkId')) return [];
  return store.select(
    `WHERE ${store.col('plateNo')} = ? AND (${store.col('parkId')} = ? OR ${store.col('parkId')} IS NULL) ${extra}`,
    [plateNo, parkId, ...args],
    `ORDER BY ${store.col(store.model.rowKey)} DESC`,
  );
}

/**
 * `00:00–07:30、19:00–23:59` → minute ranges of the day (23:59 ends the day; `19:00–08:00` runs over midnight); an
 * empty text is the whole day.
 */
export function periodsOfText(text: unknown): [number, number][] {
  const minute = (h: string, m: string) => Number(h) * 60 + Number(m);
  const ranges = [...String(text ?? '').matchAll(/(\d{1,2}):(\d{2})\s*[–~-]\s*(\d{1,2}):(\d{2})/g)].flatMap((m): [number, number][] => {
    const start = minute(m[1], m[2]);
    const end = minute(m[3], m[4]) === 23 * 60 + 59 ? 24 * 60 : minute(m[3], m[4]);
    return end > start
      ? [[start, end]]
      : [
          [start, 24 * 60],
          [0, end],
        ];
  });
  return ranges.length ? ranges : [[0, 24 * 60]];
}

/** 车场管理's policy of a park (schemas/specificCar.json `parkPolicy`): its values, or the platform's defaults. */
function parkPolicy(store: EntityStore | null, parkId: number) {
  const [row] = has(store, 'parkId') ? store.select(`WHERE ${store.col('parkId')} = ?`, [parkId], 'LIMIT 1') : [];
  const minutes = row?.visitorFreeMinutes;
  return {
    /** 黑名单处理方式 2 告警放行 (1 拦截, the default). */
    blackLetIn: Number(row?.blackHandle) === 2,
    whiteCharged: Number(row?.whiteCharge) === 1,
    visitorFreeMinutes: minutes === null || minutes === undefined || minutes === '' ? null : Number(minutes),
    /** 月卡车满位入场 (on unless the park says otherwise). */
    fullMonthlyEntry: row ? Number(row.fullMonthlyEntry) === 1 : true,
  };
}

/** Whether the park's lane lets the pass in when the park is full: a 月卡车 where 车场管理 allows it, nobody else. */
export function fullParkLetsIn(stores: GateStores, pass: GatePass, parkId: number): boolean {
  return isMonthlyPass(pass) && parkPolicy(stores.parkPolicy, parkId).fullMonthlyEntry;
}

const inPeriod = (record: EntityRecord, time: string) => periodHolds(record.validPeriod, time);

/** The enabled 车辆分组 that treats `plateNo` in `parkId` at `time`: as a member, or through a 分组临时车 registration. */
function groupPass(stores: GateStores, plateNo: string, parkId: number, time: string): GatePass | null {
  const g = stores.vehicleGroup;
  if (!has(g, 'groupMembers', 'scopeParkIds', 'feeMode', 'groupStatus')) return null;
  const pass = (record: EntityRecord, group: EntityRecord, temporary: boolean): GatePass => ({
    kind: 'group',
    record,
    group,
    feeMode: Number(group.feeMode),
    discountRate: group.discountRate === null || group.discountRate === undefined ? null : Number(group.discountRate),
    temporary,
  });
  const members = g
    .select(
      `WHERE ${g.col('groupStatus')} = 1 AND EXISTS (SELECT 1 FROM json_each(${g.col('scopeParkIds')}) WHERE json_each.value IN (?, ?))
       AND EXISTS (SELECT 1 FROM json_each(${g.col('groupMembers')}) WHERE json_extract(json_each.value, '$.plateNo') = ?)`,
      [parkId, String(parkId), plateNo],
      `ORDER BY ${g.col(g.model.rowKey)}`,
    )
    .filter((group) => inPeriod(group, time));
  if (members[0]) return pass(members[0], members[0], false);
  const t = stores.groupTempCar;
  if (!has(t, 'groupId', 'validPeriod')) return null;
  for (const car of ofPlate(t, plateNo, parkId).filter((r) => inPeriod(r, time))) {
    const group = g.find(Number(car.groupId));
    if (group && Number(group.groupStatus) === 1 && inPeriod(group, time)) return pass(car, group, true);
  }
  return null;
}

/** The parks whose 月卡 holds in `parkId`: the park, and the parks of an enabled 车场分组 with 月卡互通 that holds it. */
function monthlyParks(store: EntityStore | null, parkId: number): number[] {
  if (!has(store, 'groupParkIds', 'shareMonthly', 'groupStatus')) return [parkId];
  const groups = store.select(`WHERE ${store.col('groupStatus')} = 1 AND ${store.col('shareMonthly')} = 1`, []);
  const parks = groups.map((g) => (Array.isArray(g.groupParkIds) ? g.groupParkIds.map(Number) : [])).filter((ids) => ids.includes(parkId));
  return [...new Set([parkId, ...parks.flat()])];
}

/** The pass of `plateNo` at a lane of `parkId` at `time` (China time text `YYYY-MM-DD HH:mm:ss`). */
export function gatePass(stores: GateStores, plateNo: string, parkId: number, time: string): GatePass {
  const today = time.slice(0, 10);
  const policy = parkPolicy(stores.parkPolicy, parkId);
  const black = ofPlate(stores.blackList, plateNo, parkId).find((r) => periodHolds(r.validPeriod, time));
  if (black) return { kind: 'blacklist', record: black, letIn: policy.blackLetIn };
  const white = ofPlate(stores.whiteList, plateNo, parkId).find((r) => periodHolds(r.validPeriod, time));
  if (white) return { kind: 'white', record: white, charged: policy.whiteCharged };
  if (has(stores.monthlyCard, 'beginDate', 'endDate')) {
    const c = stores.monthlyCard;
    const parks = monthlyParks(stores.parkGroup, parkId);
    const [card] = c.select(
      `WHERE ${c.col('plateNo')} = ? AND ${c.col('parkId')} IN (${parks.map(() => '?').join(', ')}) AND ${c.col('beginDate')} <= ? AND ${c.col('endDate')} >= ?`,
      [plateNo, ...parks, today, today, parkId],
      `ORDER BY ${c.col('parkId')} = ? DESC LIMIT 1`,
    );
    if (card)
      return { kind: 'monthly', record: card, periods: periodsOfText(card.periodText), name: `月卡 ${String(card.ruleName ?? '')}` };
  }
  if (has(stores.staggerMonthCar, 'beginDate', 'endDate', 'cardStatus')) {
    const c = stores.staggerMonthCar;
    const [card] = ofPlate(
      c,
      plateNo,
      parkId,
      `AND ${c.col('cardStatus')} = ? AND ${c.col('beginDate')} <= ? AND ${c.col('endDate')} >= ?`,
      [GATE_STATES.staggerCardInForce, today, today],
    );
    if (card)
      return { kind: 'monthly', record: card, periods: periodsOfText(card.periodText), name: `错峰月卡 ${String(card.ruleText ?? '')}` };
  }
  const group = groupPass(stores, plateNo, parkId, time);
  if (group) return group;
  for (const entity of ['bookRecord', 'staggerBooking'] as const) {
    const b = stores[entity];
    if (!has(b, 'bookStart', 'bookEnd', 'bookStatus')) continue;
    const [booking] = ofPlate(
      b,
      plateNo,
      parkId,
      `AND ${b.col('bookStatus')} = ? AND ${b.col('bookStart')} <= ? AND ${b.col('bookEnd')} >= ?`,
      [GATE_STATES.bookingHeld, time, time],
    );
    if (booking) return { kind: 'booking', record: booking, ...BOOKING_STEPS[entity] };
  }
  if (has(stores.visitCar, 'visitStatus', 'arriveStart', 'arriveEnd')) {
    const v = stores.visitCar;
    const [visit] = ofPlate(
      v,
      plateNo,
      parkId,
      `AND ${v.col('visitStatus')} = ? AND ${v.col('arriveStart')} <= ? AND ${v.col('arriveEnd')} >= ?`,
      [GATE_STATES.visitPending, time, time],
    );
    if (visit) return { kind: 'visitor', record: visit, freeMinutes: policy.visitorFreeMinutes };
  }
  if (has(stores.disabledCar, 'carStatus', 'validBeginDate', 'validEndDate')) {
    const d = stores.disabledCar;
    const [car] = ofPlate(
      d,
      plateNo,
      parkId,
      `AND ${d.col('carStatus')} = ? AND ${d.col('validBeginDate')} <= ? AND ${d.col('validEndDate')} >= ?`,
      [GATE_STATES.disabledInForce, today, today],
    );
    if (car) return { kind: 'disabled', record: car, rule: disabledRule(stores.disabledDiscountRule, parkId, today) };
  }
  return { kind: 'temporary' };
}

/** The park's 残疾人优惠规则 in force on `date`, if any. */
function disabledRule(store: EntityStore | null, parkId: number, date: string): EntityRecord | null {
  if (!has(store, 'parkId', 'ruleStatus', 'validBeginDate', 'validEndDate')) return null;
  const [rule] = store.select(
    `WHERE ${store.col('parkId')} = ? AND ${store.col('ruleStatus')} = ? AND ${store.col('validBeginDate')} <= ? AND (${store.col('validEndDate')} IS NULL OR ${store.col('validEndDate')} >= ?)`,
    [parkId, GATE_STATES.ruleInForce, date, date],
    'LIMIT 1',
  );
  return rule ?? null;
}
