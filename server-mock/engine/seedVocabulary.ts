/** Chinese words the generic seed draws from (beside db/zhData.ts). */
export const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '郑',
];
export const GIVEN_NAMES = [
  '伟',
  '芳',
  '娜',
  '秀英',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀兰',
  '霞',
  '平',
  '刚',
  '桂英',
  '建华',
  '晓东',
];

export const TITLE_WORDS = [
  '停车场收费标准调整',
  '系统升级维护',
  '月卡续费提醒',
  '节假日免费停车安排',
  '新能源车充电优惠',
  '道闸设备巡检',
  '电子发票开具说明',
  '车位预约服务上线',
];

export const REMARKS = [
  '车主已电话确认，情况属实。',
  '现场核实后按规定处理。',
  '已通知运维人员跟进。',
  '请于本周内完成复核。',
  '资料齐全，同意办理。',
  '车主要求开具电子发票。',
  '高峰时段车流量较大，请注意疏导。',
  '系统自动生成，无需人工处理。',
];

export const PAY_TYPES = [
  { payType: 1, payTypeName: '微信支付' },
  { payType: 2, payTypeName: '支付宝' },
  { payType: 3, payTypeName: '现金' },
  { payType: 4, payTypeName: 'ETC' },
  { payType: 5, payTypeName: '银联云闪付' },
  // Paid from a 储值卡's balance at the exit (traffic/simulator.ts): only the platform writes it, no seed draws it.
  { payType: 6, payTypeName: '储值卡', seedDraw: false },
];

export const personName = (pick: <T>(items: readonly T[]) => T) => `${pick(SURNAMES)}${pick(GIVEN_NAMES)}`;
