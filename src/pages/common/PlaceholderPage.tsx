import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { PageCard } from './PageCard';

/**
 * A page whose content is not available yet: its title and a clear empty state.
 * `standalone` pages live outside the layout and bring their own page padding.
 */
export function PlaceholderPage({ title, description, standalone = false }: { title: string; description: ReactNode; standalone?: boolean }) {
  const card = (
    <PageCard title={title}>
      <Empty style={{ padding: '48px 0' }} description={description} />
    </PageCard>
  );
  return standalone ? <div style={{ padding: 16, minHeight: '100vh', boxSizing: 'border-box' }}>{card}</div> : card;
}
