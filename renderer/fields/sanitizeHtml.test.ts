// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isAllowedAddress, sanitizeHtml } from './sanitizeHtml';

const dom = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

describe('sanitizeHtml', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', 'onerror'],
    ['<script>alert(1)</script>', '<script'],
    ['<a href="javascript:alert(1)">x</a>', 'javascript:'],
    ['<a href=" jav&#x09;ascript:alert(1)">x</a>', 'ascript:'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'vbscript'],
    ['<iframe src="https://evil.example"></iframe>', '<iframe'],
    ['<form action="https://evil.example"><input name=a></form>', '<form'],
    ['<style>body{display:none}</style>', '<style'],
    ['<svg><script>alert(1)</script></svg>', 'alert'],
    ['<div onclick="alert(1)">x</div>', 'onclick'],
    ['<img src="data:text/html;base64,PHNjcmlwdD4=">', 'data:text'],
    ['<img srcset="https://a.example/1.png 1x">', 'srcset'],
  ])('removes %s', (html, forbidden) => {
    expect(sanitizeHtml(html).toLowerCase()).not.toContain(forbidden.toLowerCase());
  });

  it('keeps formatting, web links, site paths and data:image pictures', () => {
    const box = dom(
      '<p><strong>粗</strong><em>斜</em></p><a href="https://example.com">外链</a><img src="/files/a.png"><img src="data:image/jpeg;base64,/9j/4AAQ=">',
    );
    expect(box.querySelector('strong')?.textContent).toBe('粗');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
    expect([...box.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      '/files/a.png',
      'data:image/jpeg;base64,/9j/4AAQ=',
    ]);
  });

  it('gives new-tab links rel="noopener noreferrer"', () => {
    const link = dom('<a href="https://example.com" target="_blank" rel="opener">x</a>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['href', 'https://a.example', true],
    ['href', 'http://a.example', true],
    ['href', '/inside/page', true],
    ['href', '//evil.example', false],
    ['href', 'mailto:a@b.c', false],
    ['href', 'data:image/png;base64,AA', false],
    ['src', 'data:image/png;base64,AA', true],
    ['src', 'data:image/svg+xml;base64,AA', false],
  ])('%s=%s allowed: %s', (attribute, value, allowed) => {
    expect(isAllowedAddress(attribute, value)).toBe(allowed);
  });
});
