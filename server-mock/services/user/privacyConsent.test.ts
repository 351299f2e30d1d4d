import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { REVOKE_PRIVACY_PATH } from './privacyConsent';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('POST /basic/v2/api/dealer/revokePrivacy', () => {
  it('records the revocation of an operator-side account and keeps the session for the logout that follows', async () => {
    const token = await t.login('admin');
    expect((await t.post(REVOKE_PRIVACY_PATH, {}, token)).body).toMatchObject({ code: '200', data: null });
    expect((await t.post(REVOKE_PRIVACY_PATH, {}, token)).body.code).toBe('200');
    expect((await t.get('/api/auth/v2/api/user/logout', token)).body.code).toBe('200');
  });

  it('is refused on the multi-dealer platform and without a token', async () => {
    const token = await t.login('dealer');
    expect((await t.post(REVOKE_PRIVACY_PATH, {}, token)).body).toMatchObject({ code: '0x10d7500015' });
    expect((await t.post(REVOKE_PRIVACY_PATH, {})).status).toBe(401);
  });
});
