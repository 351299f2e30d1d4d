/**
 * 系统设置 over HTTP (schemas/systemSettings.json): secrets answered masked everywhere (list, detail, export, the
 * write's own answer), format refusals by channel kind, an edit without retyping keeping the key, 测试连接, the open
 * API's signature (accepted, revoked, rotated, outside the IP 白名单), the AppSecret shown once, the settings' 操作记录,
 * and the button codes the mock asks for.
 */
import { describe, expect, it } from 'vitest';
import { testServerPerFile } from '../../testing/serverPerFile';
import { openApiSign, OPEN_API_PARKS } from './openApi';
import { SECRET_SHOWN_ONCE } from './index';
import { organizationCheck } from './secrets';

const OPERATOR_ID = `MA2H3K5X${organizationCheck('MA2H3K5X')}`;
const WRONG_CHECK = `MA2H3K5X${organizationCheck('MA2H3K5X') === '1' ? '2' : '1'}`;

const API = '/api/system/v2/api';
const PAY = `${API}/payChannels`;
const APPS = `${API}/openApps`;
const CONNECT = `${API}/connectPlatforms`;
const MASK = /^\*{16}.{4}$/;
const WECHAT_KEY = 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';
const PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC${'Q'.repeat(400)}7K3F\n-----END PRIVATE KEY-----`;
type Page<T> = { results: T[]; totalRecord: number };
type Row = Record<string, unknown>;

const wechat = (over: Row = {}) => ({
  parkId: 1002,
  channelType: 2,
  channelName: '武林广场微信支付（新商户）',
  merchantNo: '1612345678',
  payAppId: 'wx8c2f9a0b1d3e4f56',
  apiKey: WECHAT_KEY,
  certSerialNo: '5A1B2C3D4E5F60718293A4B5C6D7E8F901234567',
  privateKey: PRIVATE_KEY,
  certExpireDate: '2030-12-31',
  ...over,
});

describe('系统设置 (systemSettings)', () => {
  const server = testServerPerFile();
  const get = async <T>(path: string) => (await server.t.get<T>(path, server.token)).body;
  const post = (path: string, body: unknown) => server.t.post(path, body, server.token);

  describe('支付配置', () => {
    it('lists 60+ channels of the parks in both states, filtered by 支付方式, without any key', async () => {
      const all = (await get<Page<Row>>(`${PAY}?pageSize=100`)).data;
      expect(all.totalRecord).toBeGreaterThanOrEqual(60);
      expect(new Set(all.results.map((r) => r.channelStatus))).toEqual(new Set([0, 1]));
      const alipay = (await get<Page<Row>>(`${PAY}?channelType=3&pageSize=100`)).data;
      expect(alipay.totalRecord).toBeGreaterThan(0);
      expect(alipay.results.every((r) => r.channelType === 3)).toBe(true);
      for (const row of all.results) {
        if (row.apiKey !== undefined && row.apiKey !== null) expect(row.apiKey).toMatch(MASK);
        if (row.privateKey !== undefined && row.privateKey !== null) expect(row.privateKey).toMatch(MASK);
      }
    });

    it('refuses wrong formats with the channel’s own words', async () => {
      const cases: [Row, string][] = [
        [{ merchantNo: '16123' }, '微信支付商户号应为10位数字'],
        [{ apiKey: 'short-key' }, '微信支付 API v3 密钥应为32位字母或数字'],
        [{ payAppId: 'ab12' }, '微信 AppID 应为 wx 开头的18位字符'],
        [{ certSerialNo: 'XYZ' }, '证书序列号应为40位十六进制字符（大写）'],
        [{ privateKey: 'not a key' }, '私钥格式不正确，应为 PKCS#8 格式的 Base64 文本'],
        [{ channelType: 3, merchantNo: '1612345678' }, '支付宝合作伙伴ID（PID）应为2088开头的16位数字'],
        [{ channelType: 4, merchantNo: '123' }, '银联商户号应为15位数字'],
        [{ channelType: 1, subMerchantNo: '' }, '服务商模式请填写10位数字的子商户号'],
      ];
      for (const [over, msg] of cases) {
        const res = await post(PAY, wechat(over));
        expect(res.body.msg, JSON.stringify(over)).toBe(msg);
      }
    });

    it('answers a saved key masked in the write, the detail, the list and the export; an edit without retyping keeps it', async () => {
      const created = await post(PAY, wechat());
      expect(created.body.code).toBe('200');
      const id = created.body.data.channelId as number;
      // A new channel starts 停用 and may be tested; while the park's enabled WeChat channel stays, it cannot be enabled.
      expect(created.body.data.channelStatus).toBe(0);
      expect((await post(`${PAY}/testConnection`, { channelId: id })).body.msg).toBe('连接成功');
      const clash = await post(`${PAY}/enable`, { channelId: id });
      expect(clash.body.msg).toMatch(/^该车场已有启用中的微信支付（普通商户）通道「.+」，同一车场每种支付方式只能启用一个通道，请先停用$/);
      expect(created.text).not.toContain(WECHAT_KEY);
      expect(created.body.data.apiKey).toBe('****************Xy4z');
      expect(created.body.data.privateKey).toBe('****************7K3F');
      const detail = await server.t.get(`${PAY}/${id}`, server.token);
      expect(detail.text).not.toContain(WECHAT_KEY);
      expect(detail.text).not.toContain('QQQQQQQQ');
      expect(detail.body.data.apiKey).toBe('****************Xy4z');
      const list = await server.t.get(`${PAY}?merchantNo=1612345678&pageSize=50`, server.token);
      expect(list.body.data.totalRecord).toBe(1);
      expect(list.text).not.toContain(WECHAT_KEY);
      const exported = await server.t.get(`${PAY}/export?merchantNo=1612345678`, server.token);
      const file = await fetch(server.t.url + String(exported.body.data));
      const csv = await file.text();
      expect(csv).toContain('1612345678');
      expect(csv).not.toContain(WECHAT_KEY);
      expect(csv).not.toContain('QQQQQQQQ');
      // 编辑: the form sends the masks back unchanged → the stored secrets stay, the connection still works.
      const edited = await server.t.put(
        PAY,
        {
          ...wechat({ channelName: '武林广场微信支付（主）' }),
          channelId: id,
          apiKey: detail.body.data.apiKey,
          privateKey: detail.body.data.privateKey,
        },
        server.token,
      );
      expect(edited.body.code).toBe('200');
      expect(edited.body.data.apiKey).toBe('****************Xy4z');
      expect((await post(`${PAY}/testConnection`, { channelId: id })).body.msg).toBe('连接成功');
      // A new key replaces it.
      const rekeyed = await server.t.put(
        PAY,
        { ...wechat(), channelId: id, apiKey: 'Zz3dEf6hIj9kLm2nOp5qRs8tUv1wAB12', privateKey: detail.body.data.privateKey },
        server.token,
      );
      expect(rekeyed.body.data.apiKey).toBe('****************AB12');
    });

    it('测试连接 answers 连接成功 or the reason', async () => {
      const all = (await get<Page<Row>>(`${PAY}?pageSize=100`)).data.results;
      const expired = all.find((r) => r.channelStatus === 1 && String(r.lastTestResult).includes('过期'))!;
      const res = await post(`${PAY}/testConnection`, { channelId: expired.channelId });
      expect(res.body.msg).toBe(`连接失败：商户API证书已于 ${String(expired.certExpireDate)} 过期，请更新证书序列号与私钥`);
      const fine = all.find((r) => r.channelStatus === 1 && r.lastTestResult === '连接成功')!;
      expect((await post(`${PAY}/testConnection`, { channelId: fine.channelId })).body.msg).toBe('连接成功');
    });

    it('停用 then 启用 are steps with a trail', async () => {
      const [row] = (await get<Page<Row>>(`${PAY}?channelStatus=1&channelType=5&pageSize=1`)).data.results;
      expect((await post(`${PAY}/disable`, { channelId: row.channelId })).body.code).toBe('200');
      expect((await post(`${PAY}/disable`, { channelId: row.channelId })).body.msg).toBe('当前状态为「停用」，不能执行「停用」');
      expect((await post(`${PAY}/enable`, { channelId: row.channelId })).body.code).toBe('200');
      const detail = (await get<Row>(`${PAY}/${String(row.channelId)}`)).data;
      expect((detail.auditTrail as Row[]).map((e) => e.action).slice(-2)).toEqual(['停用', '启用']);
    });
  });

  describe('开放接口', () => {
    const call = (headers: Record<string, string>) => fetch(server.t.url + OPEN_API_PARKS, { headers });
    const signed = (appKey: string, secret: string, at = Date.now()) => ({
      'X-App-Key': appKey,
      'X-Timestamp': String(at),
      'X-Sign': openApiSign(secret, String(at)),
    });
    const newApp = async (ipWhitelist: string, apiScopes = ['parks', 'berths']) => {
      const res = await post(APPS, {
        appName: `测试应用${Math.random().toString(36).slice(2, 8)}`,
        apiScopes,
        ipWhitelist,
        contactName: '王伟',
        contactPhone: '13912345678',
      });
      expect(res.body.code).toBe('200');
      const app = res.body.data as Row;
      expect(JSON.stringify(app)).not.toMatch(/appSecret/);
      return app;
    };
    const reveal = (id: unknown) => post(`${APPS}/${String(id)}/secret`, {});

    it('lists 60+ applications, in both states, searchable by 状态', async () => {
      const revoked = (await get<Page<Row>>(`${APPS}?appStatus=2&pageSize=100`)).data;
      expect(revoked.totalRecord).toBeGreaterThan(0);
      expect(revoked.results.every((r) => r.appStatus === 2)).toBe(true);
      expect((await get<Page<Row>>(`${APPS}?pageSize=1`)).data.totalRecord).toBeGreaterThanOrEqual(60);
    });

    it('shows a new AppSecret once, accepts a signed call from an allowed IP, refuses it once revoked', async () => {
      const app = await newApp('127.0.0.1\n115.236.10.0/24');
      expect(app.secretPending).toBe(1);
      const shown = await reveal(app.openAppId);
      const secret = shown.body.data.appSecret as string;
      expect(secret).toMatch(/^[A-Za-z0-9]{32}$/);
      const detail = await server.t.get(`${APPS}/${String(app.openAppId)}`, server.token);
      expect(detail.text).not.toContain(secret);
      expect(detail.body.data.secretPending).toBe(0);
      const ok = await call(signed(String(app.appKey), secret));
      expect(ok.status).toBe(200);
      const body = (await ok.json()) as { code: string; data: Row[] };
      expect(body.code).toBe('0');
      expect(body.data[0]).toMatchObject({ parkId: 1001 });
      expect((await get<Row>(`${APPS}/${String(app.openAppId)}`)).data.callCount).toBe(1);
      const bad = await call({ ...signed(String(app.appKey), secret), 'X-Sign': 'ab'.repeat(32) });
      expect(((await bad.json()) as Row).msg).toBe('签名校验失败');
      const stale = await call(signed(String(app.appKey), secret, Date.now() - 10 * 60_000));
      expect(((await stale.json()) as Row).msg).toBe('请求时间戳无效或已过期（须为毫秒时间戳，与平台时间相差不超过5分钟）');
      expect((await post(`${APPS}/revoke`, { openAppId: app.openAppId })).body.code).toBe('200');
      const refused = await call(signed(String(app.appKey), secret));
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as Row).msg).toBe('AppKey 已吊销，请联系平台管理员');
      expect((await post(`${APPS}/resetSecret`, { openAppId: app.openAppId })).body.msg).toBe('该应用已吊销，不能重置密钥');
    });

    it('重置密钥: the old secret stops working, the new one is shown once and works', async () => {
      const app = await newApp('127.0.0.1');
      const old = (await reveal(app.openAppId)).body.data.appSecret as string;
      expect((await post(`${APPS}/resetSecret`, { openAppId: app.openAppId })).body.code).toBe('200');
      const refused = await call(signed(String(app.appKey), old));
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as Row).msg).toBe('签名校验失败：该 AppSecret 已重置失效，请使用新的 AppSecret');
      const fresh = (await reveal(app.openAppId)).body.data.appSecret as string;
      expect(fresh).not.toBe(old);
      expect((await call(signed(String(app.appKey), fresh))).status).toBe(200);
      const trail = (await get<Row>(`${APPS}/${String(app.openAppId)}`)).data.auditTrail as Row[];
      expect(trail.at(-1)).toMatchObject({ action: '重置密钥', user: '陈建国' });
    });

    it('never shows a seeded (already shown) secret again', async () => {
      const [seeded] = (await get<Page<Row>>(`${APPS}?appStatus=1&pageSize=100`)).data.results.filter(
        (r) => r.secretPending === 0 && Number(r.openAppId) <= 60,
      );
      expect((await reveal(seeded.openAppId)).body.msg).toBe(SECRET_SHOWN_ONCE);
    });

    it('refuses a caller outside the IP 白名单, an interface outside 可调用接口 and a malformed white list', async () => {
      const far = await newApp('115.236.10.8');
      const secret = (await reveal(far.openAppId)).body.data.appSecret as string;
      const res = await call(signed(String(far.appKey), secret));
      expect(res.status).toBe(403);
      expect(((await res.json()) as Row).msg).toBe('IP 地址 127.0.0.1 不在该应用的白名单中');
      const noParks = await newApp('127.0.0.1', ['orders']);
      const s2 = (await reveal(noParks.openAppId)).body.data.appSecret as string;
      expect(((await (await call(signed(String(noParks.appKey), s2))).json()) as Row).msg).toBe('该应用无权调用「车场信息」接口');
      const wrong = await post(APPS, { appName: '白名单错误的应用', apiScopes: ['parks'], ipWhitelist: '127.0.0.1\n300.1.2.3' });
      expect(wrong.body.msg).toBe('IP 白名单第 2 项「300.1.2.3」不是有效的 IPv4 地址或网段');
      expect(((await (await call({ 'X-App-Key': 'AKNOPE' })).json()) as Row).msg).toBe('缺少签名参数（X-App-Key、X-Timestamp、X-Sign）');
    });
  });

  describe('充电互联互通', () => {
    const platform = (over: Row = {}) => ({
      platformName: '嘉兴市充电设施监管平台',
      platformType: 2,
      operatorId: OPERATOR_ID,
      connectUrl: 'https://evcs.jiaxing.gov.cn/evcs/v20160701/',
      operatorSecret: 'Op3nSecret123456',
      dataSecret: 'DataSecret123456',
      dataSecretIv: 'DataIv1234567890',
      sigSecret: 'SigSecret1234567',
      ...over,
    });

    it('checks the 组织机构代码 and the keys, answers the keys masked, and tests the connection', async () => {
      expect((await post(CONNECT, platform({ operatorId: '12345' }))).body.msg).toBe(
        '运营商ID应为9位组织机构代码（8位数字或大写字母加1位校验码）',
      );
      expect((await post(CONNECT, platform({ operatorId: WRONG_CHECK }))).body.msg).toBe('运营商ID校验码不正确，请核对组织机构代码');
      expect((await post(CONNECT, platform({ sigSecret: 'short' }))).body.msg).toBe('签名密钥应为16位字母或数字');
      expect((await post(CONNECT, platform({ connectUrl: 'http://evcs.jiaxing.gov.cn/' }))).body.msg).toBe('对接地址必须使用 HTTPS');
      const created = await post(CONNECT, platform());
      expect(created.body.code).toBe('200');
      expect(created.text).not.toContain('Op3nSecret123456');
      expect(created.body.data.operatorSecret).toBe('****************3456');
      const id = created.body.data.platformId as number;
      expect((await post(`${CONNECT}/testConnection`, { platformId: id })).body.msg).toBe('连接成功');
      const inner = await server.t.put(
        CONNECT,
        {
          ...platform(),
          platformId: id,
          connectUrl: 'https://10.20.3.15:8443/evcs/',
          operatorSecret: created.body.data.operatorSecret,
          dataSecret: created.body.data.dataSecret,
          dataSecretIv: created.body.data.dataSecretIv,
          sigSecret: created.body.data.sigSecret,
        },
        server.token,
      );
      expect(inner.body.code).toBe('200');
      expect((await post(`${CONNECT}/testConnection`, { platformId: id })).body.msg).toBe(
        '连接失败：对接地址为内网地址（10.20.3.15），平台无法访问',
      );
      const exported = await server.t.get(`${CONNECT}/export?platformName=${encodeURIComponent('嘉兴')}`, server.token);
      const csv = await (await fetch(server.t.url + String(exported.body.data))).text();
      expect(csv).toContain('嘉兴市充电设施监管平台');
      expect(csv).not.toContain('Op3nSecret123456');
    });

    it('lists 60 platforms searchable by 平台类型', async () => {
      const page = (await get<Page<Row>>(`${CONNECT}?platformType=4&pageSize=100`)).data;
      expect(page.totalRecord).toBeGreaterThan(0);
      expect(page.results.every((r) => r.platformType === 4)).toBe(true);
      expect((await get<Page<Row>>(`${CONNECT}?pageSize=1`)).data.totalRecord).toBeGreaterThanOrEqual(60);
    });
  });

  describe('财务配置 and the other settings', () => {
    const FINANCE = `${API}/platformSettings/finance`;
    it('reads back what was saved and keeps the 操作记录 (who, when, why)', async () => {
      const before = (await get<Page<Row>>(`${FINANCE}`)).data.results[0];
      expect(before).toMatchObject({ settleDay: 5, refundAuditThreshold: 200 });
      expect(
        (await server.t.put(`${FINANCE}/save`, { ...before, taxNo: '91330106MA2H3', changeNote: '更新税号' }, server.token)).body.msg,
      ).toBe('税号应为15位、18位或20位数字或大写字母');
      const saved = await server.t.put(
        `${FINANCE}/save`,
        { ...before, refundAuditThreshold: 300, changeNote: '退款审核阈值调整为300元' },
        server.token,
      );
      expect(saved.body.code).toBe('200');
      const after = (await get<Page<Row>>(`${FINANCE}`)).data.results[0];
      expect(after).toMatchObject({ refundAuditThreshold: 300, version: Number(before.version) + 1, changeNote: null });
      const logs = (await get<Page<Row>>(`${FINANCE}/logs?orderBy=replacedTime&orderType=desc`)).data.results;
      expect(logs[0]).toMatchObject({ replacedUser: '陈建国', changeNote: '退款审核阈值调整为300元', version: before.version });
    });

    it('checks the 小程序 AppID and keeps the 管理员账号', async () => {
      const apply = (await get<Page<Row>>(`${API}/platformSettings/apply`)).data.results[0];
      expect(
        (await server.t.put(`${API}/platformSettings/apply/save`, { ...apply, miniAppId: 'abc', changeNote: '改' }, server.token)).body.msg,
      ).toBe('小程序 AppID 应为 wx 开头的18位字符');
      const account = (await get<Page<Row>>(`${API}/platformSettings/account`)).data.results[0];
      await server.t.put(
        `${API}/platformSettings/account/save`,
        { ...account, loginAccount: 'hacker', changeNote: '更新联系人' },
        server.token,
      );
      expect((await get<Page<Row>>(`${API}/platformSettings/account`)).data.results[0].loginAccount).toBe('admin');
    });
  });

  it('asks for the button codes: 403 without them', async () => {
    const operator = await server.t.login('operator');
    expect((await server.t.get(`${PAY}?pageSize=1`, operator)).status).toBe(403);
    expect((await server.t.post(`${APPS}/resetSecret`, { openAppId: 1 }, operator)).status).toBe(403);
    expect((await server.t.post(`${APPS}/1/secret`, {}, operator)).status).toBe(403);
    expect((await server.t.post(`${CONNECT}/testConnection`, { platformId: 1 }, operator)).status).toBe(403);
    expect((await server.t.put(`${API}/platformSettings/finance/save`, { settleDay: 1 }, operator)).status).toBe(403);
  });
});
