// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import GeoPoint from './GeoPoint';
import { cityWindow, outlineShapes, placeOf, toPixel, toPoint, windowAround } from './outlineMap';

const props = { longitudeField: 'lng', latitudeField: 'lat' };

describe('outline map projection', () => {
  it('a pixel maps back to its point (6 decimals), around a point and on the whole city', () => {
    for (const win of [windowAround(120.155, 30.274, 0.08, 520, 240), cityWindow(520, 240)]) {
      const [x, y] = toPixel(win, 520, 240, 120.155123, 30.274456);
      const back = toPoint(win, 520, 240, x, y);
      expect(back.longitude).toBeCloseTo(120.155123, 5);
      expect(back.latitude).toBeCloseTo(30.274456, 5);
    }
  });

  it('draws every district and water of the bundled outline', () => {
    expect(outlineShapes(cityWindow(520, 240), 520, 240).map((s) => s.name)).toEqual([
      '西湖区',
      '拱墅区',
      '上城区',
      '滨江区',
      '萧山区',
      '钱塘江',
      '西湖',
    ]);
  });
});

describe('placeOf', () => {
  it.each([
    [120.15507, 30.274084, '拱墅区'],
    [120.14, 30.245, '西湖'],
    [120.21, 30.2, '滨江区'],
    [121, 31, undefined],
  ])('(%f, %f) lies in %s', (lng, lat, place) => expect(placeOf(lng, lat)).toBe(place));
});

describe('GeoPoint', () => {
  it('reads 经度/纬度 of the named record fields with the point on the mini map', () => {
    const { container } = render(
      <GeoPoint
        mode="read"
        value={undefined}
        onChange={vi.fn()}
        record={{ lng: 120.15507, lat: 30.274084 }}
        setRecordValue={vi.fn()}
        props={props}
      />,
    );
    expect(screen.getByText('经度 120.155070 / 纬度 30.274084（拱墅区）')).toBeTruthy();
    expect(screen.getByRole('img', { name: '设备位置：经度 120.155070，纬度 30.274084' })).toBeTruthy();
    expect(container.querySelector('[data-geo-marker]')).not.toBeNull();
  });

  it('reads 未设置位置 without coordinates', () => {
    render(<GeoPoint mode="read" value={undefined} onChange={vi.fn()} record={{}} setRecordValue={vi.fn()} props={props} />);
    expect(screen.getByText('未设置位置')).toBeTruthy();
  });

  it('a click on the map writes both fields: the centre of the 附近 window is the current point', () => {
    const setRecordValue = vi.fn();
    render(
      <GeoPoint
        mode="edit"
        value={undefined}
        onChange={vi.fn()}
        record={{ lng: 120.2, lat: 30.25 }}
        setRecordValue={setRecordValue}
        props={props}
      />,
    );
    const svg = screen.getByRole('img');
    svg.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 520,
      height: 240,
      right: 520,
      bottom: 240,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(svg, { clientX: 260, clientY: 120 });
    expect(setRecordValue).toHaveBeenCalledWith('lng', 120.2);
    expect(setRecordValue).toHaveBeenCalledWith('lat', 30.25);
    fireEvent.click(svg, { clientX: 520, clientY: 0 });
    const [[, lng], [, lat]] = setRecordValue.mock.calls.slice(2);
    expect(lng).toBeCloseTo(120.3, 6); // the right edge of the 附近 window, 0.2° wide
    expect(lat).toBeGreaterThan(30.25);
  });

  it('does not place a point when disabled', () => {
    const setRecordValue = vi.fn();
    render(
      <GeoPoint mode="edit" value={undefined} onChange={vi.fn()} record={{}} setRecordValue={setRecordValue} props={props} disabled />,
    );
    expect(screen.getByText('尚未设置位置')).toBeTruthy();
    fireEvent.click(screen.getByRole('img'), { clientX: 10, clientY: 10 });
    expect(setRecordValue).not.toHaveBeenCalled();
  });
});
