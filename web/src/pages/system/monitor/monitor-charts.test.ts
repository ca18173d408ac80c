import { describe, expect, it } from 'vitest';
import { gaugeOption } from './monitor-charts';

type Gauge = { series: { axisLabel: { formatter: (v: number) => string }; splitNumber: number }[] };

describe('the gauges of 系统监控', () => {
  it("label the scale between the arc's ends only, so no label runs into the value", () => {
    const [gauge] = (gaugeOption('CPU', 18.7) as unknown as Gauge).series;
    const labels = Array.from({ length: gauge.splitNumber + 1 }, (_, i) => gauge.axisLabel.formatter(i * 20));
    expect(labels).toEqual(['', '20', '40', '60', '80', '']);
  });
});
