import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled block of fields (the view's `groups`). */
export function FormGroup({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <section className="renderer-form-group" style={{ marginBottom: 8 }}>
      {title ? (
        <Typography.Title level={5} style={{ margin: '4px 0 12px', paddingLeft: 8, borderLeft: '3px solid #1677ff' }}>
          {title}
        </Typography.Title>
      ) : null}
      {children}
    </section>
  );
}
