/**
 * The optional tile layer of the device map: which Web-Mercator tiles (slippy-map x/y/z) cover a longitude/latitude
 * box, and each tile's corners, so the map can draw them under the markers. Used only when a tile URL template is set
 * (see docs/schema-language.md, 设备地图); without one the bundled city outline is drawn and nothing goes online.
 */
export interface Tile {
  url: string;
  /** [west, north] and [east, south] in degrees. */
  topLeft: [number, number];
  bottomRight: [number, number];
}

const lngOf = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const latOf = (y: number, z: number) => {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
};
const xOf = (lng: number, z: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
const yOf = (lat: number, z: number) => {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
};

/** The zoom level whose tiles are about `tilePx` pixels wide when `widthDeg` degrees fill `widthPx` pixels. */
export function tileZoom(widthDeg: number, widthPx: number, tilePx = 256): number {
  const z = Math.log2((360 * widthPx) / (Math.max(widthDeg, 1e-6) * tilePx));
  return Math.max(1, Math.min(18, Math.round(z)));
}

/** The tiles covering the box, at most `max` of them (none when there would be more). `{x} {y} {z}` and `{s}` (a–c) are filled in. */
export function tilesFor(
  template: string,
  box: { west: number; east: number; south: number; north: number },
  z: number,
  max = 120,
): Tile[] {
  const [x0, x1] = [xOf(box.west, z), xOf(box.east, z)];
  const [y0, y1] = [yOf(box.north, z), yOf(box.south, z)];
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > max) return [];
  const tiles: Tile[] = [];
  for (let x = x0; x <= x1; x++) {
    for (let y = y0; y <= y1; y++) {
      const url = template
        .replace('{x}', String(x))
        .replace('{y}', String(y))
        .replace('{z}', String(z))
        .replace('{s}', 'abc'[(x + y) % 3]);
      tiles.push({ url, topLeft: [lngOf(x, z), latOf(y, z)], bottomRight: [lngOf(x + 1, z), latOf(y + 1, z)] });
    }
  }
  return tiles;
}
