import { useEffect, useRef, useState } from 'react';
import { Tooltip } from 'antd';
import type { DictionaryItem } from '../../schemas/meta/generated/area';
import { CellPicker } from './CellPicker';
import { cellKey, shownValue, type CalendarEdits, type CellValue } from './edits';
import type { CalendarDay } from './period';
import './calendar.css';

export interface CalendarRow {
  key: string;
  label: string;
  description?: string;
}

export interface CalendarGridProps {
  rows: CalendarRow[];
  days: CalendarDay[];
  rowTitle: string;
  /** The grid's accessible name: the view's title (排班, 年度日历). */
  label: string;
  saved: Map<string, CellValue>;
  edits: CalendarEdits;
  items: DictionaryItem[];
  /** Cells can be chosen and filled (the view has a save endpoint and the user its permission). */
  editable: boolean;
  compact: boolean;
  summary: boolean;
  cellTitle: string;
  onSet(keys: string[], value: CellValue): void;
}

interface Drag {
  row: string;
  from: number;
  to: number;
}

/**
 * The grid: a sticky first column of rows, a header of days (周一 … and the date; weekends tinted, today marked),
 * one cell per row and day. Click a cell to choose a value (or 清除); press on a cell and drag along its row to fill
 * the days passed over with that cell's value. Edited cells are marked until saved, refused ones carry the reason.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { rows, days, saved, edits, items, editable, onSet } = props;
  const [drag, setDrag] = useState<Drag | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const dragRef = useRef<Drag | null>(null);
  dragRef.current = drag;
  const byValue = new Map(items.map((item) => [String(item.value), item]));

  useEffect(() => {
    if (!drag) return undefined;
    const finish = () => {
      const current = dragRef.current;
      setDrag(null);
      if (!current) return;
      const source = cellKey(current.row, days[current.from].date);
      if (current.from === current.to) {
        setPicking(source);
        return;
      }
      const [lo, hi] = current.from < current.to ? [current.from, current.to] : [current.to, current.from];
      const keys = days.slice(lo, hi + 1).map((day) => cellKey(current.row, day.date));
      onSet(keys, shownValue(edits, saved, source));
    };
    window.addEventListener('mouseup', finish);
    return () => window.removeEventListener('mouseup', finish);
  }, [drag, days, edits, saved, onSet]);

  const inDrag = (row: string, index: number) =>
    drag !== null && drag.row === row && index >= Math.min(drag.from, drag.to) && index <= Math.max(drag.from, drag.to);

  const dayCounts = days.map((day) => rows.filter((row) => shownValue(edits, saved, cellKey(row.key, day.date)) !== null).length);

  return (
    <div className={`schema-calendar${props.compact ? ' schema-calendar-compact' : ''}`} role="region" aria-label={props.label}>
      <table className="schema-calendar-table">
        <thead>
          <tr>
            <th className="schema-calendar-rowhead">{props.rowTitle}</th>
            {days.map((day) => (
              <th key={day.date} className={dayClass(day)} data-date={day.date} title={day.date}>
                <div className="schema-calendar-weekday">{day.weekday}</div>
                <div className="schema-calendar-date">{day.today ? '今天' : day.label}</div>
              </th>
            ))}
            {props.summary && <th className="schema-calendar-sum">天数</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th className="schema-calendar-rowhead" scope="row">
                <div className="schema-calendar-rowlabel">{row.label}</div>
                {row.description && <div className="schema-calendar-rowdesc">{row.description}</div>}
              </th>
              {days.map((day, index) => {
                const key = cellKey(row.key, day.date);
                const value = shownValue(edits, saved, key);
                const item = value === null ? undefined : byValue.get(String(value));
                const refused = edits.refused.get(key);
                const changed = edits.changed.has(key);
                const classes = [dayClass(day), 'schema-calendar-cell'];
                if (changed) classes.push('is-changed');
                if (refused) classes.push('is-refused');
                if (inDrag(row.key, index)) classes.push('is-dragging');
                const label = item?.label ?? (value === null ? '' : String(value));
                const cell = (
                  <td
                    key={day.date}
                    className={classes.join(' ')}
                    data-cell={key}
                    aria-label={`${row.label} ${day.date} ${label || '未排班'}${refused ? `（未保存：${refused}）` : changed ? '（未保存）' : ''}`}
                    onMouseDown={
                      editable
                        ? (event) => {
                            event.preventDefault();
                            setPicking(null);
                            setDrag({ row: row.key, from: index, to: index });
                          }
                        : undefined
                    }
                    onMouseEnter={editable && drag && drag.row === row.key ? () => setDrag({ ...drag, to: index }) : undefined}
                  >
                    {label && (
                      <span className="schema-calendar-chip" style={chipStyle(item?.color)}>
                        {label}
                      </span>
                    )}
                  </td>
                );
                const withReason = refused ? (
                  <Tooltip key={day.date} title={refused}>
                    {cell}
                  </Tooltip>
                ) : (
                  cell
                );
                return picking === key ? (
                  <CellPicker
                    key={day.date}
                    title={`${row.label} ${day.date}`}
                    cellTitle={props.cellTitle}
                    items={items}
                    value={value}
                    onPick={(v) => {
                      setPicking(null);
                      onSet([key], v);
                    }}
                    onClose={() => setPicking(null)}
                  >
                    {withReason}
                  </CellPicker>
                ) : (
                  withReason
                );
              })}
              {props.summary && (
                <td className="schema-calendar-sum">
                  {days.filter((day) => shownValue(edits, saved, cellKey(row.key, day.date)) !== null).length}
                </td>
              )}
            </tr>
          ))}
        </tbody>
        {props.summary && (
          <tfoot>
            <tr>
              <th className="schema-calendar-rowhead" scope="row">
                排班人数
              </th>
              {days.map((day, index) => (
                <td key={day.date} className={`${dayClass(day)} schema-calendar-sum`}>
                  {dayCounts[index]}
                </td>
              ))}
              <td className="schema-calendar-sum">{dayCounts.reduce((a, b) => a + b, 0)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

function dayClass(day: CalendarDay): string {
  return [day.weekend ? 'is-weekend' : '', day.today ? 'is-today' : ''].filter(Boolean).join(' ');
}

/** A chip in the item's colour: the colour as border and a light tint behind dark text (legible whatever the colour). */
export function chipStyle(color: string | undefined) {
  if (!color) return undefined;
  return /^#[0-9a-fA-F]{6}$/.test(color) ? { borderColor: color, background: `${color}1f` } : { borderColor: color };
}
