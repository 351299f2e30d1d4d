import { useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { pickPath } from '../core/endpoint';
import type { Row } from './listColumns';

export interface PaneSelection {
  /** The selected row: the one clicked or reached with ↑↓ while it is on the page, else the first row; undefined without rows. */
  selected: Row | undefined;
  /** Props of each table row: highlight, click to select, ↑↓ to move (roving focus: only the selected row is in the tab order). */
  onRow(record: Row): HTMLAttributes<HTMLElement>;
}

/** antd's own class of a selected row, so the highlight follows the theme. */
const SELECTED_CLASS = 'ant-table-row-selected';

/**
 * The row a list's detail pane shows. Nothing is stored but the chosen key: when the page changes (paging, search,
 * reload) and the chosen row is not on it, the first row is selected, so a loaded list always shows a pane.
 */
export function usePaneSelection(rows: Row[], rowKeyPath: string): PaneSelection {
  const [chosenKey, setChosenKey] = useState<string>();
  const keyOf = (row: Row) => String(pickPath(row, rowKeyPath));
  const selected = rows.find((row) => keyOf(row) === chosenKey) ?? rows[0];
  const selectedKey = selected ? keyOf(selected) : undefined;

  const move = (event: KeyboardEvent<HTMLElement>, record: Row) => {
    if (event.target !== event.currentTarget || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const next = rows[rows.findIndex((row) => keyOf(row) === keyOf(record)) + (event.key === 'ArrowDown' ? 1 : -1)];
    event.preventDefault();
    if (!next) return;
    setChosenKey(keyOf(next));
    const siblings = [...(event.currentTarget.parentElement?.children ?? [])] as HTMLElement[];
    siblings.find((tr) => tr.getAttribute('data-row-key') === keyOf(next))?.focus();
  };

  return {
    selected,
    onRow: (record) => {
      const isSelected = keyOf(record) === selectedKey;
      return {
        className: isSelected ? SELECTED_CLASS : undefined,
        'aria-selected': isSelected,
        tabIndex: isSelected ? 0 : -1,
        style: { cursor: 'pointer' },
        onClick: (event) => {
          setChosenKey(keyOf(record));
          // The clicked row takes the focus (so ↑↓ go on from it), unless a button or link in it was clicked.
          if (!(event.target as HTMLElement).closest('a, button, input, label')) event.currentTarget.focus();
        },
        onKeyDown: (event) => move(event, record),
      };
    },
  };
}
