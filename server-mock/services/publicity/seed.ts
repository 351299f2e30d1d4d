import type { Prng } from '../../db/prng';
import { formatChinaTime } from '../../db/time';
import type { TrailEntry } from '../../engine/transitionRun';
import type { SeedKit } from '../../engine/types';
import { markRead } from './reads';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const AUTHORS = ['陈建国', '李晓梅', '王志强'];
const APPROVER = '陈建国';
/** The admin demo account (db/demoAccounts.ts, first account → user id 10001) has read some bulletins already. */
const ADMIN_USER_ID = '10001';

interface CuratedBulletin {
  title: string;
  category: 1 | 2 | 3;
  status: number;
  forceRead?: 1;
  /** Days before the seed's reference time the bulletin was created. */
  daysAgo: number;
  paragraphs: string[];
  list?: string[];
  rejectReason?: string;
  dealerTypes?: number[];
  provinceCode?: string;
  cityCodes?: string[];
  readByAdmin?: true;
  /** 附件链接 (the table field attachments): name and address of each file. */
  attachments?: { name: string; url: string }[];
}

/** The values of the status dictionary bulletinStatus of schemas/sysBulletin.json (its workflow is declared there). */
const BULLETIN_STATUS = { draft: 0, pending: 1, rejected: 2, published: 3, offline: 4 } as const;
const { draft, pending, rejected, published, offline } = BULLETIN_STATUS;

/** ~25 bulletins in every state; several published 运营公告 (category 2, the announcement bar) and 2 forced-read ones. */
export const CURATED_BULLETINS: CuratedBulletin[] = [
  {
    title: '关于春节期间停车收费标准调整的通知',
    category: 2,
    status: published,
    daysAgo: 2,
    dealerTypes: [1, 3],
    paragraphs: [
      '春节期间（2月16日至2月22日）各路内停车泊位实行免费停放，场库停车按平日标准收费。',
      '请各运营商提前做好收费系统参数配置与现场公示。',
    ],
    readByAdmin: true,
  },
  {
    title: '新能源车充电停车优惠活动上线',
    category: 2,
    status: published,
    daysAgo: 4,
    dealerTypes: [2, 3],
    paragraphs: ['即日起，新能源车辆在合作充电站充电期间可享受2小时免费停车。'],
    list: ['活动范围：杭州市主城区合作站点', '优惠方式：出场时自动减免', '活动时间：至本季度末'],
    attachments: [
      { name: '合作充电站名单', url: 'https://example.com/files/charging-stations.xlsx' },
      { name: '活动海报', url: 'https://example.com/files/charging-poster.png' },
    ],
  },
  {
    title: '电子发票开具流程优化说明',
    category: 2,
    status: published,
    daysAgo: 7,
    dealerTypes: [1, 2, 3],
    paragraphs: ['车主在小程序缴费后可直接在订单详情中申请电子发票，开票结果将通过短信通知。'],
  },
  {
    title: '月卡线上续费功能开通',
    category: 2,
    status: published,
    daysAgo: 11,
    dealerTypes: [1],
    provinceCode: '330000',
    cityCodes: ['330100', '330200'],
    paragraphs: ['月卡车辆可在到期前15天内通过公众号在线续费，续费成功后有效期自动顺延。'],
    attachments: [{ name: '月卡续费操作指引', url: 'https://example.com/files/monthly-card-renewal.pdf' }],
  },
  {
    title: '停车场无感支付签约推广安排',
    category: 2,
    status: published,
    daysAgo: 16,
    dealerTypes: [1, 3],
    paragraphs: ['请各运营商在出入口显著位置张贴无感支付签约二维码，引导车主完成签约。'],
    readByAdmin: true,
  },
  {
    title: '平台服务协议更新公告',
    category: 1,
    status: published,
    forceRead: 1,
    daysAgo: 3,
    paragraphs: ['平台服务协议与隐私政策已更新，主要涉及数据保存期限与第三方支付服务说明。', '请仔细阅读更新内容，继续使用即视为同意。'],
  },
  {
    title: '账号安全升级提醒',
    category: 1,
    status: published,
    daysAgo: 9,
    paragraphs: ['为保障账号安全，平台将于下月起要求子账号绑定手机号，未绑定的账号登录时将提示绑定。'],
  },
  {
    title: '平台新版本功能介绍',
    category: 1,
    status: published,
    daysAgo: 20,
    paragraphs: ['新版本新增欠费追缴电话外呼、对账单批量核对与设备离线告警推送等功能。'],
    list: ['欠费追缴：支持外呼计划', '财务中心：对账单批量确认', '设备监控：离线告警实时推送'],
  },
  {
    title: '系统升级维护通知（本周六凌晨）',
    category: 3,
    status: published,
    forceRead: 1,
    daysAgo: 1,
    paragraphs: [
      '平台将于本周六 02:00-04:00 进行升级维护，届时管理后台与车主端缴费服务可能短暂中断。',
      '请提前安排好现场收费工作，维护结束后无需任何操作。',
    ],
  },
  {
    title: '支付通道切换维护通知',
    category: 3,
    status: published,
    daysAgo: 13,
    paragraphs: ['支付宝通道将于周三 23:00-23:30 切换至新商户号，期间支付宝缴费可能失败，请引导车主使用微信支付。'],
  },
  {
    title: '五一假期停车引导方案（草稿）',
    category: 2,
    status: draft,
    daysAgo: 1,
    dealerTypes: [1],
    paragraphs: ['五一假期景区周边停车场预计车流量较大，请提前安排引导人员。'],
  },
  {
    title: '关于规范路内停车收费行为的通知',
    category: 1,
    status: draft,
    daysAgo: 5,
    paragraphs: ['收费员须佩戴工作证上岗，按公示标准收费，不得私自收取现金。'],
  },
  {
    title: '道闸设备季度巡检安排',
    category: 3,
    status: draft,
    daysAgo: 8,
    paragraphs: ['本季度道闸设备巡检将于下周一开始，请各停车场配合安排巡检时段。'],
  },
  {
    title: '停车优惠券使用规则说明',
    category: 2,
    status: draft,
    daysAgo: 22,
    dealerTypes: [1, 3],
    paragraphs: ['停车优惠券每笔订单限用一张，不可与月卡优惠同时使用。'],
  },
  {
    title: '车位预约服务试运行公告',
    category: 2,
    status: pending,
    daysAgo: 2,
    dealerTypes: [1],
    provinceCode: '330000',
    cityCodes: ['330100'],
    paragraphs: ['西湖文化广场停车场将试运行车位预约服务，车主可提前2小时预约车位。'],
  },
  {
    title: '充电桩故障报修流程调整',
    category: 3,
    status: pending,
    daysAgo: 3,
    paragraphs: ['充电桩故障请通过平台故障上报功能提交，运维人员将在2小时内响应。'],
  },
  {
    title: '清明节期间停车安排',
    category: 2,
    status: pending,
    daysAgo: 6,
    dealerTypes: [1, 2, 3],
    paragraphs: ['清明节期间陵园周边停车场实行临时交通管制，请提前发布绕行提示。'],
  },
  {
    title: '数据报表导出功能调整说明',
    category: 1,
    status: pending,
    daysAgo: 10,
    paragraphs: ['超过异步导出阈值的报表将转为下载任务，完成后可在文件下载管理中获取。'],
  },
  {
    title: '停车费上调通知',
    category: 2,
    status: rejected,
    daysAgo: 12,
    dealerTypes: [1],
    paragraphs: ['自下月起部分停车场停车费上调。'],
    rejectReason: '未注明调整依据和具体收费标准，请补充后重新提交。',
  },
  {
    title: '夜间停车优惠活动',
    category: 2,
    status: rejected,
    daysAgo: 15,
    dealerTypes: [1, 3],
    paragraphs: ['夜间停车享受优惠。'],
    rejectReason: '活动时间与适用停车场不明确。',
  },
  {
    title: '关于暂停现金收费的通知',
    category: 1,
    status: rejected,
    daysAgo: 18,
    paragraphs: ['即日起全部停车场暂停现金收费。'],
    rejectReason: '与现行收费管理规定不符，请核实后再提交。',
  },
  {
    title: '国庆假期停车收费安排',
    category: 2,
    status: offline,
    daysAgo: 40,
    dealerTypes: [1, 2, 3],
    paragraphs: ['国庆假期期间路内泊位免费停放，场库按平日标准收费。'],
  },
  {
    title: '旧版小程序停止服务公告',
    category: 1,
    status: offline,
    daysAgo: 45,
    paragraphs: ['旧版缴费小程序已停止服务，请引导车主使用新版小程序缴费。'],
  },
  {
    title: '服务器机房迁移维护通知',
    category: 3,
    status: offline,
    daysAgo: 52,
    paragraphs: ['平台服务器机房迁移已于上周末完成，感谢各运营商的配合。'],
  },
  {
    title: '中秋节停车优惠活动',
    category: 2,
    status: offline,
    daysAgo: 57,
    dealerTypes: [1, 3],
    paragraphs: ['中秋节当天场库停车前1小时免费。'],
  },
];

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Clean rich text: paragraphs and an optional bullet list. */
export function bulletinHtml(paragraphs: string[], list: string[] = []): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return list.length ? `${body}<ul>${list.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : body;
}

/** The audit trail a curated bulletin would have after the steps of its workflow that led to its state. */
function curatedTrail(
  kit: SeedKit,
  b: CuratedBulletin,
  author: string,
  times: { submitted: number; decided: number; offline: number },
): TrailEntry[] {
  const items = kit.model.byName.get('bulletinStatus')?.dictionary?.def.options ?? [];
  const label = (v: number) => items.find((i) => i.value === v)?.label ?? String(v);
  const entry = (action: string, user: string, time: number, from: number, to: number, note: string | null = null): TrailEntry => ({
    action,
    user,
    time: formatChinaTime(time),
    from,
    fromLabel: label(from),
    to,
    toLabel: label(to),
    note,
  });
  if (b.status === draft) return [];
  const trail = [entry('提交审核', author, times.submitted, draft, pending)];
  if (b.status === pending) return trail;
  if (b.status === rejected) return [...trail, entry('审核驳回', APPROVER, times.decided, pending, rejected, b.rejectReason ?? null)];
  trail.push(entry('审核通过', APPROVER, times.decided, pending, published));
  return b.status === offline ? [...trail, entry('下线', author, times.offline, published, offline)] : trail;
}

/** Inserts the curated bulletins with their audit trail and the admin's read marks; returns how many. */
export function seedBulletins(kit: SeedKit): number {
  const { db, rng, now } = kit;
  CURATED_BULLETINS.forEach((b, i) => {
    const created = now - b.daysAgo * DAY + rng.int(8, 17) * HOUR;
    const submitted = created + rng.int(1, 5) * HOUR;
    const decided = submitted + rng.int(1, 20) * HOUR;
    const lastChange =
      b.status === draft ? created : b.status === pending ? submitted : b.status === offline ? Math.min(now, decided + 3 * DAY) : decided;
    const author = AUTHORS[i % AUTHORS.length];
    const id = kit.insert({
      bulletinId: i + 1,
      title: b.title,
      category: b.category,
      bulletinStatus: b.status,
      forceRead: b.forceRead ?? 0,
      createUser: author,
      createTime: formatChinaTime(created),
      updateTime: formatChinaTime(Math.min(now, lastChange)),
      dealerTypes: b.category === 2 ? (b.dealerTypes ?? [1]) : [],
      provinceCode: b.provinceCode ?? null,
      cityCodes: b.cityCodes ?? [],
      content: bulletinHtml(b.paragraphs, b.list),
      attachments: b.attachments ?? null,
      auditTrail: curatedTrail(kit, b, author, { submitted, decided, offline: Math.min(now, decided + 3 * DAY) }),
    });
    if (b.readByAdmin && b.status !== draft && b.status !== pending)
      markRead(db, ADMIN_USER_ID, [id], formatChinaTime(Math.min(now, decided + DAY)));
  });
  return CURATED_BULLETINS.length;
}

const CURATED_HTML = CURATED_BULLETINS.map((b) => bulletinHtml(b.paragraphs, b.list));

/** Values of generated bulletins (benchmarks with SEED_ROWS): never forced-read, a consistent scope, clean HTML. */
export const GENERATED_BULLETIN_FIELDS: Record<string, (rng: Prng, row: Record<string, unknown>) => unknown> = {
  forceRead: () => 0,
  title: (rng) => rng.pick(CURATED_BULLETINS).title,
  dealerTypes: (rng, row) => (row.category === 2 ? [rng.int(1, 3)] : []),
  provinceCode: () => null,
  cityCodes: () => [],
  content: (rng) => rng.pick(CURATED_HTML),
  attachments: () => null,
};
