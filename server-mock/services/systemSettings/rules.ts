/**
 * Format rules of 支付配置 and 充电互联互通 (schemas/systemSettings.json) that depend on another field of the record —
 * the pay channel's kind decides what a 商户号, an AppID or a key looks like — so a document's field validator cannot
 * say them. Each answers the refusal in the operator's words, or undefined.
 */
import { organizationCodeProblem, privateKeyProblem } from './secrets';

/** 支付方式 of the document's dictionary payChannelType. */
export const CHANNEL = { wechatPartner: 1, wechatMerchant: 2, alipay: 3, unionPay: 4, etc: 5 } as const;
const WECHAT: readonly number[] = [CHANNEL.wechatPartner, CHANNEL.wechatMerchant];

interface ChannelRule {
  merchantNo: [RegExp, string];
  payAppId?: [RegExp, string];
  apiKey: [RegExp, string];
  /** Needs a certificate serial number and a private key. */
  certificate: boolean;
  privateKey: boolean;
}

const RULES: Record<number, ChannelRule> = {
  [CHANNEL.wechatPartner]: {
    merchantNo: [/^\d{10}$/, '微信支付商户号应为10位数字'],
    payAppId: [/^wx[0-9a-f]{16}$/, '微信 AppID 应为 wx 开头的18位字符'],
    apiKey: [/^[A-Za-z0-9]{32}$/, '微信支付 API v3 密钥应为32位字母或数字'],
    certificate: true,
    privateKey: true,
  },
  [CHANNEL.alipay]: {
    merchantNo: [/^2088\d{12}$/, '支付宝合作伙伴ID（PID）应为2088开头的16位数字'],
    payAppId: [/^20\d{14}$/, '支付宝 AppID 应为20开头的16位数字'],
    apiKey: [/^[A-Za-z0-9+/]{22}==$/, '支付宝接口内容加密密钥应为24位 Base64 字符'],
    certificate: false,
    privateKey: true,
  },
  [CHANNEL.unionPay]: {
    merchantNo: [/^\d{15}$/, '银联商户号应为15位数字'],
    apiKey: [/^[A-Za-z0-9]{6,32}$/, '银联签名证书密码应为6~32位字母或数字'],
    certificate: false,
    privateKey: false,
  },
  [CHANNEL.etc]: {
    merchantNo: [/^\d{12}$/, 'ETC 无感支付商户号应为12位数字'],
    apiKey: [/^[A-Za-z0-9]{32}$/, 'ETC 通道密钥应为32位字母或数字'],
    certificate: false,
    privateKey: false,
  },
};
RULES[CHANNEL.wechatMerchant] = RULES[CHANNEL.wechatPartner];

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** The plain fields of a pay channel (the record as it will be stored). */
export function channelFieldsProblem(record: Record<string, unknown>): string | undefined {
  const type = Number(record.channelType);
  const rule = RULES[type];
  if (!rule) return '请选择支付方式';
  const [merchantRule, merchantMsg] = rule.merchantNo;
  if (!merchantRule.test(text(record.merchantNo))) return merchantMsg;
  if (type === CHANNEL.wechatPartner && !/^\d{10}$/.test(text(record.subMerchantNo))) return '服务商模式请填写10位数字的子商户号';
  if (rule.payAppId && !rule.payAppId[0].test(text(record.payAppId))) return rule.payAppId[1];
  if (rule.certificate && !/^[0-9A-F]{40}$/.test(text(record.certSerialNo))) return '证书序列号应为40位十六进制字符（大写）';
  return undefined;
}

/** The 密钥 check of a channel kind. */
export const apiKeyCheck = (type: number) => (secret: string) => {
  const rule = RULES[type];
  return rule && !rule.apiKey[0].test(secret) ? rule.apiKey[1] : undefined;
};

/** Whether a channel kind signs with a private key (微信支付 and 支付宝). */
export const needsPrivateKey = (type: number) => RULES[type]?.privateKey ?? false;
export const isWechat = (type: number) => WECHAT.includes(type);
export { privateKeyProblem };

/** The four keys of the 中电联 interconnection protocol (T/CEC 102): 16 letters or digits each. */
export const CONNECT_SECRETS: Record<string, string> = {
  operatorSecret: '运营商密钥',
  dataSecret: '数据加密密钥',
  dataSecretIv: '数据加密初始向量',
  sigSecret: '签名密钥',
};
export const connectSecretCheck = (title: string) => (secret: string) =>
  /^[A-Za-z0-9]{16}$/.test(secret) ? undefined : `${title}应为16位字母或数字`;

/** The plain fields of an interconnection platform. */
export function connectFieldsProblem(record: Record<string, unknown>): string | undefined {
  const code = organizationCodeProblem(text(record.operatorId));
  if (code) return code;
  if (!/^https:\/\//.test(text(record.connectUrl))) return '对接地址必须使用 HTTPS';
  return undefined;
}

/** A private-network host (10/8, 172.16/12, 192.168/16, loopback, `.local`): the platform cannot reach it from outside. */
export function privateHost(url: string): string | undefined {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return undefined;
  }
  const m = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  const internal =
    host === 'localhost' ||
    host.endsWith('.local') ||
    (m !== null &&
      (m[1] === '10' ||
        m[1] === '127' ||
        (m[1] === '192' && m[2] === '168') ||
        (m[1] === '172' && Number(m[2]) >= 16 && Number(m[2]) <= 31)));
  return internal ? host : undefined;
}

/** One line of an IP 白名单: an IPv4 address or a network `a.b.c.d/n`. */
export function ipLineProblem(line: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?:\/(\d{1,2}))?$/.exec(line);
  if (!m) return true;
  if (m.slice(1, 5).some((p) => Number(p) > 255)) return true;
  return m[5] !== undefined && Number(m[5]) > 32;
}

export const whitelistLines = (value: unknown) =>
  text(value)
    .split(/[\n,，;；\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export function whitelistProblem(value: unknown): string | undefined {
  const lines = whitelistLines(value);
  if (lines.length === 0) return '请填写 IP 白名单';
  const bad = lines.findIndex(ipLineProblem);
  return bad >= 0 ? `IP 白名单第 ${bad + 1} 项「${lines[bad]}」不是有效的 IPv4 地址或网段` : undefined;
}

const ipNumber = (ip: string) => ip.split('.').reduce((n, p) => n * 256 + Number(p), 0);

/** Whether an IPv4 address is in the list (addresses or networks). */
export function ipAllowed(ip: string, list: readonly string[]): boolean {
  if (!/^\d+\.\d+\.\d+\.\d+$/.test(ip)) return false;
  const n = ipNumber(ip);
  return list.some((entry) => {
    const [net, bits] = entry.split('/');
    if (bits === undefined) return entry === ip;
    const size = 2 ** (32 - Number(bits));
    return Math.floor(n / size) === Math.floor(ipNumber(net) / size);
  });
}
