import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Drawer, Empty, List, Select, Space, Spin, Typography } from 'antd';
import {
  errorMessage,
  pickPath,
  SchemaView,
  useAreaDocument,
  useEndpointData,
  useRendererServices,
  type RegisteredComponentProps,
  type ResolvedArea,
} from '../../renderer';
import { STATUS_LIST, statusOf, type MapDevice } from './clusters';
import { DeviceMapChart } from './DeviceMapChart';

/** The props a `DeviceMap` view gives (schemas/meta/components.json). */
interface DeviceMapProps {
  endpoint: string;
  detailArea: string;
  detailViews: Record<string, string>;
  detailPermission?: string;
  tileUrl?: string;
}

/** The tile URL template the deployment sets (VITE_MAP_TILE_URL); a view's `props.tileUrl` wins. */
const DEPLOYMENT_TILE_URL = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || undefined;

/**
 * 设备地图 (registered component `DeviceMap`): the devices of schemas/device.json by their coordinates, coloured 在线 /
 * 离线 / 故障 with a legend and counts, clustered when zoomed out, filtered by 设备类型 and 车场, beside a list of the
 * same devices (the keyboard way in); a click on a device opens the detail view of its kind in a drawer.
 */
export default function DeviceMap({ props, area }: RegisteredComponentProps) {
  const config = props as unknown as DeviceMapProps;
  const services = useRendererServices();
  const [deviceType, setDeviceType] = useState<number | undefined>();
  const [parkId, setParkId] = useState<number | undefined>();
  const [open, setOpen] = useState<MapDevice | null>(null);

  // Device kinds: the labels of the detail area's `deviceType` dictionary, so the map and the device pages agree.
  const detail = useAreaDocument(config.detailArea).data;
  const types = useMemo(() => deviceTypes(detail), [detail]);
  const drawerWidth = useMemo(() => widestDetail(detail, config.detailViews), [detail, config.detailViews]);

  // The devices of the filters, and (for the 车场 choices) of no filter: the same key when no filter is set.
  const loaded = useEndpointData(area, config.endpoint, { search: { deviceType, parkId } });
  const unfiltered = useEndpointData(area, config.endpoint, { search: { deviceType: undefined, parkId: undefined } });
  const listPath = area.endpoints[config.endpoint]?.result?.list ?? 'data.results';
  const devices = useMemo(() => devicesOf(loaded.data, listPath), [loaded.data, listPath]);
  const parks = useMemo(() => parkOptions(devicesOf(unfiltered.data, listPath)), [unfiltered.data, listPath]);
  const failed = loaded.error !== undefined && !loaded.isValidating;
  const ready = loaded.data !== undefined && !loaded.isValidating;
  const counts = useMemo(() => STATUS_LIST.map((s) => ({ ...s, count: devices.filter((d) => d.status === s.value).length })), [devices]);
  const typeName = (value: number) => types.find((t) => t.value === value)?.label ?? `类型${value}`;

  const openDevice = (device: MapDevice) => {
    if (config.detailPermission && !services.hasPermission(config.detailPermission))
      return services.message.warning('没有查看设备详情的权限');
    if (!config.detailViews[String(device.deviceType)]) return services.message.warning('该类设备没有详情页');
    setOpen(device);
  };

  return (
    <Card title="设备地图" variant="borderless" styles={{ body: { paddingTop: 12 } }}>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Select
            aria-label="设备类型"
            allowClear
            placeholder="全部设备类型"
            style={{ width: 180 }}
            value={deviceType}
            onChange={setDeviceType}
            options={types}
          />
          <Select
            aria-label="车场"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="全部车场"
            style={{ width: 220 }}
            value={parkId}
            onChange={setParkId}
            options={parks}
          />
        </Space>
        <Space size="large" aria-label="设备状态统计">
          <Typography.Text>共 {devices.length} 台</Typography.Text>
          {counts.map((s) => (
            <Badge key={s.value} color={s.color} text={`${s.label} ${s.count}`} />
          ))}
        </Space>
      </Space>
      {failed ? (
        <Alert
          type="error"
          showIcon
          message={errorMessage(loaded.error)}
          action={
            <Button size="small" onClick={() => void loaded.mutate()}>
              重试
            </Button>
          }
        />
      ) : (
        <Spin spinning={!ready} tip="加载中…">
          <div style={{ display: 'flex', gap: 12, height: 'calc(100vh - 290px)', minHeight: 440 }}>
            <div style={{ flex: 1, minWidth: 0, border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden', position: 'relative' }}>
              <DeviceMapChart devices={devices} typeName={typeName} onOpen={openDevice} tileUrl={config.tileUrl || DEPLOYMENT_TILE_URL} />
              {ready && devices.length === 0 && (
                <div
                  style={{
                    position: 'absolute',
                    inset: 0,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    background: 'rgba(255,255,255,0.6)',
                  }}
                >
                  <Empty description="暂无数据" />
                </div>
              )}
            </div>
            <DeviceList devices={devices} typeName={typeName} onOpen={openDevice} />
          </div>
        </Spin>
      )}
      <Drawer
        open={open !== null}
        width={drawerWidth}
        title={open ? `${typeName(open.deviceType)}详情 · ${open.deviceName}` : ''}
        onClose={() => setOpen(null)}
        destroyOnHidden
      >
        {open && (
          <SchemaView
            area={config.detailArea}
            view={config.detailViews[String(open.deviceType)]}
            params={{ id: String(open.deviceId) }}
            container="drawer"
          />
        )}
      </Drawer>
    </Card>
  );
}

function DeviceList({ devices, typeName, onOpen }: { devices: MapDevice[]; typeName(t: number): string; onOpen(d: MapDevice): void }) {
  const sorted = useMemo(
    () => [...devices].sort((a, b) => rank(b.status) - rank(a.status) || a.deviceName.localeCompare(b.deviceName, 'zh-CN')),
    [devices],
  );
  return (
    <div
      style={{ width: 280, flex: 'none', overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 8 }}
      aria-label="设备列表"
      role="region"
    >
      <List
        size="small"
        dataSource={sorted}
        locale={{ emptyText: '暂无数据' }}
        pagination={sorted.length > 12 ? { pageSize: 12, size: 'small', simple: true } : false}
        renderItem={(d) => (
          <List.Item style={{ padding: '6px 12px' }}>
            <Space direction="vertical" size={0} style={{ minWidth: 0, width: '100%' }}>
              <Button type="link" size="small" style={{ padding: 0, height: 'auto', maxWidth: '100%' }} onClick={() => onOpen(d)}>
                <Typography.Text ellipsis style={{ color: 'inherit', maxWidth: 230 }}>
                  {d.deviceName}
                </Typography.Text>
              </Button>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                <Badge color={statusOf(d.status).color} /> {d.statusText} · {typeName(d.deviceType)} · {d.parkName ?? '--'}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </div>
  );
}

/** 故障 first, then 离线, then 在线. */
const rank = (status: number) => (status === 2 ? 2 : status === 0 ? 1 : 0);

function devicesOf(body: unknown, listPath: string): MapDevice[] {
  if (body === undefined) return [];
  const list = pickPath(body, listPath);
  return Array.isArray(list) ? (list as MapDevice[]) : [];
}

function deviceTypes(detail: ResolvedArea | undefined): { value: number; label: string }[] {
  const options = (detail?.dictionaries?.deviceType?.options ?? []) as { value: number; label: string }[];
  return options.map(({ value, label }) => ({ value, label }));
}

/** The drawer is as wide as the widest detail view it may show (760 at least). */
function widestDetail(detail: ResolvedArea | undefined, detailViews: Record<string, string>): number {
  if (!detail) return 760;
  return Math.max(760, ...Object.values(detailViews).map((name) => (detail.views[name] as { width?: number } | undefined)?.width ?? 0));
}

function parkOptions(devices: MapDevice[]): { value: number; label: string }[] {
  const byId = new Map<number, string>();
  for (const d of devices) if (d.parkId !== null && d.parkName) byId.set(d.parkId, d.parkName);
  return [...byId].sort(([a], [b]) => a - b).map(([value, label]) => ({ value, label }));
}
