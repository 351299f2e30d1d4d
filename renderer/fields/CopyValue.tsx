import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import copy from 'copy-to-clipboard';
import { useEffect, useState, type ReactNode } from 'react';
import './copyValue.css';

/** How long the button shows 复制成功 after a copy. */
export const COPIED_MS = 3000;

/**
 * A value with a copy button (`copyable` in lists and details): a click puts `text` on the clipboard (also on plain
 * HTTP, where the Clipboard API is missing: copy-to-clipboard falls back to the selection) and the button shows 复制成功
 * for a moment. A plain button instead of antd Typography's copyable: a big list draws hundreds of these while it
 * scrolls, and Typography's tooltip and measuring made each one cost about a millisecond.
 */
export function CopyValue({ text, children }: { text: string; children: ReactNode }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = copied ? '复制成功' : '复制';
  return (
    <span className="copy-value">
      {children}
      <button
        type="button"
        className={copied ? 'copy-value-button copy-value-done' : 'copy-value-button'}
        aria-label={label}
        title={label}
        onClick={(event) => {
          event.stopPropagation();
          setCopied(copy(text, { format: 'text/plain' }));
        }}
      >
        {copied ? <CheckOutlined /> : <CopyOutlined />}
      </button>
    </span>
  );
}
