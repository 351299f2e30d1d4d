/**
 * Where the seeded parks are (longitude, latitude; WGS-84, Hangzhou), by the parkId of the shared `park` dictionary.
 * The device seed places each device within about 400 m of its park; the device map centres on them.
 */
export const PARK_COORDINATES: Readonly<Record<number, [number, number]>> = {
  1001: [120.1637, 30.2775], // 西湖文化广场
  1002: [120.1645, 30.2722], // 武林广场
  1003: [120.2105, 30.2452], // 钱江新城市民中心
  1004: [120.1033, 30.2948], // 城西银泰城
  1005: [120.2047, 30.1985], // 滨江宝龙城
  1006: [120.1335, 30.27], // 黄龙体育中心
  1007: [120.165, 30.258], // 湖滨银泰in77
  1008: [120.434, 30.236], // 萧山国际机场P2
  1009: [120.212, 30.2905], // 杭州东站西广场
  1010: [120.138, 30.278], // 文三路路内
};

/** Radius (degrees) of the square around a park in which its devices are placed. */
export const DEVICE_SPREAD = 0.004;
