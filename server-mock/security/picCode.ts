import type Database from 'better-sqlite3';
import { randomFrom, randomId, randomInt } from './random';

export const PIC_CODE_TTL_MS = 5 * 60_000;
/** Letters and digits that cannot be confused with each other (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 100;
const HEIGHT = 38;

const colour = () => `rgb(${randomInt(40, 160)},${randomInt(40, 160)},${randomInt(40, 160)})`;

/** Draws the code as a small SVG: each character slightly rotated, with noise lines and dots. */
export function renderPicCodeSvg(code: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f6fa"/>`];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<line x1="${randomInt(0, WIDTH)}" y1="${randomInt(0, HEIGHT)}" x2="${randomInt(0, WIDTH)}" y2="${randomInt(0, HEIGHT)}" stroke="${colour()}" stroke-width="1" opacity="0.7"/>`,
    );
  }
  for (let i = 0; i < 20; i++) parts.push(`<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="1" fill="${colour()}"/>`);
  [...code].forEach((ch, i) => {
    const x = 14 + i * 22;
    const y = 27 + randomInt(-3, 3);
    parts.push(
      `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="bold" fill="${colour()}" transform="rotate(${randomInt(-25, 25)} ${x} ${y})">${ch}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/** Issues a 4-character picture code (single use, 5 minutes). */
export function createPicCode(db: Database.Database, now: number): { verifyCodeId: string; code: string; image: string } {
  const verifyCodeId = randomId();
  const code = randomFrom(ALPHABET, 4);
  db.prepare('DELETE FROM pic_codes WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO pic_codes (verify_code_id, code, expires_at) VALUES (?, ?, ?)').run(verifyCodeId, code, now + PIC_CODE_TTL_MS);
  const image = `data:image/svg+xml;base64,${Buffer.from(renderPicCodeSvg(code)).toString('base64')}`;
  return { verifyCodeId, code, image };
}

/** Checks an answer (case-insensitive); the code is used up whether the answer is right or not. */
export function consumePicCode(db: Database.Database, verifyCodeId: unknown, answer: unknown, now: number): boolean {
  if (typeof verifyCodeId !== 'string' || typeof answer !== 'string') return false;
  const row = db.prepare('DELETE FROM pic_codes WHERE verify_code_id = ? RETURNING code, expires_at').get(verifyCodeId) as
    { code: string; expires_at: number } | undefined;
  return !!row && row.expires_at > now && row.code.toUpperCase() === answer.trim().toUpperCase();
}

/** The answer of a live picture code (for /__mock/picCode), or null. */
export function peekPicCode(db: Database.Database, verifyCodeId: string, now: number): string | null {
  const row = db.prepare('SELECT code, expires_at FROM pic_codes WHERE verify_code_id = ?').get(verifyCodeId) as
    { code: string; expires_at: number } | undefined;
  return row && row.expires_at > now ? row.code : null;
}
