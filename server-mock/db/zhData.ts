/** Chinese vocabulary the seed draws from. */
export const PROVINCES = ['浙', '沪', '苏', '皖', '京', '粤', '闽', '赣', '鲁', '川'];
export const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
export const PLATE_CHARS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const PARK_NAMES = [
  '西湖文化广场停车场',
  '武林广场地下停车库',
  '钱江新城市民中心停车场',
  '城西银泰城停车场',
  '滨江宝龙城停车场',
  '黄龙体育中心停车场',
  '湖滨银泰in77停车场',
  '萧山国际机场P2停车场',
  '杭州东站西广场停车场',
  '文三路路内停车泊位',
];

export const DEVICES = ['出口道闸', '入口抬杆', '视频桩', '高位视频相机', '地磁检测器', '充电桩', '自助缴费机'];

export const APPEAL_REASONS = ['出场时间记录有误', '重复扣费', '车牌识别错误', '优惠券未抵扣', '实际未停车却产生订单'];

export const COMPANIES = [
  '杭州云泊停车管理有限公司',
  '宁波海曙智慧停车有限公司',
  '温州鹿城城市停车管理有限公司',
  '绍兴越城停车服务有限公司',
  '嘉兴南湖泊车运营有限公司',
  '湖州吴兴智慧交通科技有限公司',
];

export const ADDRESSES = ['浙江省杭州市西湖区文三路478号', '浙江省宁波市海曙区中山西路88号', '浙江省温州市鹿城区车站大道577号'];
