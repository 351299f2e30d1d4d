import { useEffect, useRef } from 'react';
import { lazyModule } from '../core/lazyModule';
import type { EChartsCoreOption } from './echarts';

/**
 * The ECharts chunk, requested as soon as the dashboard's code runs: it downloads while the widgets' data loads
 * instead of before the dashboard can mount.
 */
const echartsCode = lazyModule(() => import('./echarts').then((m) => m.echarts));
type Echarts = Awaited<ReturnType<typeof echartsCode.load>>;
echartsCode.load().catch(() => undefined);

interface Props {
  option: EChartsCoreOption;
  height: number;
  /** Name of the performance mark set when the chart has finished drawing (`dashboard:chart:<name>`). */
  markName?: string;
  ariaLabel: string;
}

/**
 * One ECharts instance in a box that follows its container's size (ResizeObserver). The chart is created once the
 * box has a size (ECharts cannot lay out in a box of none) and the ECharts chunk has arrived, and marks `dashboard:chart:<name>` with
 * performance.mark when it has finished drawing, so a page can tell when every chart is drawn.
 */
export function EChart({ option, height, markName, ariaLabel }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<Echarts['init']> | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let live = true;
    const draw = (echarts: Echarts) => {
      if (!live || element.clientWidth === 0 || element.clientHeight === 0) return;
      if (!chart.current) {
        chart.current = echarts.init(element, undefined, { renderer: 'canvas' });
        chart.current.on('finished', () => {
          element.dataset.drawn = 'true';
          if (markName && !element.dataset.marked) {
            element.dataset.marked = 'true';
            performance.mark(`dashboard:chart:${markName}`);
          }
        });
        chart.current.setOption(latest.current, true);
      } else chart.current.resize();
    };
    const observer = new ResizeObserver(() => {
      const loaded = echartsCode.loaded();
      if (loaded) draw(loaded);
      else echartsCode.load().then(draw, () => undefined);
    });
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [markName]);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} role="img" aria-label={ariaLabel} className="dashboard-chart" style={{ width: '100%', height }} />;
}
