/**
 * The charging stations of the platform and the kinds of their piles: one vocabulary for 充电平台
 * (schemas/chargingPlatform.json) and for the alarm feed's charging records (充电桩离线记录, 温度异常告警记录（充电）,
 * services/alarmTargets), so that an alarm's 充电站地址 is a station the 充电站 screen lists.
 */

export const CHARGING_PILE_KINDS = ['直流快充桩', '交流慢充桩'];

export interface ChargingStation {
  stationId: number;
  stationName: string;
  operatorName: string;
  address: string;
  /** The car park it lies in (1001–1010), or null for a station of its own. */
  parkId: number | null;
  openHours: string;
  /** 1 运营中, 2 建设中, 3 停运. */
  stationStatus: number;
  /** Piles of each kind: direct current, alternating current. */
  dcPiles: number;
  acPiles: number;
  /** 直流快充桩 rated power, kW. */
  dcPower: number;
  /** 交流慢充桩 rated power, kW. */
  acPower: number;
  contactPhone: string;
}

export const CHARGING_STATIONS: readonly ChargingStation[] = [
  {
    stationId: 1,
    stationName: '文三路充电站',
    operatorName: '杭州城投智慧停车有限公司',
    address: '浙江省杭州市西湖区文三路478号充电站',
    parkId: 1010,
    openHours: '00:00-24:00',
    stationStatus: 1,
    dcPiles: 6,
    acPiles: 8,
    dcPower: 120,
    acPower: 7,
    contactPhone: '0571-88231456',
  },
  {
    stationId: 2,
    stationName: '钱江路充电站',
    operatorName: '杭州城投智慧停车有限公司',
    address: '浙江省杭州市上城区钱江路1366号充电站',
    parkId: 1003,
    openHours: '06:00-24:00',
    stationStatus: 1,
    dcPiles: 8,
    acPiles: 6,
    dcPower: 160,
    acPower: 7,
    contactPhone: '0571-86017788',
  },
  {
    stationId: 3,
    stationName: '江南大道充电站',
    operatorName: '浙江星能充电科技有限公司',
    address: '浙江省杭州市滨江区江南大道3850号充电站',
    parkId: 1005,
    openHours: '00:00-24:00',
    stationStatus: 1,
    dcPiles: 8,
    acPiles: 4,
    dcPower: 120,
    acPower: 11,
    contactPhone: '0571-87702210',
  },
  {
    stationId: 4,
    stationName: '莫干山路超充站',
    operatorName: '浙江星能充电科技有限公司',
    address: '浙江省杭州市拱墅区莫干山路1177号充电站',
    parkId: null,
    openHours: '00:00-24:00',
    stationStatus: 1,
    dcPiles: 10,
    acPiles: 2,
    dcPower: 240,
    acPower: 7,
    contactPhone: '0571-88092365',
  },
  {
    stationId: 5,
    stationName: '天童南路充电站',
    operatorName: '宁波港城新能源运营有限公司',
    address: '浙江省宁波市鄞州区天童南路588号充电站',
    parkId: null,
    openHours: '07:00-23:00',
    stationStatus: 2,
    dcPiles: 4,
    acPiles: 6,
    dcPower: 60,
    acPower: 7,
    contactPhone: '0574-87351120',
  },
];

/** Charging stations (充电站地址 of charging piles). */
export const STATION_ADDRESSES = CHARGING_STATIONS.map((s) => s.address);
