/**
 * Value type richText. READ: the HTML after sanitizeHtml. EDIT: an HTML source editor — a text area with
 * a small toolbar that wraps the selection in tags, and a 预览 tab showing the sanitised result — chosen
 * over a WYSIWYG library to keep the bundle small and the output predictable.
 */
import { Button, Input, Segmented, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import { lazyModule, useLazyModule } from '../core/lazyModule';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';

/** The HTML cleaner (DOMPurify) loads with the first rich text shown: a list draws without it. */
export const htmlCleaner = lazyModule(() => import('./sanitizeHtml'));

export function RichTextHtml({ html, minHeight }: { html: string; minHeight?: number }) {
  const cleaner = useLazyModule(htmlCleaner);
  return cleaner ? (
    <div
      className="renderer-rich-text"
      style={{ minHeight, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: cleaner.sanitizeHtml(html) }}
    />
  ) : (
    <div className="renderer-rich-text" aria-busy="true" style={{ minHeight }}>
      <Spin size="small" aria-label="加载中" />
    </div>
  );
}

function RichTextRead({ value }: ReadProps) {
  return <RichTextHtml html={String(value)} />;
}

const TOOLS: { label: string; title: string; open: string; close: string }[] = [
  { label: 'B', title: '加粗', open: '<strong>', close: '</strong>' },
  { label: 'I', title: '斜体', open: '<em>', close: '</em>' },
  { label: 'U', title: '下划线', open: '<u>', close: '</u>' },
  { label: '段落', title: '段落', open: '<p>', close: '</p>' },
  { label: '标题', title: '小标题', open: '<h3>', close: '</h3>' },
  { label: '链接', title: '链接（新窗口打开）', open: '<a href="https://" target="_blank" rel="noopener noreferrer">', close: '</a>' },
];

function RichTextEdit({ field, value, onChange, disabled, readOnly, componentProps }: EditProps) {
  const [tab, setTab] = useState<'编辑' | '预览'>('编辑');
  const area = useRef<HTMLTextAreaElement | null>(null);
  const html = typeof value === 'string' ? value : '';
  const height = typeof componentProps?.height === 'number' ? componentProps.height : 240;
  const locked = disabled || readOnly;

  const wrapSelection = (open: string, close: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? html.length;
    const end = el?.selectionEnd ?? html.length;
    onChange(`${html.slice(0, start)}${open}${html.slice(start, end)}${close}${html.slice(end)}`);
  };

  return (
    <div>
      <Space size={4} style={{ marginBottom: 4 }} wrap>
        <Segmented size="small" options={['编辑', '预览']} value={tab} onChange={(v) => setTab(v as '编辑' | '预览')} />
        {TOOLS.map((tool) => (
          <Button
            key={tool.title}
            size="small"
            title={tool.title}
            disabled={locked || tab !== '编辑'}
            onClick={() => wrapSelection(tool.open, tool.close)}
          >
            {tool.label}
          </Button>
        ))}
      </Space>
      {tab === '编辑' ? (
        <Input.TextArea
          ref={(instance) => {
            area.current = instance?.resizableTextArea?.textArea ?? null;
          }}
          aria-label={field.title}
          placeholder={field.placeholder ?? `请输入${field.title ?? ''}`}
          style={{ height, fontFamily: 'monospace' }}
          value={html}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <div style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 8, height, overflow: 'auto' }}>
          <RichTextHtml html={html} />
        </div>
      )}
    </div>
  );
}

export const richTextTypes = {
  richText: { Read: RichTextRead, Edit: RichTextEdit },
} satisfies Record<string, ValueTypeSpec>;
