/**
 * 设备位置 (registered field component `GeoPoint`): the longitude and latitude of the same record, on the bundled city
 * outline drawn as plain SVG (offline, no map library). Read: 经度/纬度 and the point on a mini map. Edit: the point
 * around its surroundings (附近) or on the whole city (全市); a click places it, writing both fields of the form, whose
 * own validators (longitude / latitude) keep applying.
 */
import { Segmented, Space, Typography } from 'antd';
import { useState, type MouseEvent } from 'react';
import type { RegisteredFieldProps } from '../../renderer';
import { cityWindow, outlineShapes, placeOf, toPixel, toPoint, windowAround, type GeoWindow } from './outlineMap';

const READ_SIZE = { width: 220, height: 120 };
const EDIT_SIZE = { width: 520, height: 240 };
const NEARBY_SPAN = 0.2; // degrees of longitude shown around the point (附近): about 20 km, the district and its neighbours

interface GeoPointProps {
  longitudeField?: string;
  latitudeField?: string;
}

const asNumber = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : undefined;
const fixed = (n: number) => n.toFixed(6);
/** 经度 120.155070 / 纬度 30.274084（上城区）. */
const describePoint = (p: { lng: number; lat: number }) => {
  const place = placeOf(p.lng, p.lat);
  return `经度 ${fixed(p.lng)} / 纬度 ${fixed(p.lat)}${place ? `（${place}）` : ''}`;
};

export default function GeoPoint({ mode, record, setRecordValue, props, disabled }: RegisteredFieldProps) {
  const config = props as GeoPointProps;
  const lngField = config.longitudeField ?? 'longitude';
  const latField = config.latitudeField ?? 'latitude';
  const lng = asNumber(record[lngField]);
  const lat = asNumber(record[latField]);
  const point = lng !== undefined && lat !== undefined ? { lng, lat } : undefined;
  const [scope, setScope] = useState<'nearby' | 'city'>('nearby');

  if (mode === 'read') {
    if (!point) return <Typography.Text type="secondary">未设置位置</Typography.Text>;
    return (
      <Space direction="vertical" size={4} data-geo-point="read">
        <span>{describePoint(point)}</span>
        <OutlineSvg
          size={READ_SIZE}
          win={windowAround(point.lng, point.lat, NEARBY_SPAN, READ_SIZE.width, READ_SIZE.height)}
          point={point}
        />
      </Space>
    );
  }

  const win =
    scope === 'nearby' && point
      ? windowAround(point.lng, point.lat, NEARBY_SPAN, EDIT_SIZE.width, EDIT_SIZE.height)
      : cityWindow(EDIT_SIZE.width, EDIT_SIZE.height);
  const place = (e: MouseEvent<SVGSVGElement>) => {
    if (disabled) return;
    const box = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * EDIT_SIZE.width;
    const y = ((e.clientY - box.top) / box.height) * EDIT_SIZE.height;
    const next = toPoint(win, EDIT_SIZE.width, EDIT_SIZE.height, x, y);
    setRecordValue(lngField, next.longitude);
    setRecordValue(latField, next.latitude);
  };
  return (
    <Space direction="vertical" size={6} style={{ width: '100%' }} data-geo-point="edit">
      <Space wrap size={12}>
        <Segmented
          size="small"
          value={point ? scope : 'city'}
          onChange={(v) => setScope(v as 'nearby' | 'city')}
          options={[
            { label: '附近', value: 'nearby', disabled: !point },
            { label: '全市', value: 'city' },
          ]}
        />
        <Typography.Text type="secondary">{point ? describePoint(point) : '尚未设置位置'}</Typography.Text>
        <Typography.Text type="secondary">{disabled ? '' : '点击地图放置设备位置'}</Typography.Text>
      </Space>
      <OutlineSvg size={EDIT_SIZE} win={win} point={point} onClick={place} disabled={disabled} />
    </Space>
  );
}

function OutlineSvg({
  size,
  win,
  point,
  onClick,
  disabled,
}: {
  size: { width: number; height: number };
  win: GeoWindow;
  point?: { lng: number; lat: number };
  onClick?: (e: MouseEvent<SVGSVGElement>) => void;
  disabled?: boolean;
}) {
  const { width, height } = size;
  const shapes = outlineShapes(win, width, height);
  const at = point ? toPixel(win, width, height, point.lng, point.lat) : undefined;
  const small = width < 300;
  return (
    <svg
      role="img"
      aria-label={point ? `设备位置：经度 ${fixed(point.lng)}，纬度 ${fixed(point.lat)}` : '设备位置地图'}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{
        maxWidth: width,
        display: 'block',
        background: '#eceff3',
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        cursor: onClick && !disabled ? 'crosshair' : 'default',
      }}
      onClick={onClick}
    >
      <defs>
        <clipPath id={`geo-clip-${width}`}>
          <rect width={width} height={height} />
        </clipPath>
      </defs>
      <g clipPath={`url(#geo-clip-${width})`}>
        {shapes.map((s) => (
          <path
            key={s.name}
            d={s.path}
            fill={s.kind === 'water' ? '#bae0ff' : '#ffffff'}
            stroke={s.kind === 'water' ? '#69b1ff' : '#a6a6a6'}
            strokeWidth={1}
          />
        ))}
        {shapes.map((s) => (
          <text
            key={`${s.name}-label`}
            x={s.labelAt[0]}
            y={s.labelAt[1]}
            fontSize={small ? 10 : 12}
            fill={s.kind === 'water' ? '#0958d9' : '#8c8c8c'}
            textAnchor="middle"
            pointerEvents="none"
          >
            {s.name}
          </text>
        ))}
        {at && (
          <g data-geo-marker pointerEvents="none">
            <circle cx={at[0]} cy={at[1]} r={small ? 9 : 12} fill="#ff4d4f" fillOpacity={0.2} />
            <circle cx={at[0]} cy={at[1]} r={small ? 4 : 5} fill="#ff4d4f" stroke="#fff" strokeWidth={2} />
          </g>
        )}
      </g>
    </svg>
  );
}
