/**
 * Curated records of 系统设置 (schemas/systemSettings.json) and the hooks of their generic writes. Code because the
 * seed must hold secrets that agree with their masks (kept in tables no call answers), 商户号 / AppID / 组织机构代码 in
 * the formats of each channel, and the settings' history in step with their versions; and because a secret's write
 * (format by channel kind, mask in the record, whole value aside, a blank or masked edit keeping it) has no schema
 * construct. Lists, details, exports, states, the trail and the versions are the document's.
 */
import { randomBytes } from 'node:crypto';
import { PARKS } from '../sharedOptions/parks';
import { DAY, HOUR, MINUTE, seedTrailEntry } from '../../engine/seedKit';
import { formatSeedTime } from '../../engine/seedValues';
import { tableOf } from '../../engine/entityModel';
import type { EngineExtension, SeedKit } from '../../engine/types';
import type { Prng } from '../../db/prng';
import { maskSecret, newSecret, organizationCheck, PendingSecrets, secretTableDdl, takeSecret, taxNoProblem, writeSecret } from './secrets';
import {
  apiKeyCheck,
  channelFieldsProblem,
  CHANNEL,
  CONNECT_SECRETS,
  connectFieldsProblem,
  connectSecretCheck,
  needsPrivateKey,
  privateKeyProblem,
  whitelistProblem,
} from './rules';

export const PAY_SECRETS = 'sys_pay_channel_secrets';
export const APP_SECRETS = 'sys_open_app_secrets';
export const CONNECT_SECRET_TABLE = 'sys_connect_platform_secrets';
export const SETTING = { finance: 1, access: 2, apply: 3, account: 4 } as const;

const STAFF = ['陈建国', '李晓梅', '王志强', '赵敏'];
const ENABLE: Record<number, string> = { 1: '启用', 0: '停用' };
const APP_STATES: Record<number, string> = { 1: '启用', 2: '已吊销' };
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64 = `${ALNUM}+/`;
const UPPER_HEX = '0123456789ABCDEF';
const shortName = (name: string) => name.replace(/(停车场|地下停车库|停车泊位|停车库)$/, '');
const at = (kit: SeedKit, daysAgo: number, hour = 10) => formatSeedTime(kit.now - daysAgo * DAY + hour * HOUR);

/** A Base64 PKCS#8 private key body (RSA 2048 is about 1,600 characters). */
const seedPrivateKey = (rng: Prng) => `MIIEvQIBADANBgkqhkiG9w0BAQEFAASC${rng.chars(BASE64, 1560)}`;

// ---------------------------------------------------------------- 支付配置
const CHANNEL_LABEL: Record<number, string> = { 1: '微信支付', 2: '微信支付', 3: '支付宝', 4: '银联云闪付', 5: 'ETC无感支付' };

function channelPlain(rng: Prng, type: number) {
  const digits = (n: number) => rng.chars('0123456789', n);
  switch (type) {
    case CHANNEL.wechatPartner:
    case CHANNEL.wechatMerchant:
      return {
        merchantNo: `16${digits(8)}`,
        subMerchantNo: type === CHANNEL.wechatPartner ? `16${digits(8)}` : null,
        payAppId: `wx${rng.hex(16)}`,
        apiKey: rng.chars(ALNUM, 32),
        certSerialNo: rng.chars(UPPER_HEX, 40),
        privateKey: seedPrivateKey(rng),
      };
    case CHANNEL.alipay:
      return {
        merchantNo: `2088${digits(12)}`,
        subMerchantNo: null,
        payAppId: `2021${digits(12)}`,
        apiKey: `${rng.chars(ALNUM, 22)}==`,
        certSerialNo: null,
        privateKey: seedPrivateKey(rng),
      };
    case CHANNEL.unionPay:
      return {
        merchantNo: `898330${digits(9)}`,
        subMerchantNo: null,
        payAppId: null,
        apiKey: rng.chars(ALNUM, 12),
        certSerialNo: null,
        privateKey: null,
      };
    default:
      return {
        merchantNo: `3301${digits(8)}`,
        subMerchantNo: null,
        payAppId: null,
        apiKey: rng.chars(ALNUM, 32),
        certSerialNo: null,
        privateKey: null,
      };
  }
}

function seedPayChannels(kit: SeedKit): number {
  const { rng } = kit;
  let id = 0;
  const add = (parkId: number, type: number, enabled: boolean, name: string, expired: boolean) => {
    id++;
    const plain = channelPlain(rng, type);
    const created = rng.int(120, 600);
    const expire = formatSeedTime(kit.now + (expired ? -rng.int(3, 40) : rng.int(60, 900)) * DAY).slice(0, 10);
    const trail = [seedTrailEntry(ENABLE, '启用', STAFF[id % 3], kit.now - created * DAY + 9 * HOUR, 0, 1)];
    if (!enabled)
      trail.push(
        seedTrailEntry(ENABLE, '停用', STAFF[(id + 1) % 3], kit.now - rng.int(20, 100) * DAY + 15 * HOUR, 1, 0, '商户号变更，改用新通道'),
      );
    const tested = kit.now - rng.int(0, 20) * DAY - rng.int(1, 600) * MINUTE;
    kit.insert({
      channelId: id,
      parkId,
      channelType: type,
      channelName: name,
      merchantNo: plain.merchantNo,
      subMerchantNo: plain.subMerchantNo,
      payAppId: plain.payAppId,
      apiKey: maskSecret(plain.apiKey),
      certSerialNo: plain.certSerialNo,
      privateKey: plain.privateKey ? maskSecret(plain.privateKey) : null,
      certExpireDate: type === CHANNEL.wechatPartner || type === CHANNEL.wechatMerchant || type === CHANNEL.alipay ? expire : null,
      channelStatus: enabled ? 1 : 0,
      lastTestResult: enabled ? (expired ? `连接失败：商户API证书已于 ${expire} 过期，请更新证书序列号与私钥` : '连接成功') : null,
      lastTestTime: enabled ? formatSeedTime(tested) : null,
      remark: type === CHANNEL.wechatPartner ? '服务商模式，资金直接结算到车场特约商户' : null,
      auditTrail: trail,
      updateTime: at(kit, rng.int(1, 100)),
    });
    writeSecret(kit.db, PAY_SECRETS, id, 'apiKey', plain.apiKey, kit.now - created * DAY);
    if (plain.privateKey) writeSecret(kit.db, PAY_SECRETS, id, 'privateKey', plain.privateKey, kit.now - created * DAY);
  };
  for (const park of PARKS) {
    for (const type of [1, 2, 3, 4, 5]) {
      const expired = (park.parkId === 1003 && type === 2) || (park.parkId === 1008 && type === 3) || (park.parkId === 1006 && type === 1);
      add(park.parkId, type, true, `${shortName(park.parkName)}${CHANNEL_LABEL[type]}${type === 1 ? '（服务商）' : ''}`, expired);
    }
  }
  for (const park of PARKS.slice(0, 6)) {
    add(park.parkId, 2, false, `${shortName(park.parkName)}微信支付（原商户）`, false);
    add(park.parkId, 3, false, `${shortName(park.parkName)}支付宝（原商户）`, false);
  }
  return id;
}

// ---------------------------------------------------------------- 开放接口
const APP_OWNERS = [
  '杭州城市大脑',
  '西湖区智慧城管',
  '萧山机场',
  '万科物业',
  '绿城物业',
  '滨江物业',
  '高德地图',
  '百度地图',
  '腾讯地图',
  '支付宝城市服务',
  '微信城市服务',
  '浙江ETC',
  '银泰百货',
  '杭州东站枢纽',
  '城西银泰城',
  '湖滨银泰',
  '杭州地铁',
  '曹操出行',
  '滴滴出行',
  '首汽约车',
  '杭州公交',
];
const APP_USES = ['停车数据对接', '车位余位查询', '会员停车优惠'];
const APP_SCOPES: Record<string, string[]> = {
  停车数据对接: ['parks', 'orders', 'parkingCars'],
  车位余位查询: ['parks', 'berths'],
  会员停车优惠: ['parks', 'monthlyCards', 'orders'],
};
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '强', '洋', '婷', '杰'];

function seedOpenApps(kit: SeedKit): number {
  const { rng } = kit;
  let id = 0;
  for (const owner of APP_OWNERS) {
    for (const use of APP_USES) {
      id++;
      const revoked = id % 6 === 0;
      const pending = !revoked && (id % 17 === 0 || id % 31 === 0);
      const created = rng.int(30, 500);
      const secret = rng.chars(ALNUM, 32);
      const ips = Array.from(
        { length: rng.int(1, 3) },
        () => `${rng.pick(['115.236', '47.96', '120.26', '112.124'])}.${rng.int(1, 254)}.${rng.int(1, 254)}`,
      );
      if (rng.chance(0.3)) ips.push(`${rng.pick(['60.191', '183.129'])}.${rng.int(1, 254)}.0/24`);
      const trail = [seedTrailEntry(APP_STATES, '新建', STAFF[id % 3], kit.now - created * DAY + 11 * HOUR, 1, 1)];
      if (revoked)
        trail.push(
          seedTrailEntry(
            APP_STATES,
            '吊销',
            STAFF[(id + 1) % 3],
            kit.now - rng.int(2, created) * DAY + 16 * HOUR,
            1,
            2,
            '合作到期，停止数据对接',
          ),
        );
      const lastCall = revoked ? null : kit.now - rng.int(0, 3 * 24 * 60) * MINUTE;
      kit.insert({
        openAppId: id,
        appName: `${owner}${use}`,
        appKey: `AK${rng.chars(UPPER_HEX, 18)}`,
        ipWhitelist: ips.join('\n'),
        apiScopes: APP_SCOPES[use],
        appStatus: revoked ? 2 : 1,
        secretPending: pending ? 1 : 0,
        secretIssuedTime: at(kit, pending ? 0 : created, pending ? -2 : 11),
        lastCallTime: lastCall === null ? null : formatSeedTime(lastCall),
        callCount: revoked ? rng.int(0, 5000) : rng.int(2000, 900_000),
        contactName: `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}`,
        contactPhone: `1${rng.pick(['35', '37', '38', '39', '58', '86'])}${rng.chars('0123456789', 8)}`,
        remark: null,
        auditTrail: trail,
        createTime: at(kit, created, 11),
        updateTime: at(kit, rng.int(1, Math.max(1, created - 1))),
      });
      writeSecret(kit.db, APP_SECRETS, id, 'appSecret', secret, kit.now - created * DAY);
      if (!pending) kit.db.prepare(`UPDATE ${APP_SECRETS} SET revealed_at = issued_at + 60000 WHERE record_id = ?`).run(id);
    }
  }
  return id;
}

// ---------------------------------------------------------------- 充电互联互通
const CONNECT_PLATFORMS: [string, number, string][] = [
  ['浙江省充电基础设施监管平台', 1, 'zjcdjg.zj.gov.cn'],
  ['杭州市新能源汽车充电设施监管平台', 2, 'evcs.hangzhou.gov.cn'],
  ['宁波市充电设施监管平台', 2, 'evcs.ningbo.gov.cn'],
  ['国家电网e充电', 3, 'evcs.echargenet.com'],
  ['特来电', 3, 'hlht.teld.cn'],
  ['星星充电', 3, 'evcs.starcharge.com'],
  ['快电', 3, 'open.kuaidian.cn'],
  ['小桔充电', 3, 'evcs.xiaojukeji.com'],
  ['云快充', 3, 'hlht.ykccn.com'],
  ['蔚来能源', 3, 'evcs.nio.com'],
  ['南方电网顺易充', 3, 'evcs.csg.cn'],
  ['万马爱充', 3, 'evcs.wanmaihc.com'],
  ['高德地图充电', 4, 'evcs.amap.com'],
  ['百度地图充电', 4, 'evcs.map.baidu.com'],
  ['腾讯地图充电', 4, 'evcs.map.qq.com'],
];
const REGIONS = ['杭州', '宁波', '温州', '绍兴', '湖州'];

function seedConnectPlatforms(kit: SeedKit): number {
  const { rng } = kit;
  let id = 0;
  const used = new Set<string>();
  for (const region of REGIONS) {
    for (const [name, type, host] of CONNECT_PLATFORMS) {
      id++;
      let first8 = '';
      do first8 = rng.chars('0123456789', 2) + rng.chars('0123456789ABCDEFGHJKLMNPQRTUWXY', 6);
      while (used.has(first8));
      used.add(first8);
      const enabled = id % 7 !== 0;
      const internal = id % 13 === 0;
      const url = internal ? `https://10.20.${rng.int(1, 30)}.${rng.int(2, 250)}:8443/evcs/v20160701/` : `https://${host}/evcs/v20160701/`;
      const created = rng.int(60, 700);
      const synced = kit.now - rng.int(1, 240) * MINUTE;
      const trail = [seedTrailEntry(ENABLE, '启用', STAFF[id % 3], kit.now - created * DAY + 10 * HOUR, 0, 1)];
      if (!enabled)
        trail.push(
          seedTrailEntry(
            ENABLE,
            '停用',
            STAFF[(id + 2) % 3],
            kit.now - rng.int(5, 50) * DAY + 17 * HOUR,
            1,
            0,
            '对方平台升级接口，暂停推送',
          ),
        );
      const secrets = Object.fromEntries(Object.keys(CONNECT_SECRETS).map((f) => [f, rng.chars(ALNUM, 16)]));
      kit.insert({
        platformId: id,
        platformName: type <= 2 && region !== '杭州' ? `${name}（${region}接入）` : `${name}（${region}）`,
        platformType: type,
        operatorId: first8 + organizationCheck(first8),
        connectUrl: url,
        ...Object.fromEntries(Object.entries(secrets).map(([f, s]) => [f, maskSecret(s)])),
        connectStatus: enabled ? 1 : 0,
        lastSyncTime: enabled && !internal ? formatSeedTime(synced) : null,
        lastSyncResult: !enabled ? 0 : internal ? 2 : 1,
        syncStationCount: enabled && !internal ? rng.int(8, 15) : 0,
        lastTestResult: internal ? `连接失败：对接地址为内网地址（${new URL(url).hostname}），平台无法访问` : enabled ? '连接成功' : null,
        lastTestTime: enabled ? formatSeedTime(synced - rng.int(1, 30) * DAY) : null,
        contactName: `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}`,
        contactPhone: `1${rng.pick(['35', '37', '38', '39', '58', '86'])}${rng.chars('0123456789', 8)}`,
        remark: type <= 2 ? '按 T/CEC 102 推送充电站、充电桩状态与充电订单' : null,
        auditTrail: trail,
        updateTime: at(kit, rng.int(1, 60)),
      });
      for (const [f, s] of Object.entries(secrets)) writeSecret(kit.db, CONNECT_SECRET_TABLE, id, f, s, kit.now - created * DAY);
    }
  }
  return id;
}

// ---------------------------------------------------------------- 财务配置 / 接入设置 / 应用设置 / 账户设置
const AGREEMENT = [
  '一、服务内容：本平台为车主提供停车缴费、月卡办理、电子发票、车位预约等服务。',
  '二、账户安全：请妥善保管账户与支付密码，因个人原因泄露造成的损失由用户自行承担。',
  '三、费用说明：停车费按各车场公示的收费标准计算，优惠以车场规则为准。',
].join('\n');
const PRIVACY = [
  '我们仅为提供停车服务收集您的手机号、车牌号与停车记录；',
  '未经您的同意，我们不会向第三方提供您的个人信息，法律法规另有规定的除外；',
  '您可在「我的 › 设置 › 账号注销」中注销账号，注销后个人信息将在15日内删除。',
].join('\n');

interface SettingVersion {
  values: Record<string, unknown>;
  note: string;
  user: string;
  daysAgo: number;
}
const SETTING_HISTORY: Record<number, SettingVersion[]> = {
  [SETTING.finance]: [
    {
      values: {
        settleDay: 10,
        roundingRule: 1,
        refundAuditThreshold: 500,
        invoiceTitle: '杭州城泊智慧停车运营有限公司',
        taxNo: '91330106MA2H3K5X7Q',
        invoiceBank: '招商银行杭州分行营业部 571908123410601',
      },
      note: '初始化财务配置',
      user: STAFF[0],
      daysAgo: 320,
    },
    { values: { settleDay: 5 }, note: '与车场约定提前到每月5日结算', user: STAFF[1], daysAgo: 140 },
    {
      values: { refundAuditThreshold: 200, roundingRule: 2 },
      note: '退款超过200元需财务审核；停车费四舍五入到角',
      user: STAFF[1],
      daysAgo: 21,
    },
  ],
  [SETTING.access]: [
    {
      values: {
        deviceServerHost: 'iot.hzparking.com.cn',
        deviceServerPort: '7660',
        mqttPort: '1883',
        videoServerHost: 'media.hzparking.com.cn',
        videoServerPort: '554',
        accessProtocols: [1, 2, 3],
        heartbeatSeconds: 60,
        offlineMinutes: 5,
      },
      note: '初始化设备接入参数',
      user: STAFF[2],
      daysAgo: 300,
    },
    {
      values: { heartbeatSeconds: 30, offlineMinutes: 3, mqttPort: '8883' },
      note: '缩短心跳间隔，MQTT 改用 TLS 端口',
      user: STAFF[2],
      daysAgo: 45,
    },
  ],
  [SETTING.apply]: [
    {
      values: {
        miniAppName: '杭州智慧停车',
        miniAppId: 'wx3a9f6c2d81b47e05',
        servicePhone: '0571-88886666',
        serviceHours: '每日 08:00–22:00',
        monthlyApplyEnabled: 0,
        selfInvoiceEnabled: 1,
        userAgreement: AGREEMENT,
        privacyPolicy: PRIVACY,
      },
      note: '小程序上线',
      user: STAFF[0],
      daysAgo: 280,
    },
    { values: { monthlyApplyEnabled: 1 }, note: '开放车主在线申请月卡', user: STAFF[1], daysAgo: 90 },
    { values: { serviceHours: '每日 07:30–22:30' }, note: '客服时间延长', user: STAFF[3], daysAgo: 12 },
  ],
  [SETTING.account]: [
    {
      values: {
        companyName: '杭州城泊智慧停车运营有限公司',
        creditCode: '91330106MA2H3K5X7Q',
        companyAddress: '浙江省杭州市西湖区文三路 398 号东信大厦 12 层',
        loginAccount: 'admin',
        contactName: '陈建国',
        contactPhone: '13800000001',
        contactEmail: 'chenjianguo@hzparking.com.cn',
      },
      note: '开通运营商账户',
      user: STAFF[0],
      daysAgo: 330,
    },
    { values: { companyAddress: '浙江省杭州市西湖区文三路 478 号华星时代广场 A 座 9 层' }, note: '公司搬迁', user: STAFF[0], daysAgo: 60 },
  ],
};

function settingsAt(history: SettingVersion[], n: number) {
  return Object.assign({}, ...history.slice(0, n).map((v) => v.values)) as Record<string, unknown>;
}

// ---------------------------------------------------------------- hooks
const pending = new PendingSecrets();
const now = () => Date.now();
const saveSecrets = (table: string) => (db: import('better-sqlite3').Database, record: Record<string, unknown>, id: number) => {
  for (const [field, secret] of Object.entries(pending.take())) writeSecret(db, table, id, field, secret, now());
  void record;
};

function payWrite(values: Record<string, unknown>, current: Record<string, unknown> | null): string | undefined {
  pending.reset();
  const merged = { ...(current ?? {}), ...values };
  const type = Number(merged.channelType);
  const plain = channelFieldsProblem(merged);
  if (plain) return plain;
  const key = takeSecret(values, current, 'apiKey', apiKeyCheck(type), pending, '请填写 API 密钥');
  if (key) return key;
  if (needsPrivateKey(type)) return takeSecret(values, current, 'privateKey', privateKeyProblem, pending, '请填写私钥');
  values.privateKey = null;
  return undefined;
}

function connectWrite(values: Record<string, unknown>, current: Record<string, unknown> | null): string | undefined {
  pending.reset();
  const plain = connectFieldsProblem({ ...(current ?? {}), ...values });
  if (plain) return plain;
  for (const [field, title] of Object.entries(CONNECT_SECRETS)) {
    const refused = takeSecret(values, current, field, connectSecretCheck(title), pending, `请填写${title}`);
    if (refused) return refused;
  }
  return undefined;
}

function settingWrite(current: Record<string, unknown>, values: Record<string, unknown>): string | undefined {
  if (typeof values.taxNo === 'string' && values.taxNo) return taxNoProblem(values.taxNo);
  if (typeof values.miniAppId === 'string' && values.miniAppId && !/^wx[0-9a-f]{16}$/.test(values.miniAppId))
    return '小程序 AppID 应为 wx 开头的18位字符';
  if (
    typeof values.creditCode === 'string' &&
    values.creditCode &&
    !/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(values.creditCode)
  )
    return '统一社会信用代码应为18位数字或大写字母';
  if ('loginAccount' in values) values.loginAccount = current.loginAccount;
  return undefined;
}

/** The entity of a settings page (`sysFinanceSetting` …) and of its history (`…Log`): one record each, id 1–4. */
export const settingEntity = (key: keyof typeof SETTING) => `sys${key[0].toUpperCase()}${key.slice(1)}Setting`;

function settingEntities(): NonNullable<EngineExtension['entities']> {
  const out: NonNullable<EngineExtension['entities']> = {};
  for (const [key, id] of Object.entries(SETTING) as [keyof typeof SETTING, number][]) {
    const history = SETTING_HISTORY[id];
    out[settingEntity(key)] = {
      fixedRows: true,
      seed: (kit) => {
        const last = history[history.length - 1];
        kit.insert({
          settingId: id,
          ...settingsAt(history, history.length),
          version: history.length,
          updateTime: at(kit, last.daysAgo, 14),
        });
        return 1;
      },
      hooks: {
        beforeUpdate: (current, values) => settingWrite(current, values),
        // The 修改说明 belongs to one save (kept in the 操作记录); the next edit starts with an empty one.
        afterWrite: (db, record) =>
          db.prepare(`UPDATE "${tableOf(settingEntity(key))}" SET "changeNote" = NULL WHERE "settingId" = ?`).run(record.settingId),
      },
    };
    out[`${settingEntity(key)}Log`] = {
      fixedRows: true,
      seed: (kit) => {
        history.slice(1).forEach((next, i) =>
          kit.insert({
            platformSettingId: id,
            ...settingsAt(history, i + 1),
            version: i + 1,
            replacedUser: next.user,
            replacedTime: at(kit, next.daysAgo, 14),
            changeNote: next.note,
          }),
        );
        return history.length - 1;
      },
    };
  }
  return out;
}

export const systemSettingsExtension: EngineExtension = {
  entities: {
    payChannel: {
      tables: [{ name: PAY_SECRETS, ddl: secretTableDdl(PAY_SECRETS) }],
      fixedRows: true,
      seed: seedPayChannels,
      hooks: {
        beforeCreate: (values) => payWrite(values, null),
        beforeUpdate: (current, values) => payWrite(values, current),
        afterWrite: (db, record) => saveSecrets(PAY_SECRETS)(db, record, Number(record.channelId)),
      },
    },
    openApp: {
      tables: [{ name: APP_SECRETS, ddl: secretTableDdl(APP_SECRETS) }],
      fixedRows: true,
      seed: seedOpenApps,
      hooks: {
        beforeCreate: (values) => {
          pending.reset();
          const refused = whitelistProblem(values.ipWhitelist);
          if (refused) return refused;
          values.appKey = `AK${randomBytes(9).toString('hex').toUpperCase()}`;
          values.appStatus = 1;
          values.secretPending = 1;
          values.secretIssuedTime = values.createTime;
          values.callCount = 0;
          values.auditTrail = [];
          pending.set('appSecret', newSecret());
          return undefined;
        },
        beforeUpdate: (_current, values) => {
          pending.reset();
          return whitelistProblem(values.ipWhitelist);
        },
        afterWrite: (db, record) => saveSecrets(APP_SECRETS)(db, record, Number(record.openAppId)),
      },
    },
    connectPlatform: {
      tables: [{ name: CONNECT_SECRET_TABLE, ddl: secretTableDdl(CONNECT_SECRET_TABLE) }],
      fixedRows: true,
      seed: seedConnectPlatforms,
      hooks: {
        beforeCreate: (values) => connectWrite(values, null),
        beforeUpdate: (current, values) => connectWrite(values, current),
        afterWrite: (db, record) => saveSecrets(CONNECT_SECRET_TABLE)(db, record, Number(record.platformId)),
      },
    },
    ...settingEntities(),
  },
};
