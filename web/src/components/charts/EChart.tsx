import { GaugeChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ECharts, type EChartsCoreOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useRef } from 'react';

// Only the chart kinds the screens use are registered, so a page that draws charts pulls in these
// pieces of ECharts and nothing else. Add kinds here as screens need them.
use([GaugeChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface Props {
  option: EChartsCoreOption;
  style?: CSSProperties;
  className?: string;
  /** names the chart for assistive technology and tests */
  label: string;
}

/** An ECharts canvas that follows its option and its box size. */
export function EChart({ option, style, className, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option);
  }, [option]);

  return <div ref={box} role="img" aria-label={label} className={className} style={style} />;
}
