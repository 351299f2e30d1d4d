/**
 * The closed parks of 车场管理 › 场内车场 (schemas/parkingManage.json) and their lanes. The parks are those of the
 * shared `park` dictionary (services/sharedOptions/parks.ts PARKS, parkId 1001 + index) that are not roadside; the lanes are their
 * gates (services/sharedOptions/data.ts GATES keep their ids and names) plus further lanes up to the lanes each park holds in
 * the licence pool (services/systemManage/seed.ts POOL_SEED), so 车道数 agrees with 授权管理.
 */
import { POOL_SEED } from '../systemManage/seed';
import { PARK_NAMES } from '../../db/zhData';
import { BERTHS, GATES, PARK_BERTHS, PARK_PLACES } from '../sharedOptions/data';

export const PARK_ENTITY = 'insidePark';
export const LANE_ENTITY = 'parkLane';

/** Lane types (dictionary laneType): 1 入口, 2 出口, 3 出入口. */
export const LANE_TYPE = { entry: 1, exit: 2, both: 3 } as const;
export const LANE_ENABLED = 1;
export const LANE_DISABLED = 0;

interface ParkFacts {
  parkNo: string;
  address: string;
  contactName: string;
  contactPhone: string;
  /** 1 营业中, 2 暂停营业. */
  parkStatus: number;
}

const FACTS: Record<number, ParkFacts> = {
  1001: {
    parkNo: 'P330105001',
    address: '杭州市拱墅区环城北路西湖文化广场地下一层',
    contactName: '周建平',
    contactPhone: '13857101234',
    parkStatus: 1,
  },
  1002: {
    parkNo: 'P330105002',
    address: '杭州市拱墅区武林广场1号地下二层',
    contactName: '沈丽华',
    contactPhone: '13906812345',
    parkStatus: 1,
  },
  1003: {
    parkNo: 'P330102001',
    address: '杭州市上城区解放东路18号市民中心',
    contactName: '陈国强',
    contactPhone: '13588023456',
    parkStatus: 1,
  },
  1004: {
    parkNo: 'P330105003',
    address: '杭州市拱墅区丰潭路380号城西银泰城',
    contactName: '何晓东',
    contactPhone: '13735834567',
    parkStatus: 1,
  },
  1005: {
    parkNo: 'P330108001',
    address: '杭州市滨江区滨盛路3867号宝龙城',
    contactName: '王芳',
    contactPhone: '15157145678',
    parkStatus: 1,
  },
  1006: {
    parkNo: 'P330106001',
    address: '杭州市西湖区黄龙路1号黄龙体育中心',
    contactName: '李伟',
    contactPhone: '18867156789',
    parkStatus: 2,
  },
  1007: {
    parkNo: 'P330102002',
    address: '杭州市上城区延安路258号湖滨银泰in77',
    contactName: '吴敏',
    contactPhone: '13967867890',
    parkStatus: 1,
  },
  1008: {
    parkNo: 'P330109001',
    address: '杭州市萧山区空港大道萧山国际机场P2停车楼',
    contactName: '郑磊',
    contactPhone: '13588678901',
    parkStatus: 1,
  },
  1009: {
    parkNo: 'P330102003',
    address: '杭州市上城区天城路1号杭州东站西广场地下',
    contactName: '林静',
    contactPhone: '15258789012',
    parkStatus: 1,
  },
};

/** Names of the lanes after a park's gates, in order. */
const MORE_LANES = ['西门入口', '西门出口', '南门出入口', '地库出入口'];
const GATE_ORDER = ['东门入口', '东门出口', '北门入口', '北门出口'];

const laneTypeOf = (name: string) => (name.endsWith('出入口') ? LANE_TYPE.both : name.endsWith('入口') ? LANE_TYPE.entry : LANE_TYPE.exit);

/** The lanes each park holds in the licence pool. */
function licensedLanes(parkId: number): number {
  return POOL_SEED.flatMap((pool) => pool.parks).reduce((sum, [id, lanes]) => (id === parkId ? sum + lanes : sum), 0);
}

export interface LaneSeed {
  id: number;
  parkId: number;
  laneName: string;
  laneCode: string;
  laneType: number;
  cameraIp: string;
  laneStatus: number;
}

export interface ParkSeed extends ParkFacts {
  id: number;
  /** 泊位数: the shared PARK_BERTHS (the park option list's berthCount). */
  berthNum: number;
  parkName: string;
  areaId: number[];
}

/** The closed parks, in parkId order. */
export const INSIDE_PARKS: ParkSeed[] = PARK_NAMES.flatMap((parkName, i) => {
  const id = 1001 + i;
  const place = PARK_PLACES[id];
  const facts = FACTS[id];
  if (!place || place.roadside || !facts) return [];
  return [{ id, parkName, areaId: place.areaPath, berthNum: PARK_BERTHS[id] ?? 0, ...facts }];
});

/**
 * The lanes of every closed park: its gates first (same ids and names as the 出入口 option list), then more lanes up
 * to its licensed count. Codes are CD + parkId + two digits; 地库出入口 of 西湖文化广场 is 停用 (under repair).
 * A function, read when seeding: the licence pool's module imports the shared option lists, which import this one.
 */
export const laneSeed = (): LaneSeed[] =>
  INSIDE_PARKS.flatMap((park, p) => {
    const gates = GATES.filter((g) => g.parkId === park.id);
    const count = Math.max(gates.length, licensedLanes(park.id));
    const names = [...GATE_ORDER, ...MORE_LANES];
    return Array.from({ length: count }, (_, i) => {
      const gate = gates[i];
      const laneName = gate ? gate.gateName.split('·').pop()! : names[i];
      return {
        id: gate?.gateId ?? park.id * 10 + i + 1,
        parkId: park.id,
        laneName,
        laneCode: `CD${park.id}${String(i + 1).padStart(2, '0')}`,
        laneType: laneTypeOf(laneName),
        cameraIp: `192.168.${10 + p}.${101 + i}`,
        laneStatus: park.id === 1001 && laneName === '地库出入口' ? LANE_DISABLED : LANE_ENABLED,
      };
    });
  });

export const ROADSIDE_ENTITY = 'roadsidePark';
export const BERTH_ENTITY = 'roadsideBerth';
export const CONTROL_ENTITY = 'laneControlRecord';

/** 控制状态 of a lane (dictionary controlState) and the 控制指令 that sets it (controlCommand: the same values). */
export const CONTROL_STATE = { normal: 1, open: 2, closed: 3 } as const;

export interface RoadsideParkSeed extends ParkFacts {
  id: number;
  parkName: string;
  areaId: number[];
  street: string;
  berthNum: number;
  feeRule: string;
  feePeriod: string;
}

const ROADSIDE_FACTS: Record<number, Omit<RoadsideParkSeed, 'id' | 'parkName' | 'areaId' | 'berthNum'>> = {
  1010: {
    parkNo: 'R330106001',
    street: '西溪街道',
    feeRule: '首小时5元，之后每半小时2元，单次封顶40元',
    feePeriod: '07:30-21:00',
    address: '杭州市西湖区文三路（学院路至古翠路段）南侧',
    contactName: '王建军',
    contactPhone: '13757112345',
    parkStatus: 1,
  },
};

/** The roadside parks of the shared `park` dictionary (PARK_PLACES roadside), with their 泊位数 from PARK_BERTHS. */
export const ROADSIDE_PARKS: RoadsideParkSeed[] = PARK_NAMES.flatMap((parkName, i) => {
  const id = 1001 + i;
  const place = PARK_PLACES[id];
  const facts = ROADSIDE_FACTS[id];
  if (!place?.roadside || !facts) return [];
  return [{ id, parkName, areaId: place.areaPath, berthNum: PARK_BERTHS[id] ?? 0, ...facts }];
});

export interface BerthSeed {
  id: number;
  parkId: number;
  berthNo: string;
  berthType: number;
  detectType: number;
  detectNo: string;
  berthStatus: number;
}

/**
 * The berths of the shared 泊位 option list (sharedOptions/data.ts BERTHS keep their ids and numbers): 文三路's
 * roadside berths watched by geomagnetic detectors, 市民中心's surface berths by video poles. Every tenth is a
 * new-energy berth, the first of every twenty barrier-free; WS-013 and QJ-A07 are 禁用 (road works, a broken pole).
 */
export const berthSeed = (): BerthSeed[] =>
  BERTHS.map((b, i) => {
    const n = Number(b.berthNo.replace(/\D/g, ''));
    const roadside = b.parkId === 1010;
    const disabled = b.berthNo === 'WS-013' || b.berthNo === 'QJ-A07';
    return {
      id: b.berthId,
      parkId: b.parkId,
      berthNo: b.berthNo,
      berthType: n % 20 === 1 ? 3 : n % 10 === 0 ? 2 : 1,
      detectType: roadside ? 1 : 2,
      detectNo: roadside ? `DC${b.parkId}${String(n).padStart(3, '0')}` : `SP${b.parkId}A${String(n).padStart(2, '0')}`,
      berthStatus: disabled ? 3 : i % 3 === 1 ? 2 : 1,
    };
  });
