// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldCore } from '../../schemas/meta/generated/area';
import { bulletinArea, createFakeServices, renderWithServices } from '../testing/fakeServices';
import { ReadValue } from './ReadValue';
import { isWebAddress, safeHref } from './webAddress';
import { preloadValueTypeControls } from './valueTypes';

// The image, upload and rich-text controls load on first use; these tests draw them at once.
beforeAll(() => preloadValueTypeControls());

const NOT_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  'https:/evil.example',
  'mailto:a@b.example',
  'www.example.com',
];

describe('isWebAddress / safeHref', () => {
  const rows: [unknown, { sitePaths?: boolean }, string | undefined][] = [
    ['https://example.com/a?b=1', {}, 'https://example.com/a?b=1'],
    ['  HTTP://Example.com  ', {}, 'HTTP://Example.com'],
    ['/files/a.pdf', {}, undefined],
    ['/files/a.pdf', { sitePaths: true }, '/files/a.pdf'],
    ...NOT_LINKS.map((v): [unknown, { sitePaths?: boolean }, undefined] => [v, { sitePaths: true }, undefined]),
    [42, {}, undefined],
    [null, {}, undefined],
  ];
  it.each(rows)('%j %j → %j', (value, options, href) => {
    expect(safeHref(value, options)).toBe(href);
    expect(isWebAddress(value, options)).toBe(href !== undefined);
  });
});

describe('stored addresses are links only when they are web addresses', () => {
  const area = bulletinArea();
  const show = (field: FieldCore, value: unknown) =>
    renderWithServices(<ReadValue field={field} value={value} record={{}} area={area} />, createFakeServices()).container;

  it.each(NOT_LINKS)('link %j is shown as text, never as a link', (value) => {
    const box = show({ valueType: 'link' }, value);
    expect(box.querySelector('a')).toBeNull();
    expect(box.textContent).toBe(value);
  });

  it.each(NOT_LINKS)('upload %j is shown as text, never as a link', (value) => {
    const box = show({ valueType: 'upload' }, [value]);
    expect(box.querySelector('a')).toBeNull();
    expect(box.textContent).toBe(value);
  });

  it('a web address is a new-tab link unlinked from the console', () => {
    const link = show({ valueType: 'link' }, ' https://example.com/收费标准.pdf ').querySelector('a');
    expect([link?.getAttribute('href'), link?.getAttribute('target'), link?.getAttribute('rel')]).toEqual([
      'https://example.com/收费标准.pdf',
      '_blank',
      'noopener noreferrer',
    ]);
  });
});
