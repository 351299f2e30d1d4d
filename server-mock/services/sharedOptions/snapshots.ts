/**
 * Camera snapshots of the simulated platform: SVG pictures drawn from what the camera saw (plate, plate colour,
 * place, time), served at SNAPSHOT_PATH without a token (an <img> sends none). Two kinds: `scene` 车辆全景 (a car
 * in a lane, the time and place burnt in as cameras do) and `plate` 车牌特写 (the plate alone).
 */
export const SNAPSHOT_PATH = '/api/pass/v2/api/snapshots';

export type SnapshotKind = 'scene' | 'plate';

export interface Snapshot {
  plate: string;
  /** Plate colour code of the shared plateColor dictionary (1 蓝 2 黄 3 白 4 黑 5 绿 6 黄绿). */
  color: number;
  place: string;
  time: string;
}

/** The address of a snapshot (relative, same origin as the API). */
export function snapshotUrl(kind: SnapshotKind, shot: Snapshot): string {
  const query = new URLSearchParams({ plate: shot.plate, color: String(shot.color), place: shot.place, time: shot.time });
  return `${SNAPSHOT_PATH}/${kind}.svg?${query.toString()}`;
}

const PLATE_STYLES: Record<number, { fill: string; text: string }> = {
  1: { fill: '#1d4fd6', text: '#ffffff' },
  2: { fill: '#f2c200', text: '#111111' },
  3: { fill: '#f5f5f5', text: '#111111' },
  4: { fill: '#111111', text: '#ffffff' },
  5: { fill: '#6fd08c', text: '#111111' },
  6: { fill: '#c7e05a', text: '#111111' },
};

/** Text safe inside SVG markup (at most `max` characters). */
function xmlText(value: string, max: number): string {
  return [...value]
    .slice(0, max)
    .join('')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** A plate as shown on the car: 浙A12345 → 浙A·12345. */
const platePrint = (plate: string) => (plate.length > 2 && !plate.includes('·') ? `${plate.slice(0, 2)}·${plate.slice(2)}` : plate);

function plateBox(shot: Snapshot, x: number, y: number, width: number, height: number): string {
  const style = PLATE_STYLES[shot.color] ?? PLATE_STYLES[1];
  const size = Math.round(height * 0.62);
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${Math.round(height / 8)}" fill="${style.fill}" stroke="#e8e8e8" stroke-width="3"/>`,
    `<text x="${x + width / 2}" y="${y + height / 2 + size * 0.36}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${style.text}" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">${xmlText(platePrint(shot.plate), 12)}</text>`,
  ].join('');
}

/** The SVG text of a snapshot. */
export function snapshotSvg(kind: SnapshotKind, shot: Snapshot): string {
  const caption = `<text x="16" y="30" font-size="20" fill="#ffffff" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">${xmlText(shot.time, 19)}  ${xmlText(shot.place, 24)}</text>`;
  if (kind === 'plate') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200"><rect width="480" height="200" fill="#2b2f36"/>${caption}${plateBox(shot, 60, 60, 360, 110)}</svg>`;
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d4654"/><stop offset="1" stop-color="#1f242b"/></linearGradient></defs>',
    '<rect width="640" height="360" fill="url(#g)"/>',
    '<path d="M150 360 L270 120 M490 360 L370 120" stroke="#f0f0f0" stroke-width="6" stroke-dasharray="24 18" opacity="0.6"/>',
    '<rect x="190" y="150" width="260" height="170" rx="36" fill="#9aa5b1"/>',
    '<rect x="220" y="165" width="200" height="60" rx="14" fill="#3a4450"/>',
    '<circle cx="228" cy="258" r="16" fill="#fff7c2"/><circle cx="412" cy="258" r="16" fill="#fff7c2"/>',
    plateBox(shot, 262, 270, 116, 36),
    '<rect x="0" y="0" width="640" height="44" fill="#000000" opacity="0.45"/>',
    caption,
    '</svg>',
  ].join('');
}

/** The snapshot a query describes (missing values read as blanks). */
export function snapshotOf(query: Record<string, string>): Snapshot {
  return { plate: query.plate ?? '', color: Number(query.color) || 1, place: query.place ?? '', time: query.time ?? '' };
}
