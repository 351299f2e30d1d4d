// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import RedirectPage, { redirectTarget } from './RedirectPage';

describe('RedirectPage', () => {
  it.each([
    ['/redirect/todo', '', '/todo'],
    ['/redirect/sysBulletin/detail', '?id=3', '/sysBulletin/detail?id=3'],
    ['/redirect//index', '', '/index'],
    ['/redirect', '', '/'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(redirectTarget(pathname, search)).toBe(expected);
  });

  it('replaces itself with the target', async () => {
    const { location } = renderPage(<RedirectPage />, '/redirect/todo?pageNo=2');
    await waitFor(() => expect(location()).toBe('/todo?pageNo=2'));
  });
});
