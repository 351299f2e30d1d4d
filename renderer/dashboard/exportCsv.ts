/** A chart's data as a CSV file (UTF-8 with BOM, so spreadsheet programs read the Chinese), downloaded at once. */
import type { ChartData } from './chartOption';
import { formatFigure } from './formatValue';

const cell = (text: string) => {
  // Formula-looking cells are quoted with a leading apostrophe, as the platform's exports do.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The CSV text: the category column, then one column per series, values formatted like the tooltips. */
export function chartCsv(categoryTitle: string, data: ChartData): string {
  const header = [categoryTitle, ...data.series.map((s) => s.name)];
  const lines = data.categories.map((category, i) => [
    category,
    ...data.series.map((s) => (s.values[i] === null ? '' : formatFigure(s.values[i], s.spec))),
  ]);
  return `\ufeff${[header, ...lines].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
