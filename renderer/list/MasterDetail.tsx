import type { ReactNode } from 'react';
import type { ListPane } from '../../schemas/meta/generated/area';

const DEFAULT_SIZE = 50;

/** Places a list and its detail pane side by side (`right`, the pane taking `size` % of the width) or one above the other (`below`). */
export function MasterDetail({ pane, master, detail }: { pane: ListPane; master: ReactNode; detail: ReactNode }) {
  if (pane.position === 'below') {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div>{master}</div>
        <div>{detail}</div>
      </div>
    );
  }
  const size = pane.size ?? DEFAULT_SIZE;
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ flex: `${100 - size} 1 0`, minWidth: 0 }}>{master}</div>
      <div style={{ flex: `${size} 1 0`, minWidth: 0 }}>{detail}</div>
    </div>
  );
}
