import { describe, expect, it } from 'vitest';
import { ok } from './envelope';
import { Router, routerPath } from './router';

describe('Router', () => {
  const router = new Router()
    .get('/u/{menuId}', () => ok('param'))
    .get('/u/special', () => ok('literal'))
    .post('/u/{menuId}', () => ok('post'), { public: true })
    .get('/u/special', () => ok('second'));

  it.each([
    ['/api/x/{id}', '/api/x/42', true],
    ['/api/x/{id}', '/api/x/42/', true],
    ['/api/x/{id}', '/api/x/', false],
    ['/api/x/{id}', '/api/x/4/2', false],
    ['/api/a.b', '/api/aXb', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(new Router().get(pattern, () => ok(null)).match('GET', path) !== null).toBe(expected);
  });

  it("writes {param} as the router's :param", () => {
    expect(routerPath('/api/roles/{id}/copy')).toBe('/api/roles/:id/copy');
  });

  it('extracts decoded params', () => {
    expect(router.match('GET', '/u/%E8%8F%9C%E5%8D%95')?.params).toEqual({ menuId: '菜单' });
  });

  it('prefers a literal route, keeps the first registration and keeps methods apart', async () => {
    expect(await router.match('GET', '/u/special')!.route.handler({} as never)).toEqual(ok('literal'));
    expect(router.list().filter((r) => r.pattern === '/u/special')).toHaveLength(1);
    expect(router.match('POST', '/u/1')!.route.public).toBe(true);
    expect(router.match('GET', '/u/1')!.route.public).toBe(false);
    expect(router.match('DELETE', '/u/1')).toBeNull();
    expect(router.match('HEAD', '/u/1')).not.toBeNull();
  });

  it('refuses an asset route that is not a public GET', () => {
    expect(() => new Router().post('/f/{id}', () => ok(null), { asset: true, public: true })).toThrow('must be a public GET');
  });

  it('refuses a beacon route that is not a public POST', () => {
    expect(() => new Router().get('/b', () => ok(null), { beacon: true, public: true })).toThrow('must be a public POST');
    expect(() => new Router().post('/b', () => ok(null), { beacon: true })).toThrow('must be a public POST');
    expect(new Router().post('/b', () => ok(null), { beacon: true, public: true }).match('POST', '/b')!.route.beacon).toBe(true);
  });
});
