/** Option lists of the bulletin area (schemas/sysBulletin.json dictionaries: labelKey / valueKey as declared there). */

/** dicType bulletinCategory: category 2 is the one the announcement bar shows. */
export const BULLETIN_CATEGORIES = [
  { dictValue: 1, dictName: '系统公告' },
  { dictValue: 2, dictName: '运营公告' },
  { dictValue: 3, dictName: '维护通知' },
];

/** GET /basic/v2/api/sysDicts/findByDicType?dicType=… */
export const SYS_DICTS: Readonly<Record<string, { dictValue: number; dictName: string }[]>> = {
  bulletinCategory: BULLETIN_CATEGORIES,
};

export const DEALER_TYPES = [
  { dealerType: 1, dealerTypeName: '停车运营商' },
  { dealerType: 2, dealerTypeName: '充电运营商' },
  { dealerType: 3, dealerTypeName: '停车充电综合运营商' },
];

export const PROVINCES = [
  { addrCode: '330000', addrName: '浙江省' },
  { addrCode: '310000', addrName: '上海市' },
  { addrCode: '320000', addrName: '江苏省' },
  { addrCode: '340000', addrName: '安徽省' },
  { addrCode: '440000', addrName: '广东省' },
];

export const CITIES = [
  { addrCode: '330100', addrName: '杭州市', parentCode: '330000' },
  { addrCode: '330200', addrName: '宁波市', parentCode: '330000' },
  { addrCode: '330300', addrName: '温州市', parentCode: '330000' },
  { addrCode: '330400', addrName: '嘉兴市', parentCode: '330000' },
  { addrCode: '330500', addrName: '湖州市', parentCode: '330000' },
  { addrCode: '330600', addrName: '绍兴市', parentCode: '330000' },
  { addrCode: '310100', addrName: '上海市', parentCode: '310000' },
  { addrCode: '320100', addrName: '南京市', parentCode: '320000' },
  { addrCode: '320200', addrName: '无锡市', parentCode: '320000' },
  { addrCode: '320500', addrName: '苏州市', parentCode: '320000' },
  { addrCode: '340100', addrName: '合肥市', parentCode: '340000' },
  { addrCode: '340200', addrName: '芜湖市', parentCode: '340000' },
  { addrCode: '440100', addrName: '广州市', parentCode: '440000' },
  { addrCode: '440300', addrName: '深圳市', parentCode: '440000' },
];

export const citiesOf = (parentCode: string) => CITIES.filter((c) => c.parentCode === parentCode);
