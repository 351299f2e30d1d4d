import type { ReactNode } from 'react';
import { Card } from 'antd';

/** The frame of a page inside the layout (which gives the page padding): one titled card. */
export function PageCard({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} extra={extra} variant="borderless">
      {children}
    </Card>
  );
}
