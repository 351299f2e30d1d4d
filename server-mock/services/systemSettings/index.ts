import type { MockContext } from '../../context';
import { formatChinaTime } from '../../db/time';
import type { EntityStore } from '../../engine/store';
import { badRequest, bodyOf, stateNotAllowed } from '../../engine/requestParts';
import { appendEntry } from '../../engine/transitionRun';
import { failWith, ok } from '../../http/envelope';
import { currentUser, type RegisterService } from '../types';
import { needsPrivateKey, privateHost } from './rules';
import { newSecret, readSecret, writeSecret } from './secrets';
import { APP_SECRETS, PAY_SECRETS } from './seed';

const BASE = '/api/system/v2/api';
/** After it was first shown, the new AppSecret is answered again only this long (the same dialog loading again). */
const REVEAL_WINDOW_MS = 60_000;
export const SECRET_SHOWN_ONCE = 'AppSecret 仅在新建或重置后显示一次，如已遗失请重置密钥';

/** The store of one of this document's entities (always installed with the document). */
export function storeOf(ctx: MockContext, entity: string): EntityStore {
  const store = ctx.engine.store(ctx.db, entity);
  if (!store) throw new Error(`entity ${entity} is not installed`);
  return store;
}

const idOf = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? Number(value) : null);

/**
 * 系统设置 (schemas/systemSettings.json), hand-written because these calls reach outside the stored records:
 * - `payChannels/testConnection {channelId}` — the channel's stored secrets and certificate are tried as the pay
 *   channel would (before enabling it too): 连接成功, or the reason (未配置密钥, 证书过期), kept as 最近测试结果;
 * - `connectPlatforms/testConnection {platformId}` — the same for an interconnection platform (内网地址);
 * - `openApps/resetSecret {openAppId}` — a new AppSecret (the old one stops working at once), waiting to be shown once;
 * - `openApps/{id}/secret` — the AppSecret of a new or reset application, answered once (for a minute, the same dialog).
 * Secrets themselves never leave the mock except through that last call; lists, forms and steps are the document's.
 */
export const registerSystemSettings: RegisterService = (router, ctx) => {
  const now = () => formatChinaTime(ctx.now());

  router.post(`${BASE}/payChannels/testConnection`, (req) => {
    const store = storeOf(ctx, 'payChannel');
    const id = idOf(bodyOf(req).channelId);
    if (id === null) return badRequest('请选择要测试的支付通道');
    const channel = store.find(id);
    if (!channel) return failWith('recordNotFound');
    const today = now().slice(0, 10);
    let reason: string | undefined;
    if (!readSecret(ctx.db, PAY_SECRETS, id, 'apiKey')) reason = '连接失败：未配置 API 密钥';
    else if (needsPrivateKey(Number(channel.channelType)) && !readSecret(ctx.db, PAY_SECRETS, id, 'privateKey'))
      reason = '连接失败：未配置私钥，无法签名';
    else if (typeof channel.certExpireDate === 'string' && channel.certExpireDate && channel.certExpireDate < today)
      reason = `连接失败：商户API证书已于 ${channel.certExpireDate} 过期，请更新证书序列号与私钥`;
    store.patch(id, { lastTestResult: reason ?? '连接成功', lastTestTime: now() });
    return reason ? badRequest(reason) : ok({ result: '连接成功' }, '连接成功');
  });

  router.post(`${BASE}/connectPlatforms/testConnection`, (req) => {
    const store = storeOf(ctx, 'connectPlatform');
    const id = idOf(bodyOf(req).platformId);
    if (id === null) return badRequest('请选择要测试的对接平台');
    const platform = store.find(id);
    if (!platform) return failWith('recordNotFound');
    const host = privateHost(String(platform.connectUrl ?? ''));
    const reason = host ? `连接失败：对接地址为内网地址（${host}），平台无法访问` : undefined;
    store.patch(id, { lastTestResult: reason ?? '连接成功', lastTestTime: now() });
    return reason ? badRequest(reason) : ok({ result: '连接成功' }, '连接成功');
  });

  router.post(`${BASE}/openApps/resetSecret`, (req) => {
    const store = storeOf(ctx, 'openApp');
    const id = idOf(bodyOf(req).openAppId);
    if (id === null) return badRequest('请选择要重置密钥的应用');
    const app = store.find(id);
    if (!app) return failWith('recordNotFound');
    if (Number(app.appStatus) !== 1) return stateNotAllowed('该应用已吊销，不能重置密钥');
    const user = currentUser(req);
    ctx.db.transaction(() => {
      writeSecret(ctx.db, APP_SECRETS, id, 'appSecret', newSecret(), ctx.now(), true);
      store.patch(id, {
        secretPending: 1,
        secretIssuedTime: now(),
        updateTime: now(),
        auditTrail: appendEntry(app.auditTrail, {
          action: '重置密钥',
          user: user.name,
          time: now(),
          from: 1,
          fromLabel: '启用',
          to: 1,
          toLabel: '启用',
          note: '旧密钥已失效',
        }),
      });
    })();
    return ok(null);
  });

  router.post(`${BASE}/openApps/{id}/secret`, (req) => {
    const store = storeOf(ctx, 'openApp');
    const id = idOf(req.params.id);
    const app = id === null ? null : store.find(id);
    if (!app || id === null) return failWith('recordNotFound');
    if (Number(app.appStatus) !== 1) return stateNotAllowed('该应用已吊销');
    const row = readSecret(ctx.db, APP_SECRETS, id, 'appSecret');
    if (!row || (row.revealed_at !== null && Math.abs(ctx.now() - row.revealed_at) > REVEAL_WINDOW_MS))
      return stateNotAllowed(SECRET_SHOWN_ONCE);
    if (row.revealed_at === null) {
      ctx.db.prepare(`UPDATE ${APP_SECRETS} SET revealed_at = ? WHERE record_id = ? AND field = 'appSecret'`).run(ctx.now(), id);
      store.patch(id, { secretPending: 0 });
    }
    return ok({
      appName: app.appName,
      appKey: app.appKey,
      appSecret: row.secret,
      secretNotice: '请立即复制并妥善保存 AppSecret，关闭后将无法再次查看；遗失只能重置密钥。',
    });
  });
};
