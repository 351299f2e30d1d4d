import { describe, expect, it } from 'vitest';
import { loginTargetFor } from './loginTarget';

describe('loginTargetFor', () => {
  it.each([
    ['/index', '', '/login?redirect=%2Findex'],
    [
      '/sysBulletin/list',
      '?pageNo=2&title=%E5%81%9C%E8%BD%A6',
      '/login?redirect=%2FsysBulletin%2Flist%3FpageNo%3D2%26title%3D%25E5%2581%259C%25E8%25BD%25A6',
    ],
    ['/login', '', '/login'],
    ['/login', '?redirect=%2Ftodo%3FdealStatus%3D0', '/login?redirect=%2Ftodo%3FdealStatus%3D0'],
    ['/whitePage', '?redirect=%2Fenterprise', '/login?redirect=%2Fenterprise'],
    ['/404', '', '/login'],
  ])('%s%s → %s', (pathname, search, target) => {
    expect(loginTargetFor(pathname, search)).toBe(target);
  });
});
