/** Chinese vocabulary of the arrears collection seed (schemas/underpayment.json). */

export const PLAN_NAMES = [
  '春节前欠费集中催缴',
  '高额欠费车辆专项外呼',
  '在场欠费车辆即时提醒',
  '月度欠费常规催缴',
  '恶意欠费车辆律师函前提醒',
  '路内泊位欠费回访',
  '节后欠费补缴通知',
  '新能源车欠费提醒',
];

export const CLASS_NAMES = [
  '一般欠费车辆',
  '高额欠费车辆',
  '多次欠费车辆',
  '恶意逃费车辆',
  '外地牌照欠费车辆',
  '企业车辆欠费',
  '夜间停车欠费车辆',
  '长期未缴车辆',
];

export const RULE_NAMES = [
  '出场无感扣费',
  '欠费次日自动扣费',
  '高额欠费分次扣费',
  '夜间批量扣费',
  '路内泊位 ETC 扣费',
  '机场停车场 ETC 扣费',
];

export const LAW_FIRMS = [
  '浙江天册律师事务所',
  '浙江六和律师事务所',
  '国浩律师（杭州）事务所',
  '浙江泽大律师事务所',
  '北京大成（杭州）律师事务所',
];

export const SMS_TEMPLATES: readonly { name: string; type: number; content: string }[] = [
  {
    name: '欠费提醒',
    type: 1,
    content: '【智慧停车】您的车辆{车牌号}在{车场名称}有{欠费笔数}笔停车费未缴，共{欠费金额}元，请通过“智慧停车”小程序补缴。',
  },
  { name: '欠费催缴通知', type: 2, content: '【智慧停车】车辆{车牌号}累计欠缴停车费{欠费金额}元，请于7日内补缴，逾期将纳入信用管理。' },
  { name: '二次催缴通知', type: 2, content: '【智慧停车】车辆{车牌号}停车欠费{欠费金额}元仍未补缴，请尽快处理，如有疑问请致电客服。' },
  { name: '补缴成功通知', type: 3, content: '【智慧停车】车辆{车牌号}已补缴停车费{欠费金额}元，感谢您的配合。' },
  { name: '在场欠费提醒', type: 1, content: '【智慧停车】车辆{车牌号}当前在{车场名称}停放，有历史欠费{欠费金额}元，请出场前补缴。' },
];

export const SMS_FAIL_REASONS = ['号码为空号', '用户已停机', '短信网关超时', '用户拒收营销短信'];
export const ETC_FAIL_REASONS = ['ETC 卡余额不足', 'ETC 卡已挂失', '发卡方拒绝扣费', '车辆未绑定 ETC'];
export const CANCEL_REMARKS = ['车主已现场缴纳，撤销欠费', '设备误识别，核实后撤销', '重复生成的欠费，撤销', '免费时段内出场，撤销欠费'];
export const PAY_REMARKS = ['车主通过小程序补缴', '收费员现场收取', '车主致电后线上补缴'];
export const MANUAL_REMARKS = [
  '车主表示本周内补缴',
  '电话无人接听，已留言',
  '车主对金额有异议，已解释收费标准',
  '已在车辆挡风玻璃张贴欠费告知单',
  '车主已线上补缴',
];
export const VERIFY_REMARKS = ['调取出口录像确认跟车出场', '号牌被遮挡，已联系车主', '核实为系统抬杆测试，排除', '车主已补缴，排除嫌疑'];
