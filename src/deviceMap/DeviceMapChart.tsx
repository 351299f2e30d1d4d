import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { GeoComponent, GraphicComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import outline from './hangzhouOutline.json';
import { cluster, frame, statusOf, type Cluster, type MapDevice } from './clusters';
import { tilesFor, tileZoom } from './tiles';

// SVG: each marker is an element (crisp at every zoom, reachable by tests); hundreds to a few thousand devices draw at once.
echarts.use([GeoComponent, TooltipComponent, GraphicComponent, ScatterChart, SVGRenderer]);
echarts.registerMap('hangzhouOutline', outline as unknown as Parameters<typeof echarts.registerMap>[1]);

/** The outline's extent at zoom 1 (degrees) and centre. */
const EXTENT = { width: 0.49, height: 0.255, center: [120.26, 30.24] as [number, number] };
/** A cluster gathers what lies within about this many pixels. */
const CLUSTER_PX = 56;

export interface DeviceMapChartProps {
  devices: MapDevice[];
  typeName(deviceType: number): string;
  onOpen(device: MapDevice): void;
  /** Slippy-map tile URL template ({z}/{x}/{y}); absent: the bundled outline only. */
  tileUrl?: string;
}

type Point = { value: [number, number, number]; cluster: Cluster; itemStyle: { color: string; borderColor: string; borderWidth: number } };

/**
 * The map: ECharts `geo` over the bundled Hangzhou outline (districts, 钱塘江, 西湖), devices as a scatter series,
 * grid-clustered again after every zoom or pan; a cluster's click zooms in on it, a device's click opens it.
 */
export function DeviceMapChart({ devices, typeName, onOpen, tileUrl }: DeviceMapChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);
  const latest = useRef({ devices, typeName, onOpen, tileUrl });
  latest.current = { devices, typeName, onOpen, tileUrl };

  useEffect(() => {
    const chart = echarts.init(host.current as HTMLDivElement, undefined, { renderer: 'svg' });
    chartRef.current = chart;
    chart.on('georoam', () => redraw(chart, latest.current));
    chart.on('click', (event) => {
      const point = (event.data ?? null) as Point | null;
      if (!point) return;
      if (point.cluster.devices.length === 1) latest.current.onOpen(point.cluster.devices[0]);
      else {
        const zoom = currentZoom(chart) * 3;
        chart.setOption({ geo: { center: [point.cluster.longitude, point.cluster.latitude], zoom } });
        redraw(chart, latest.current);
      }
    });
    const resize = () => {
      chart.resize();
      redraw(chart, latest.current);
    };
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const view = frame(devices, EXTENT);
    chart.setOption(
      {
        tooltip: {
          trigger: 'item',
          confine: true,
          formatter: (p: unknown) => tooltipOf((p as { data?: Point }).data, latest.current.typeName),
        },
        geo: {
          map: 'hangzhouOutline',
          roam: true,
          center: view.center,
          zoom: view.zoom,
          scaleLimit: { min: 1, max: 80 },
          label: { show: true, color: '#8c9bb0', fontSize: 12 },
          itemStyle: { areaColor: tileUrl ? 'rgba(0,0,0,0)' : '#f2f5fa', borderColor: '#b8c7dc', borderWidth: 1 },
          emphasis: { disabled: true },
          select: { disabled: true },
          regions: ['钱塘江', '西湖'].map((name) => ({
            name,
            itemStyle: { areaColor: tileUrl ? 'rgba(0,0,0,0)' : '#d6e8fb', borderColor: '#a9c9ef' },
          })),
          tooltip: { show: false },
        },
        series: [
          {
            id: 'devices',
            type: 'scatter',
            coordinateSystem: 'geo',
            animation: false,
            data: [],
            z: 3,
            label: { show: true, color: '#fff', fontSize: 11, formatter: labelOf },
            emphasis: { scale: 1.2 },
          },
          {
            id: 'parks',
            type: 'scatter',
            coordinateSystem: 'geo',
            animation: false,
            silent: true,
            z: 2,
            symbol: 'circle',
            symbolSize: 0,
            data: [],
            label: { show: true, position: 'top', distance: 14, color: '#5b6b82', fontSize: 12, formatter: '{b}' },
          },
        ],
      },
      { notMerge: true },
    );
    redraw(chart, latest.current);
  }, [devices, tileUrl]);

  return <div ref={host} style={{ width: '100%', height: '100%', minHeight: 420 }} data-testid="device-map-canvas" />;
}

function currentZoom(chart: echarts.ECharts): number {
  const geo = (chart.getOption() as { geo?: { zoom?: number }[] }).geo?.[0];
  return geo?.zoom ?? 1;
}

/** Clusters for the current zoom, and the tiles under them when a tile URL is set. */
function redraw(chart: echarts.ECharts, { devices, tileUrl }: { devices: MapDevice[]; tileUrl?: string }) {
  const widthPx = chart.getWidth() || 800;
  const [west, north] = (chart.convertFromPixel('geo', [0, 0]) as number[] | undefined) ?? [0, 0];
  const [east, south] = (chart.convertFromPixel('geo', [widthPx, chart.getHeight() || 600]) as number[] | undefined) ?? [0, 0];
  const degPerPx = Math.abs(east - west) / widthPx || EXTENT.width / widthPx;
  const data: Point[] = cluster(devices, degPerPx * CLUSTER_PX).map((c) => ({
    value: [c.longitude, c.latitude, c.devices.length],
    cluster: c,
    // Fill: the most common status; a red ring: some device in it is 故障.
    itemStyle: {
      color: statusOf(c.major).color,
      borderColor: c.counts.fault > 0 && c.devices.length > 1 ? statusOf(2).color : '#fff',
      borderWidth: c.counts.fault > 0 && c.devices.length > 1 ? 3 : 1.5,
    },
  }));
  // Park names where a park fills a good part of the view (zoomed in), so a close-up still says where it is.
  const zoomedIn = Math.abs(east - west) < 0.05;
  chart.setOption({
    series: [
      { id: 'devices', data, symbolSize: (value: number[]) => (value[2] > 1 ? Math.min(22 + Math.log2(value[2]) * 3.5, 44) : 14) },
      { id: 'parks', data: zoomedIn ? parkLabels(devices) : [] },
    ],
  });
  if (tileUrl) {
    const tiles = tilesFor(tileUrl, { west, east, south, north }, tileZoom(Math.abs(east - west), widthPx));
    chart.setOption(
      {
        graphic: {
          elements: tiles.map((tile, i) => {
            const [x0, y0] = chart.convertToPixel('geo', tile.topLeft) as number[];
            const [x1, y1] = chart.convertToPixel('geo', tile.bottomRight) as number[];
            return {
              id: `tile-${i}`,
              type: 'image',
              z: -10,
              silent: true,
              style: { image: tile.url, x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
            };
          }),
        },
      },
      { replaceMerge: ['graphic'] },
    );
  }
}

/** One label per park at the mean position of its devices. */
function parkLabels(devices: MapDevice[]): { name: string; value: [number, number] }[] {
  const parks = new Map<string, MapDevice[]>();
  for (const d of devices) if (d.parkName) parks.set(d.parkName, [...(parks.get(d.parkName) ?? []), d]);
  return [...parks].map(([name, list]) => ({
    name,
    value: [list.reduce((s, d) => s + d.longitude, 0) / list.length, Math.max(...list.map((d) => d.latitude))],
  }));
}

function labelOf(params: { data?: Point }): string {
  const n = params.data?.cluster.devices.length ?? 0;
  return n > 1 ? String(n) : '';
}

function tooltipOf(point: Point | undefined, typeName: (t: number) => string): string {
  if (!point) return '';
  const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const { cluster: c } = point;
  if (c.devices.length === 1) {
    const d = c.devices[0];
    return [
      escape(d.deviceName),
      `${escape(typeName(d.deviceType))} · ${escape(d.parkName ?? '--')}`,
      `状态：${escape(d.statusText)}`,
      '点击查看详情',
    ].join('<br/>');
  }
  return [`${c.devices.length} 台设备`, `在线 ${c.counts.online} · 离线 ${c.counts.offline} · 故障 ${c.counts.fault}`, '点击放大'].join(
    '<br/>',
  );
}
