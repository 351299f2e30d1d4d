import { describe, expect, it } from 'vitest';
import { FRAME_MS, frameSvg, passageAt, plateOf } from './frameImage';

const AT = Date.UTC(2026, 0, 15, 2, 0, 0);
const scene = { deviceName: '东门入口枪机-03', laneName: '东门入口车道' };

describe('live frames', () => {
  it('draws the camera, lane and China time stamp', () => {
    const svg = frameSvg({ ...scene, at: AT });
    expect(svg).toContain('东门入口枪机-03 · 东门入口车道');
    expect(svg).toContain('2026-01-15 10:00:00');
  });

  it('moves the car every frame and keeps its plate for its whole passage', () => {
    const first = passageAt(AT);
    const next = passageAt(AT + FRAME_MS);
    expect(frameSvg({ ...scene, at: AT })).not.toBe(frameSvg({ ...scene, at: AT + FRAME_MS }));
    if (next.carIndex === first.carIndex) expect(next.step).toBe(first.step + 1);
    else expect(next.step).toBe(0);
    const plate = plateOf(first.carIndex, scene.deviceName);
    expect(plate).toMatch(/^[\u4e00-\u9fa5][A-Z]·[A-Z0-9]{5}$/);
    expect(plateOf(first.carIndex, scene.deviceName)).toBe(plate);
    expect(new Set(Array.from({ length: 20 }, (_, i) => plateOf(i, scene.deviceName))).size).toBeGreaterThan(15);
  });

  it('escapes a device name that carries markup', () => {
    expect(frameSvg({ deviceName: '<script>', laneName: 'A&B', at: AT })).toContain('&#60;script&#62; · A&#38;B');
  });
});
