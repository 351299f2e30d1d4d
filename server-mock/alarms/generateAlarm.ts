import { formatChinaTime } from '../db/time';
import { PARK_NAMES, PLATE_CHARS, PLATE_LETTERS, PROVINCES, ADDRESSES } from '../db/zhData';
import type { Prng } from '../db/prng';
import type { AlarmKind } from './alarmKinds';

/** One alarm push message (spec shell.md §3) and the record the platform keeps of it. */
export interface GeneratedAlarm {
  message: Record<string, string | number> & { msgType: AlarmKind };
  /** Entity fields of the record written with it (each entity's own field names, docs/wire-protocol.md "Alarm target lists"). */
  records: Record<string, unknown>[];
}

const LOCATIONS = ['东门入口', '西门入口', '南门出口', '北门入口', 'B1层入口', '地面出口'];
const VIDEO_TYPES = ['枪机', '球机', '高位视频', '视频桩'];
const CHARGE_STATIONS = ['西湖区文三路充电站', '滨江区江南大道充电站', '上城区复兴路充电站', '萧山区市心路充电站'];
const FAIL_REASONS = ['道闸控制器未响应', '车场网络中断', '白名单容量已满', '车牌号格式不被设备支持'];
const TEMPERATURE_ALARMS = [
  { alarmName: '高温告警', alarmTypeText: '一级告警', min: 60, max: 75 },
  { alarmName: '温升过快告警', alarmTypeText: '二级告警', min: 45, max: 59 },
];

export function randomPlate(rng: Prng): string {
  return `${rng.pick(PROVINCES)}${rng.pick([...PLATE_LETTERS])}${rng.chars(PLATE_CHARS, 5)}`;
}

const devCode = (rng: Prng, prefix: string) => `${prefix}${rng.chars('0123456789', 8)}`;

function pickSome<T>(rng: Prng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]);
  return out;
}

/** What a gate saw, when the alarm comes from a vehicle at a lane (traffic/): the plate, its colour, the park and the lane. */
export interface AlarmFacts {
  /** When the gate saw it (ms); default the feed's now. */
  time?: number;
  plateNo?: string;
  plateColor?: number;
  parkName?: string;
  location?: string;
  /** The device of a device alarm (a pile of 充电平台 that went offline): its name, code and address. */
  device?: { devName: string; devCode: string; address: string };
}

/**
 * A realistic alarm of `msgType` at `now`. `known.plateNo` (a plate on the blacklist or with arrears, when the
 * caller has one) makes the blacklist and arrears alarms name a vehicle the console's lists know; the other facts
 * of a gate event name its park and lane.
 */
export function generateAlarm(msgType: AlarmKind, rng: Prng, now: number, known: AlarmFacts = {}): GeneratedAlarm {
  const alarmTime = formatChinaTime(now);
  const parkName = known.parkName ?? rng.pick(PARK_NAMES);
  const plateNo = known.plateNo ?? randomPlate(rng);
  const plateColor = known.plateColor ?? 1;
  switch (msgType) {
    case 1: {
      const location = known.location ?? rng.pick(LOCATIONS);
      return {
        message: { msgType, plateNo, parkName, location, alarmTime },
        records: [{ plateNo, plateColor, parkName, location, alarmTime, alarmReason: '黑名单车辆入场', status: 1 }],
      };
    }
    case 2: {
      const deviceTypeText = rng.pick(VIDEO_TYPES);
      const deviceName = `${parkName.slice(0, 4)}${rng.int(1, 12)}号${deviceTypeText}`;
      const code = devCode(rng, 'VD');
      const address = rng.pick(ADDRESSES);
      return {
        message: { msgType, deviceName, devCode: code, deviceTypeText, parkName, address, alarmTime },
        records: [{ deviceName, devCode: code, deviceTypeText, parkName, address, offlineTime: alarmTime, status: 1 }],
      };
    }
    case 3: {
      const syncType = rng.int(1, 3);
      const context = rng.pick(FAIL_REASONS);
      return {
        message: { msgType, plateNo, parkName, syncType, context, alarmTime },
        records: [{ plateNo, parkName, syncStatus: 2, syncType, failReason: context, cardType: 1, beginTime: alarmTime }],
      };
    }
    case 4: {
      const address = known.device?.address ?? rng.pick(CHARGE_STATIONS);
      const devName = known.device?.devName ?? `${address.slice(3, 7)}${rng.int(1, 20)}号快充桩`;
      const code = known.device?.devCode ?? devCode(rng, 'CP');
      return {
        message: { msgType, devName, devCode: code, address, alarmTime },
        records: [{ devName, devCode: code, address, offlineTime: alarmTime, status: 1 }],
      };
    }
    case 5: {
      const address = rng.pick(CHARGE_STATIONS);
      const piles = Array.from({ length: rng.int(2, 4) }, (_, i) => ({
        devName: `${address.slice(3, 7)}${i + 1}号快充桩`,
        devCode: devCode(rng, 'CP'),
      }));
      return {
        message: { msgType, devNum: piles.length, devNames: piles.map((p) => p.devName).join('、'), address, alarmTime },
        records: piles.map((p) => ({ ...p, address, offlineTime: alarmTime, status: 1 })),
      };
    }
    case 6: {
      const location = known.location ?? rng.pick(LOCATIONS);
      const orderId = `P${formatChinaTime(now).replace(/\D/g, '')}${rng.chars('0123456789', 4)}`;
      return {
        message: { msgType, plateNo, parkName, location, orderId, alarmTime },
        records: [
          {
            plateNo,
            plateColor,
            parkName,
            isParking: 1,
            lastInTime: alarmTime,
            arrearsCount: rng.int(1, 6),
            arrearsMoney: rng.int(500, 30000) / 100,
          },
        ],
      };
    }
    case 7: {
      const parking = rng.chance(0.5);
      const kind = rng.pick(TEMPERATURE_ALARMS);
      const temperature = (rng.int(kind.min * 10, kind.max * 10) / 10).toFixed(1);
      const deviceTypeName = parking ? '测温相机' : '充电桩';
      const address = parking ? parkName : rng.pick(CHARGE_STATIONS);
      const deviceName = `${address.slice(0, 4)}${rng.int(1, 9)}号${deviceTypeName}`;
      const base = { deviceName, deviceTypeName, address, alarmName: kind.alarmName, alarmTypeText: kind.alarmTypeText, alarmTime };
      return {
        message: { msgType, ...base, addressType: parking ? 1 : 2, context: `当前温度${temperature}℃`, type: parking ? 1 : 2 },
        records: [{ ...base, activeName: parking ? 'parking' : 'charging', temperature: Number(temperature), status: 1 }],
      };
    }
    case 8: {
      const parks = pickSome(rng, PARK_NAMES, rng.int(2, 3));
      const devices = parks.map((p, i) => ({ deviceName: `${p.slice(0, 4)}${i + 1}号枪机`, devCode: devCode(rng, 'VD'), parkName: p }));
      return {
        message: {
          msgType,
          devNum: devices.length,
          devNames: devices.map((d) => d.deviceName).join('、'),
          parkNames: parks.join('、'),
          alarmTime,
        },
        records: devices.map((d) => ({ ...d, deviceTypeText: '枪机', offlineTime: alarmTime, status: 1 })),
      };
    }
    case 9: {
      const certCode = `DK${rng.chars('0123456789', 10)}`;
      return { message: { msgType, parkName, certCode, alarmTime }, records: [{ parkName, certCode, offlineTime: alarmTime, status: 1 }] };
    }
    case 10: {
      const parks = pickSome(rng, PARK_NAMES, rng.int(2, 4));
      return {
        message: { msgType, parkNum: parks.length, parkNames: parks.join('、'), alarmTime },
        records: parks.map((p) => ({ parkName: p, certCode: `DK${rng.chars('0123456789', 10)}`, offlineTime: alarmTime, status: 1 })),
      };
    }
  }
}
