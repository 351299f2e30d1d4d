/**
 * The bundled city outline (src/deviceMap/hangzhouOutline.json) projected into a pixel window: SVG paths of the districts
 * and waters, and the conversions between a point and a pixel. Equirectangular with the latitude's cosine, which is
 * exact enough at city scale.
 */
import outline from '../deviceMap/hangzhouOutline.json';

export interface GeoWindow {
  minLng: number;
  maxLng: number;
  minLat: number;
  maxLat: number;
}

export interface OutlineShape {
  name: string;
  kind: 'district' | 'water';
  path: string;
  labelAt: [number, number];
}

type Ring = [number, number][];
const features = (outline as unknown as { features: { properties: { name: string; kind: string }; geometry: { coordinates: Ring[] } }[] })
  .features;

const allPoints = features.flatMap((f) => f.geometry.coordinates.flat());
/** The whole city, with a small margin. */
export const CITY_WINDOW: GeoWindow = {
  minLng: Math.min(...allPoints.map((p) => p[0])) - 0.01,
  maxLng: Math.max(...allPoints.map((p) => p[0])) + 0.01,
  minLat: Math.min(...allPoints.map((p) => p[1])) - 0.01,
  maxLat: Math.max(...allPoints.map((p) => p[1])) + 0.01,
};

const COS_LAT = Math.cos((30.25 * Math.PI) / 180);

/** A window `lngSpan` degrees wide around a point, as tall as the pixel box asks. */
export function windowAround(lng: number, lat: number, lngSpan: number, width: number, height: number): GeoWindow {
  const latSpan = (lngSpan * height * COS_LAT) / width;
  return { minLng: lng - lngSpan / 2, maxLng: lng + lngSpan / 2, minLat: lat - latSpan / 2, maxLat: lat + latSpan / 2 };
}

/** The city window widened to the pixel box's proportions (so the outline is not stretched). */
export function cityWindow(width: number, height: number): GeoWindow {
  const lng = (CITY_WINDOW.minLng + CITY_WINDOW.maxLng) / 2;
  const lat = (CITY_WINDOW.minLat + CITY_WINDOW.maxLat) / 2;
  const byWidth = CITY_WINDOW.maxLng - CITY_WINDOW.minLng;
  const byHeight = ((CITY_WINDOW.maxLat - CITY_WINDOW.minLat) * width) / (height * COS_LAT);
  return windowAround(lng, lat, Math.max(byWidth, byHeight), width, height);
}

export function toPixel(win: GeoWindow, width: number, height: number, lng: number, lat: number): [number, number] {
  return [((lng - win.minLng) / (win.maxLng - win.minLng)) * width, ((win.maxLat - lat) / (win.maxLat - win.minLat)) * height];
}

/** The point under a pixel, rounded to 6 decimals (the longitude / latitude validators' precision). */
export function toPoint(win: GeoWindow, width: number, height: number, x: number, y: number): { longitude: number; latitude: number } {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    longitude: round(win.minLng + (x / width) * (win.maxLng - win.minLng)),
    latitude: round(win.maxLat - (y / height) * (win.maxLat - win.minLat)),
  };
}

export function outlineShapes(win: GeoWindow, width: number, height: number): OutlineShape[] {
  return features.map((f) => {
    const rings = f.geometry.coordinates.map((ring) => ring.map(([lng, lat]) => toPixel(win, width, height, lng, lat)));
    const outer = rings[0];
    const labelAt: [number, number] = [
      outer.reduce((s, p) => s + p[0], 0) / outer.length,
      outer.reduce((s, p) => s + p[1], 0) / outer.length,
    ];
    const path = rings.map((ring) => `M${ring.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}Z`).join('');
    return { name: f.properties.name, kind: f.properties.kind === 'water' ? 'water' : 'district', path, labelAt };
  });
}

/** The district (or water) the point lies in, by ray casting on the outer rings; waters win over districts. */
export function placeOf(lng: number, lat: number): string | undefined {
  const inside = (ring: Ring) => {
    let hit = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) hit = !hit;
    }
    return hit;
  };
  const found = features.filter((f) => inside(f.geometry.coordinates[0]));
  return (found.find((f) => f.properties.kind === 'water') ?? found[0])?.properties.name;
}
