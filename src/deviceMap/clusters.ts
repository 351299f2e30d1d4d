/**
 * Grid clustering of the device map: devices falling in one square of `cellDeg` degrees become one cluster at their
 * mean position, filled in the colour of its most common status and ringed in red when any device in it is 故障. Pure; the map recomputes it on every zoom, with
 * a square of about 48 pixels, so markers never pile up and a zoomed-in park shows each device.
 */
export interface MapDevice {
  deviceId: number;
  deviceName: string;
  deviceType: number;
  parkId: number | null;
  parkName: string | null;
  longitude: number;
  latitude: number;
  /** 1 在线, 0 离线, 2 故障 */
  status: number;
  statusText: string;
}

export const STATUS = {
  online: { value: 1, label: '在线', color: '#52c41a' },
  offline: { value: 0, label: '离线', color: '#8c8c8c' },
  fault: { value: 2, label: '故障', color: '#ff4d4f' },
} as const;

export const STATUS_LIST = [STATUS.online, STATUS.offline, STATUS.fault];

export const statusOf = (value: number) => STATUS_LIST.find((s) => s.value === value) ?? STATUS.offline;

/** 故障 outranks 离线, which outranks 在线. */
const RANK: Record<number, number> = { [STATUS.fault.value]: 3, [STATUS.offline.value]: 2, [STATUS.online.value]: 1 };

export interface Cluster {
  longitude: number;
  latitude: number;
  devices: MapDevice[];
  /** The worst status of its devices (故障 > 离线 > 在线). */
  status: number;
  /** The most common status of its devices (ties go to the worse). */
  major: number;
  counts: { online: number; offline: number; fault: number };
}

export function cluster(devices: readonly MapDevice[], cellDeg: number): Cluster[] {
  const cells = new Map<string, MapDevice[]>();
  for (const device of devices) {
    const key =
      cellDeg > 0 ? `${Math.floor(device.longitude / cellDeg)}:${Math.floor(device.latitude / cellDeg)}` : String(device.deviceId);
    const list = cells.get(key);
    if (list) list.push(device);
    else cells.set(key, [device]);
  }
  return [...cells.values()].map((list) => {
    const counts = { online: 0, offline: 0, fault: 0 };
    let worst = list[0].status;
    for (const d of list) {
      if (d.status === STATUS.fault.value) counts.fault++;
      else if (d.status === STATUS.offline.value) counts.offline++;
      else counts.online++;
      if ((RANK[d.status] ?? 0) > (RANK[worst] ?? 0)) worst = d.status;
    }
    const ranked: [number, number][] = [
      [STATUS.fault.value, counts.fault],
      [STATUS.offline.value, counts.offline],
      [STATUS.online.value, counts.online],
    ];
    const major = ranked.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
    return {
      major,
      longitude: list.reduce((sum, d) => sum + d.longitude, 0) / list.length,
      latitude: list.reduce((sum, d) => sum + d.latitude, 0) / list.length,
      devices: list,
      status: worst,
      counts,
    };
  });
}

/** Centre and zoom that frame the devices inside a map whose full extent (zoom 1) is `extent` degrees wide and high. */
export function frame(
  devices: readonly MapDevice[],
  extent: { width: number; height: number; center: [number, number] },
): { center: [number, number]; zoom: number } {
  if (devices.length === 0) return { center: extent.center, zoom: 1 };
  const lngs = devices.map((d) => d.longitude);
  const lats = devices.map((d) => d.latitude);
  const [minX, maxX, minY, maxY] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const width = Math.max(maxX - minX, 0.004);
  const height = Math.max(maxY - minY, 0.004);
  const zoom = Math.min(extent.width / width, extent.height / height) * 0.7;
  return { center: [(minX + maxX) / 2, (minY + maxY) / 2], zoom: Math.max(1, Math.min(zoom, 60)) };
}
