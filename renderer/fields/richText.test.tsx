// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RichTextHtml } from './richText';
import { preloadValueTypeControls } from './valueTypes';

// The image, upload and rich-text controls load on first use; these tests draw them at once.
beforeAll(() => preloadValueTypeControls());

/** Every attribute of every element under `root` whose name starts with "on" (event handlers). */
const handlers = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}.${a.name}`),
  );

const show = (html: string) => render(<RichTextHtml html={html} />).container.querySelector('.renderer-rich-text') as HTMLElement;

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => vi.unstubAllGlobals());

describe('RichTextHtml with live payloads', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', 'img'],
    ['<a href="javascript:alert(1)">点我</a>', 'a'],
    ['<svg><script>alert(1)</script></svg>', 'svg'],
    ['<svg onload=alert(1)><circle r=1></circle></svg>', 'svg'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', 'iframe'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'math'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'a'],
    ['<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>', 'a'],
    ['<form action="javascript:alert(1)"><button>提交</button></form>', 'form'],
    ['<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">', 'object'],
    ['<base href="https://evil.example/"><link rel=stylesheet href=https://evil.example/x.css>', 'base'],
    ['<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>', 'div'],
  ])('%s: no script, no handler, no script address', (payload) => {
    const box = show(`<p>公告正文</p>${payload}`);
    expect(box.querySelector('p')?.textContent).toBe('公告正文');
    expect(handlers(box)).toEqual([]);
    expect(box.querySelectorAll('script, iframe, frame, object, embed, form, base, link, meta, style')).toHaveLength(0);
    for (const el of box.querySelectorAll('*'))
      for (const attr of ['href', 'src', 'xlink:href', 'action', 'data', 'srcdoc']) {
        const value = el.getAttribute(attr);
        if (value !== null) expect(value, `${el.tagName}[${attr}]`).toMatch(/^(https?:\/\/|\/(?!\/)|data:image\/)/i);
      }
    expect(box.innerHTML).not.toMatch(/javascript:|alert\(1\)<\/script|srcdoc/i);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a javascript: link keeps its text and loses its address', () => {
    const link = show('<a href="javascript:alert(1)">点我</a>').querySelector('a');
    expect(link?.textContent).toBe('点我');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it.each([['<a target=_blank href=https://x>外链</a>'], ['<a target="_blank" rel="opener" href="https://example.com/">外链</a>']])(
    '%s opens unlinked from the console',
    (payload) => {
      const link = show(payload).querySelector('a');
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link?.getAttribute('href')).toMatch(/^https:\/\//);
    },
  );

  it('keeps the formatting a bulletin needs', () => {
    const box = show(
      '<h3>停车场临时封闭</h3><p><strong>B 区</strong>将于<em>周六</em>封闭。</p><ul><li>东门</li></ul><img src="/files/plan.png" alt="平面图">',
    );
    expect(box.querySelector('h3')?.textContent).toBe('停车场临时封闭');
    expect(box.querySelector('strong')?.textContent).toBe('B 区');
    expect(box.querySelector('li')?.textContent).toBe('东门');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/files/plan.png');
  });
});

describe('RichTextHtml keeps to HTML', () => {
  it.each([
    '<svg><script>alert(1)</script></svg>',
    '<svg width="900" height="900"><rect width="900" height="900"></rect></svg>',
    '<math><mi>x</mi></math>',
  ])('%s leaves no SVG or MathML element', (payload) => {
    const box = show(`<p>正文</p>${payload}`);
    expect(box.querySelectorAll('svg, math, rect, mi')).toHaveLength(0);
    expect(box.querySelector('p')?.textContent).toBe('正文');
  });
});
