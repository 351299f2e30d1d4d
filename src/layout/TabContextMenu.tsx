import { useEffect, useRef } from 'react';

/** Spec §9: tab context menu width 105 px. */
export const TAB_MENU_WIDTH = 105;

export type TabMenuAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

const ACTIONS: { action: TabMenuAction; label: string }[] = [
  { action: 'refresh', label: '刷新' },
  { action: 'close', label: '关闭' },
  { action: 'closeOthers', label: '关闭其他' },
  { action: 'closeAll', label: '关闭所有' },
];

export interface TabContextMenuProps {
  /** Viewport coordinates of the right click. */
  x: number;
  y: number;
  /** Pinned tabs cannot be closed: 关闭 is hidden. */
  affix: boolean;
  onAction: (action: TabMenuAction) => void;
  onDismiss: () => void;
}

/** The right-click menu of a tab; it closes on a click outside it, on Escape and on scroll. */
export function TabContextMenu({ x, y, affix, onAction, onDismiss }: TabContextMenuProps) {
  const ref = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const onPointer = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) onDismiss();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onDismiss();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onDismiss);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onDismiss);
    };
  }, [onDismiss]);

  const left = Math.max(0, Math.min(x, window.innerWidth - TAB_MENU_WIDTH - 4));
  return (
    <ul ref={ref} className="app-tab-menu" role="menu" style={{ left, top: y, width: TAB_MENU_WIDTH }}>
      {ACTIONS.filter((a) => !(affix && a.action === 'close')).map(({ action, label }) => (
        <li key={action} role="menuitem" tabIndex={-1} className="app-tab-menu-item" onClick={() => onAction(action)}>
          {label}
        </li>
      ))}
    </ul>
  );
}
