import { describe, expect, it } from 'vitest';
import { cluster, frame, type MapDevice } from './clusters';
import { tilesFor, tileZoom } from './tiles';

const device = (deviceId: number, longitude: number, latitude: number, status: number): MapDevice => ({
  deviceId,
  deviceName: `设备-${deviceId}`,
  deviceType: 1,
  parkId: 1001,
  parkName: '西湖文化广场停车场',
  longitude,
  latitude,
  status,
  statusText: '',
});

describe('device map clustering', () => {
  const devices = [
    device(1, 120.161, 30.271, 1),
    device(2, 120.162, 30.272, 1),
    device(3, 120.163, 30.273, 2),
    device(4, 120.43, 30.23, 0),
  ];

  it('groups devices of one grid square at their mean, filled by the most common status, worst kept apart', () => {
    const clusters = cluster(devices, 0.05);
    expect(clusters).toHaveLength(2);
    const city = clusters.find((c) => c.devices.length === 3)!;
    expect(city.longitude).toBeCloseTo(120.162, 6);
    expect(city.counts).toEqual({ online: 2, offline: 0, fault: 1 });
    expect(city.major).toBe(1);
    expect(city.status).toBe(2);
    expect(clusters.find((c) => c.devices.length === 1)!.status).toBe(0);
  });

  it('a small square shows every device on its own', () => {
    expect(cluster(devices, 0.0005)).toHaveLength(4);
  });

  it('frames the devices: centre of their box, zoom limited to 1…60', () => {
    const view = frame(devices.slice(0, 3), { width: 0.49, height: 0.255, center: [120.26, 30.24] });
    expect(view.center[0]).toBeCloseTo(120.162, 6);
    expect(view.zoom).toBeGreaterThan(20);
    expect(frame([], { width: 0.49, height: 0.255, center: [120.26, 30.24] })).toEqual({ center: [120.26, 30.24], zoom: 1 });
  });
});

describe('device map tiles', () => {
  it('lists the slippy tiles over a box with their corners, filling {x} {y} {z} {s}', () => {
    const z = tileZoom(0.1, 800);
    expect(z).toBe(13);
    const tiles = tilesFor('https://tiles.example.com/{s}/{z}/{x}/{y}.png', { west: 120.15, east: 120.17, south: 30.26, north: 30.28 }, z);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0].url).toMatch(/^https:\/\/tiles\.example\.com\/[abc]\/13\/\d+\/\d+\.png$/);
    for (const t of tiles) {
      expect(t.topLeft[0]).toBeLessThan(t.bottomRight[0]);
      expect(t.topLeft[1]).toBeGreaterThan(t.bottomRight[1]);
    }
    expect(tiles.some((t) => t.topLeft[0] <= 120.15 && t.bottomRight[0] >= 120.15)).toBe(true);
  });

  it('draws no tiles rather than too many', () => {
    expect(tilesFor('{z}/{x}/{y}', { west: 100, east: 130, south: 20, north: 40 }, 12)).toEqual([]);
  });
});
