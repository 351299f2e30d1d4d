/**
 * `npm run serve`: serves the production build (dist/). With PLATFORM_API set, /api and /websocket are
 * forwarded to that platform; without it the mock platform answers them. STORE_ORIGINS (comma-separated,
 * e.g. https://bucket.oss-cn-hangzhou.aliyuncs.com) names the platform's storage hosts the console may
 * show images from and upload to (the CSP's img-src and connect-src); the mock's stores are same-origin.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatAccountsTable } from '../server-mock/accountsTable';
import { adminTokenLine, startMockServer } from '../server-mock/app';
import { startPlatformGateway } from '../server-mock/gateway';
import { storeOrigin } from '../server-mock/http/securityHeaders';
import { findFreePort } from '../server-mock/net/freePort';

const DIST = 'dist';

async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error(`未找到 ${DIST}/index.html，请先运行 npm run build`);
    process.exit(1);
  }
  const host = process.env.HOST ?? '127.0.0.1';
  const port = await findFreePort(Number(process.env.PORT) || 4173, host);
  const platformApi = process.env.PLATFORM_API;
  const storeOrigins = (process.env.STORE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map(storeOrigin);
  const server: { port: number; adminToken?: string; close(): Promise<void> } = platformApi
    ? await startPlatformGateway({ platformApi, staticDir: DIST, port, host, storeOrigins })
    : await startMockServer({ staticDir: DIST, port, host });
  console.log(`控制台已启动: http://localhost:${server.port}`);
  if (server.adminToken)
    console.log(
      `未设置 PLATFORM_API，接口由模拟后端提供（数据库 .data/mock.sqlite）\n${adminTokenLine(server.adminToken)}\n${formatAccountsTable()}`,
    );
  else console.log(`接口转发至平台: ${platformApi}${storeOrigins.length ? `；存储服务: ${storeOrigins.join(', ')}` : ''}`);
  const stop = () => void server.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error('启动失败:', err instanceof Error ? err.message : err);
  process.exit(1);
});
