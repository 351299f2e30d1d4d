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

/** Fault reports of the seed: a title and what the operator saw (the park is put in front of the detail). */
export const FAULT_REPORTS: readonly { title: string; detail: string }[] = [
  { title: '道闸无法抬杆', detail: '出口道闸识别车牌后不抬杆，现场只能手动开闸放行，高峰时段车辆排队严重。' },
  { title: '摄像机识别率低', detail: '入口高位相机夜间车牌识别率明显下降，多辆车被记录为无牌车，需人工补录。' },
  { title: '地磁检测器离线', detail: '路内泊位地磁检测器持续离线，泊位占用状态不再更新。' },
  { title: '自助缴费机无法扫码支付', detail: '自助缴费机扫码后一直提示支付超时，车主只能到岗亭人工缴费。' },
  { title: '充电桩无法启动充电', detail: '充电桩插枪后扫码启动失败，界面提示“设备通信异常”。' },
  { title: '显示屏余位数量不准确', detail: '入口引导屏显示的剩余车位与实际空位相差较大，车主投诉找不到车位。' },
  { title: '对讲机无法接通', detail: '出口对讲按钮按下后中心端无响应，车主无法联系值班人员。' },
  { title: '出场小票打印机卡纸', detail: '岗亭小票打印机频繁卡纸，发票与缴费凭证无法打印。' },
  { title: '视频桩画面黑屏', detail: '视频桩实时画面黑屏，但设备在线状态显示正常，疑似镜头供电异常。' },
  { title: '车牌识别结果重复上报', detail: '同一辆车入场记录被重复上报两次，导致生成两条在场订单。' },
  { title: '岗亭电脑无法登录平台', detail: '岗亭收费电脑登录平台时提示网络异常，已重启路由器仍无法恢复。' },
  { title: '月卡车辆被识别为临停车', detail: '已办理月卡的车辆出场时按临停车计费，车主要求退还多收的停车费。' },
];

/** Pictures attached to seeded fault reports (served from server-mock/assets). */
export const FAULT_PHOTOS = ['/mock-assets/fault-photo-1.svg', '/mock-assets/fault-photo-2.svg', '/mock-assets/fault-photo-3.svg'];
