import { PARK_NAMES } from '../../db/zhData';

/**
 * Option lists of the shared dictionaries (schemas/common/fields.json): gates, berths, the management area tree,
 * the city tree, toll collectors and appeal handlers. The parks are those of the shared `park` dictionary
 * (parks.ts: parkId 1001 + index of PARK_NAMES).
 */

/** 管理区域 (areas/tree): two levels, `{areaId, areaName, children}`. */
export const AREA_TREE = [
  {
    areaId: 1,
    areaName: '西湖片区',
    children: [
      { areaId: 101, areaName: '西湖文化广场片区' },
      { areaId: 102, areaName: '黄龙片区' },
      { areaId: 103, areaName: '文三路片区' },
    ],
  },
  {
    areaId: 2,
    areaName: '武林片区',
    children: [
      { areaId: 201, areaName: '武林广场片区' },
      { areaId: 202, areaName: '湖滨片区' },
    ],
  },
  {
    areaId: 3,
    areaName: '钱江新城片区',
    children: [
      { areaId: 301, areaName: '市民中心片区' },
      { areaId: 302, areaName: '杭州东站片区' },
    ],
  },
  {
    areaId: 4,
    areaName: '滨江萧山片区',
    children: [
      { areaId: 401, areaName: '滨江片区' },
      { areaId: 402, areaName: '萧山机场片区' },
    ],
  },
];

/** 城市 (cityTree): province → city → district, `{cityCode, cityName, children}` with the national division codes. */
export const CITY_TREE = [
  {
    cityCode: 330000,
    cityName: '浙江省',
    children: [
      {
        cityCode: 330100,
        cityName: '杭州市',
        children: [
          { cityCode: 330102, cityName: '上城区' },
          { cityCode: 330105, cityName: '拱墅区' },
          { cityCode: 330106, cityName: '西湖区' },
          { cityCode: 330108, cityName: '滨江区' },
          { cityCode: 330109, cityName: '萧山区' },
        ],
      },
      {
        cityCode: 330200,
        cityName: '宁波市',
        children: [
          { cityCode: 330203, cityName: '海曙区' },
          { cityCode: 330212, cityName: '鄞州区' },
        ],
      },
      {
        cityCode: 330300,
        cityName: '温州市',
        children: [
          { cityCode: 330302, cityName: '鹿城区' },
          { cityCode: 330304, cityName: '瓯海区' },
        ],
      },
    ],
  },
];

/** Where each park lies: its area path and city path (values of the two trees), and whether it is roadside. */
export const PARK_PLACES: Record<number, { areaPath: number[]; cityPath: number[]; roadside: boolean }> = {
  1001: { areaPath: [1, 101], cityPath: [330000, 330100, 330105], roadside: false },
  1002: { areaPath: [2, 201], cityPath: [330000, 330100, 330105], roadside: false },
  1003: { areaPath: [3, 301], cityPath: [330000, 330100, 330102], roadside: false },
  1004: { areaPath: [1, 103], cityPath: [330000, 330100, 330105], roadside: false },
  1005: { areaPath: [4, 401], cityPath: [330000, 330100, 330108], roadside: false },
  1006: { areaPath: [1, 102], cityPath: [330000, 330100, 330106], roadside: false },
  1007: { areaPath: [2, 202], cityPath: [330000, 330100, 330102], roadside: false },
  1008: { areaPath: [4, 402], cityPath: [330000, 330100, 330109], roadside: false },
  1009: { areaPath: [3, 302], cityPath: [330000, 330100, 330102], roadside: false },
  1010: { areaPath: [1, 103], cityPath: [330000, 330100, 330106], roadside: true },
};

/**
 * 泊位数 of each park of the shared `park` dictionary: the closed parks' berths (车场管理 shows the same 泊位数) and
 * the roadside park's 40 berths (BERTHS below). The park option list carries them as `berthCount`, and occupancy
 * and turnover figures (schemas/statisticalForm.json) divide by them.
 */
export const PARK_BERTHS: Record<number, number> = {
  1001: 620,
  1002: 480,
  1003: 350,
  1004: 1200,
  1005: 900,
  1006: 400,
  1007: 560,
  1008: 2600,
  1009: 1500,
  1010: 40,
};

/** A park name without its kind (西湖文化广场停车场 → 西湖文化广场), for gate labels. */
export const shortParkName = (name: string) => name.replace(/(地下停车库|停车场|路内停车泊位)$/, '');

const GATE_NAMES = ['东门入口', '东门出口', '北门入口', '北门出口'];

/** 出入口 (gateInfos/chosen): gates of the closed parks, `{gateId, gateName, parkId, gateType}` (gateType 1 入口, 2 出口). */
export const GATES = PARK_NAMES.flatMap((parkName, i) => {
  const parkId = 1001 + i;
  if (PARK_PLACES[parkId]?.roadside) return [];
  const count = i % 3 === 0 ? 4 : 2;
  return GATE_NAMES.slice(0, count).map((gate, g) => ({
    gateId: parkId * 10 + g + 1,
    gateName: `${shortParkName(parkName)}·${gate}`,
    parkId,
    gateType: gate.endsWith('入口') ? 1 : 2,
  }));
});

/** 泊位 (berthInfos/chosen): roadside berths of 文三路 (WS-001…) and the surface berths of 钱江新城市民中心 (QJ-A01…). */
export const BERTHS = [
  ...Array.from({ length: 40 }, (_, i) => ({ berthId: 50001 + i, berthNo: `WS-${String(i + 1).padStart(3, '0')}`, parkId: 1010 })),
  ...Array.from({ length: 20 }, (_, i) => ({ berthId: 50101 + i, berthNo: `QJ-A${String(i + 1).padStart(2, '0')}`, parkId: 1003 })),
];

/** 收费员 (collector/getCollectors): `{collectorId, collectorName, collectorNo, parkId}`. */
export const COLLECTORS = [
  { collectorId: 3001, collectorName: '王建军', collectorNo: 'SF1001', parkId: 1010 },
  { collectorId: 3002, collectorName: '李秀英', collectorNo: 'SF1002', parkId: 1010 },
  { collectorId: 3003, collectorName: '张国平', collectorNo: 'SF1003', parkId: 1010 },
  { collectorId: 3004, collectorName: '刘海燕', collectorNo: 'SF1004', parkId: 1003 },
  { collectorId: 3005, collectorName: '陈志明', collectorNo: 'SF1005', parkId: 1003 },
  { collectorId: 3006, collectorName: '杨丽娟', collectorNo: 'SF1006', parkId: 1006 },
];

/** 申诉处理人 (appeal/handleUser/chosen): the customer-service staff who handle order appeals, `{userId, userName}`. */
export const APPEAL_HANDLERS = [
  { userId: 2001, userName: '张静' },
  { userId: 2002, userName: '刘洋' },
  { userId: 2003, userName: '陈晓东' },
  { userId: 2004, userName: '林芳' },
  { userId: 2005, userName: '何建华' },
];
