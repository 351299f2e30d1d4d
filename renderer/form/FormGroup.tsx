import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled block of fields (the view's `groups`). */
export function FormGroup({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <section className="renderer-form-group" style={{ marginBottom: 8 }}>
      {title ? (
        // h2: the next level under the page's h1 (a dialog's title is not a heading); drawn at h5 size.
        <Typography.Title
          level={2}
          style={{ margin: '4px 0 12px', paddingLeft: 8, borderLeft: '3px solid #1677ff', fontSize: 16, lineHeight: 1.5 }}
        >
          {title}
        </Typography.Title>
      ) : null}
      {children}
    </section>
  );
}
