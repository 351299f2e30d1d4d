import type { ReactElement } from 'react';
import { Button, Popover } from 'antd';
import type { DictionaryItem } from '../../schemas/meta/generated/area';
import type { CellValue } from './edits';

export interface CellPickerProps {
  title: string;
  cellTitle: string;
  items: DictionaryItem[];
  value: CellValue;
  onPick(value: CellValue): void;
  onClose(): void;
  children: ReactElement;
}

/** The choice of a cell's value: one button per dictionary item (disabled items cannot be picked) and 清除. */
export function CellPicker({ title, cellTitle, items, value, onPick, onClose, children }: CellPickerProps) {
  const content = (
    <div className="schema-calendar-picker" role="listbox" aria-label={`选择${cellTitle}`}>
      {items.map((item) => (
        <Button
          key={String(item.value)}
          size="small"
          autoInsertSpace={false}
          role="option"
          aria-selected={String(item.value) === String(value)}
          type={String(item.value) === String(value) ? 'primary' : 'default'}
          disabled={item.disabled}
          style={item.color && String(item.value) !== String(value) ? { borderColor: item.color, borderLeftWidth: 3 } : undefined}
          onClick={() => onPick(item.value as CellValue)}
        >
          {item.label}
        </Button>
      ))}
      <Button size="small" autoInsertSpace={false} danger disabled={value === null} onClick={() => onPick(null)}>
        清除
      </Button>
    </div>
  );
  return (
    <Popover
      open
      title={`${title} · 选择${cellTitle}`}
      content={content}
      trigger="click"
      onOpenChange={(open) => !open && onClose()}
      placement="bottom"
    >
      {children}
    </Popover>
  );
}
