import { formatChinaTime } from '../../db/time';

/** What a frame of a lane camera shows. */
export interface FrameScene {
  deviceName: string;
  laneName: string;
  /** The moment of the frame, epoch milliseconds. */
  at: number;
}

/** The frame cadence of the live view: the page asks for a new frame every 2 s. */
export const FRAME_MS = 2000;
/** A car passes the lane in this many frames. */
const FRAMES_PER_CAR = 6;
const PROVINCES = ['浙A', '浙A', '浙A', '浙B', '浙C', '沪A', '苏E', '皖A'];
const PLATE_CHARS = '0123456789';
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The plate of the n-th car of a lane, the same for every frame of its passage (浙A·12345, 浙A·D3K21). */
export function plateOf(carIndex: number, deviceName: string): string {
  let h = 2166136261;
  for (const ch of `${deviceName}#${carIndex}`) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  const tail = Array.from({ length: 5 }, (_, i) => {
    const n = (h >>> (i * 6)) & 63;
    return i === 0 && n % 3 === 0 ? LETTERS[n % LETTERS.length] : PLATE_CHARS[n % 10];
  });
  return `${PROVINCES[h % PROVINCES.length]}·${tail.join('')}`;
}

/** Which car is in the lane at a moment, and how far it has come (0..FRAMES_PER_CAR-1). */
export function passageAt(at: number): { carIndex: number; step: number } {
  const frame = Math.floor(at / FRAME_MS);
  return { carIndex: Math.floor(frame / FRAMES_PER_CAR), step: frame % FRAMES_PER_CAR };
}

/**
 * One 640×360 frame as SVG: the lane in perspective, a car with its plate moving towards the camera frame by frame,
 * the camera's name and lane at the top left and the time stamp at the top right (as a camera's OSD draws them).
 */
export function frameSvg(scene: FrameScene): string {
  const { carIndex, step } = passageAt(scene.at);
  const plate = plateOf(carIndex, scene.deviceName);
  const scale = 0.55 + step * 0.12;
  const carY = 130 + step * 28;
  const carW = 150 * scale;
  const carH = 90 * scale;
  const carX = 320 - carW / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<rect width="640" height="360" fill="#1f2a36"/>
<polygon points="250,90 390,90 600,360 40,360" fill="#39434f"/>
<line x1="320" y1="90" x2="320" y2="360" stroke="#e8e8e8" stroke-width="4" stroke-dasharray="18 16"/>
<rect x="${560 - step * 6}" y="70" width="8" height="120" fill="#d9d9d9"/>
<rect x="${400 - step * 6}" y="${76 + (step >= 4 ? -30 : 0)}" width="170" height="8" fill="${step >= 4 ? '#52c41a' : '#f5222d'}" transform="rotate(${step >= 4 ? -60 : 0} 568 80)"/>
<g>
<rect x="${carX}" y="${carY}" width="${carW}" height="${carH}" rx="${10 * scale}" fill="#f0f0f0"/>
<rect x="${carX + carW * 0.12}" y="${carY + carH * 0.08}" width="${carW * 0.76}" height="${carH * 0.34}" rx="${4 * scale}" fill="#5a6b7c"/>
<rect x="${carX + carW * 0.26}" y="${carY + carH * 0.6}" width="${carW * 0.48}" height="${carH * 0.22}" rx="2" fill="#1e5fbf"/>
<text x="${carX + carW / 2}" y="${carY + carH * 0.77}" font-size="${13 * scale}" font-family="sans-serif" fill="#ffffff" text-anchor="middle">${escapeXml(plate)}</text>
</g>
<rect x="0" y="0" width="640" height="34" fill="#000000" fill-opacity="0.45"/>
<text x="12" y="23" font-size="15" font-family="sans-serif" fill="#ffffff">${escapeXml(`${scene.deviceName} · ${scene.laneName}`)}</text>
<text x="628" y="23" font-size="15" font-family="monospace" fill="#ffffff" text-anchor="end">${escapeXml(formatChinaTime(scene.at))}</text>
<text x="12" y="348" font-size="13" font-family="sans-serif" fill="#ffd666">识别车牌：${escapeXml(plate)}</text>
</svg>`;
}
