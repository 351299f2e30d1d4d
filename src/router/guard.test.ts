import { describe, expect, it } from 'vitest';
import { decide, licenceRedirect, WHITE_PAGE_ON_FAILURE, type Decision, type GuardState, type GuardTarget } from './guard';
import { ROUTES } from './routes';
import { isPublicPath } from './paths';

// Route lists of spec §2, quoted literally so that a path dropped from paths.ts fails here.
const PUBLIC_PATHS = [
  '/whitePage',
  '/login',
  '/adminLogin',
  '/register',
  '/auth-redirect',
  '/forgotPassword',
  '/forgotPasswordSet',
  '/errDomain',
  '/redirect/*',
  '/404',
  '/401',
  '/remoteConfig',
  '/video',
  '/video1',
  '/whiteAlarmPage',
];
const FREE_PATHS = [
  '/todo',
  '/sysBulletin/list',
  '/sysBulletin/detail',
  '/enterprise',
  '/enterResultPage',
  '/enterDetail',
  '/quickAddPark',
  '/helpDocumentation',
];
const NO_AUTH_PATHS = ['/noAuth', '/noIndepAuth', '/noDoubleAuth'];
const LOGIN_STATUS0_BLOCKED = [
  '/whitePage',
  '/base',
  '/base1',
  '/base2',
  '/base3',
  '/base4',
  '/base5',
  '/base6',
  '/base7',
  '/base8',
  '/base9',
  '/hik',
];

const loaded: GuardState = { token: 't', loginStatus: '1', rolesLoaded: true, enterpriseStatus: 1, authStatus: 1, aboutUserInfo: 0 };
const anon: GuardState = { ...loaded, token: null, rolesLoaded: false };

const target = (fullPath: string): GuardTarget => {
  const [path, qs = ''] = fullPath.split('?');
  return { path, fullPath, query: Object.fromEntries(new URLSearchParams(qs)) };
};

const PASS: Decision = { type: 'pass' };
const to = (path: string): Decision => ({ type: 'redirect', to: path });

type Row = [string, Partial<GuardState>, string, Decision];

const rows: Row[] = [
  // Step 5: no token.
  ...PUBLIC_PATHS.map((p): Row => [`no token, public ${p}`, anon, p.replace('*', 'index'), PASS]),
  ['no token, ticket in query', anon, '/stopFee/list?ticket=T-1', { type: 'loginByTicket', ticket: 'T-1' }],
  ['no token, public path with ticket passes', anon, '/login?ticket=T-1', PASS],
  [
    'no token, private path',
    anon,
    '/stopFee/chargeRecord/list?a=1&b=二',
    to('/login?redirect=%2FstopFee%2FchargeRecord%2Flist%3Fa%3D1%26b%3D%E4%BA%8C'),
  ],
  ['no token, free path still needs login', anon, '/todo', to('/login?redirect=%2Ftodo')],
  ['no token, /index', anon, '/index', to('/login?redirect=%2Findex')],
  ['no token, /redirect without a sub-path is public (:path*)', anon, '/redirect', PASS],
  ['no token, /redirectx is not public', anon, '/redirectx', to('/login?redirect=%2Fredirectx')],
  // Step 2: loginStatus 0.
  ...LOGIN_STATUS0_BLOCKED.map((p): Row => [`loginStatus 0, ${p}`, { loginStatus: '0' }, p, to('/index')]),
  ['loginStatus 0 before roles are loaded', { loginStatus: '0', rolesLoaded: false }, '/base3', to('/index')],
  ['loginStatus 0, other path passes', { loginStatus: '0' }, '/stopFee/list', PASS],
  ['loginStatus 1, /whitePage passes', { loginStatus: '1' }, '/whitePage', PASS],
  ['loginStatus 1, /base passes', { loginStatus: '1' }, '/base', PASS],
  // Step 4: roles not loaded.
  ['roles not loaded', { rolesLoaded: false }, '/stopFee/list', { type: 'loadUser' }],
  ['roles not loaded, public path', { rolesLoaded: false }, '/login', { type: 'loadUser' }],
  // Step 3: roles loaded.
  ['logged in, /login goes home', {}, '/login?redirect=%2Ftodo', to('/index')],
  ['logged in, ordinary page', {}, '/stopFee/list', PASS],
  ['enterprise 3, private page', { enterpriseStatus: 3 }, '/stopFee/list', to('/enterprise?flag=1')],
  ['enterprise 3, no-auth page is not exempt', { enterpriseStatus: 3 }, '/noAuth', to('/enterprise?flag=1')],
  ['enterprise 3, already on /enterprise', { enterpriseStatus: 3 }, '/enterprise?flag=1', PASS],
  ...FREE_PATHS.map((p): Row => [`enterprise 3, free ${p}`, { enterpriseStatus: 3 }, p, PASS]),
  ['enterprise 3, public /404', { enterpriseStatus: 3 }, '/404', PASS],
  [
    'enterprise 3 wins over the licence',
    { enterpriseStatus: 3, authStatus: -2, aboutUserInfo: 0 },
    '/stopFee/list',
    to('/enterprise?flag=1'),
  ],
  ['enterprise 2 passes', { enterpriseStatus: 2 }, '/stopFee/list', PASS],
  // Licence rules (§4) on a private page: authStatus × aboutUserInfo.
  ...[-3, -2, -1, 0, 1, 2, 3, null].flatMap((authStatus) =>
    [0, 1, null].map((aboutUserInfo): Row => {
      const expected =
        (authStatus === -2 || authStatus === -3) && aboutUserInfo === 1
          ? to('/noDoubleAuth')
          : authStatus === -2 && aboutUserInfo === 0
            ? to('/noAuth')
            : authStatus === -3 && aboutUserInfo === 0
              ? to('/noIndepAuth')
              : PASS;
      return [`authStatus ${authStatus} × aboutUserInfo ${aboutUserInfo}`, { authStatus, aboutUserInfo }, '/stopFee/list', expected];
    }),
  ),
  // Already there, and the other no-auth pages.
  ['-2 × 0 already on /noAuth', { authStatus: -2, aboutUserInfo: 0 }, '/noAuth', PASS],
  ['-3 × 0 already on /noIndepAuth', { authStatus: -3, aboutUserInfo: 0 }, '/noIndepAuth', PASS],
  ['-2 × 1 already on /noDoubleAuth', { authStatus: -2, aboutUserInfo: 1 }, '/noDoubleAuth', PASS],
  ...NO_AUTH_PATHS.flatMap((p) => [
    [`-2 × 1 on no-auth page ${p}`, { authStatus: -2, aboutUserInfo: 1 }, p, PASS] as Row,
    [`-3 × 1 on no-auth page ${p}`, { authStatus: -3, aboutUserInfo: 1 }, p, PASS] as Row,
  ]),
  ['-2 × 0 on a free page', { authStatus: -2, aboutUserInfo: 0 }, '/todo', PASS],
  ['-3 × 1 on a public page', { authStatus: -3, aboutUserInfo: 1 }, '/404', PASS],
  ['-2 × 0 on /index', { authStatus: -2, aboutUserInfo: 0 }, '/index', to('/noAuth')],
  ['trailing slash is the same page', { authStatus: -2, aboutUserInfo: 0 }, '/noAuth/', PASS],
];

describe('route guard decide()', () => {
  it.each(rows)('%s', (_label, state, fullPath, expected) => {
    expect(decide({ ...loaded, ...state }, target(fullPath))).toEqual(expected);
  });

  it('WHITE_PAGE_ON_FAILURE encodes the target', () => {
    expect(WHITE_PAGE_ON_FAILURE('/stopFee/list?id=1')).toBe('/whitePage?redirect=%2FstopFee%2Flist%3Fid%3D1');
  });

  it('licenceRedirect matches §4', () => {
    expect(licenceRedirect(-2, 1)).toBe('/noDoubleAuth');
    expect(licenceRedirect(-3, 1)).toBe('/noDoubleAuth');
    expect(licenceRedirect(-2, 0)).toBe('/noAuth');
    expect(licenceRedirect(-3, 0)).toBe('/noIndepAuth');
    expect(licenceRedirect(-1, 0)).toBeNull();
  });
});

describe('paths', () => {
  it.each([
    ['/login', true],
    ['/redirect/stopFee/list', true],
    ['/redirect/', true],
    ['/redirect', true],
    ['/redirects/x', false],
    ['/loginx', false],
    ['/index', false],
    ['/todo', false],
    ['/video1', true],
    ['/whiteAlarmPage', true],
  ])('isPublicPath(%s) = %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });

  // Over every route the shell declares: the guard opens to a visitor without a token exactly the spec's public routes,
  // and to an uncertified enterprise (status 3) exactly the public and free ones (the no-licence pages are not exempt).
  const declared = ROUTES.map((r) => r.path).filter((p) => !p.includes(':'));
  const opensTo = (state: GuardState) => declared.filter((p) => decide(state, target(p)).type === 'pass').sort();
  const specPaths = (...lists: string[][]) =>
    declared.filter((p) => lists.some((list) => list.some((q) => q === p || (q.endsWith('/*') && p.startsWith(q.slice(0, -1)))))).sort();

  it('lets a visitor without a token open exactly the public routes of spec §2', () => {
    expect(declared.length).toBeGreaterThan(PUBLIC_PATHS.length);
    expect(opensTo(anon)).toEqual(specPaths(PUBLIC_PATHS));
  });

  it('lets an uncertified enterprise open exactly the public and free routes of spec §2', () => {
    // (A logged-in user at /login is sent home.)
    expect(opensTo({ ...loaded, enterpriseStatus: 3 })).toEqual(specPaths(PUBLIC_PATHS, FREE_PATHS).filter((p) => p !== '/login'));
  });
});
