import type { EChartsCoreOption } from 'echarts/core';

/** Green below 60 %, amber below 85 %, red above: the same bands on every gauge. */
const BANDS: [number, string][] = [
  [0.6, '#52c41a'],
  [0.85, '#faad14'],
  [1, '#f5222d'],
];

export function gaugeOption(name: string, value: number): EChartsCoreOption {
  return {
    series: [
      {
        type: 'gauge',
        name,
        min: 0,
        max: 100,
        radius: '95%',
        center: ['50%', '58%'],
        progress: { show: true, width: 12 },
        axisLine: { lineStyle: { width: 12, color: BANDS } },
        axisTick: { show: false },
        splitLine: { length: 8, lineStyle: { width: 1, color: '#999' } },
        splitNumber: 5,
        // The end labels sit beside the value at the foot of the arc and ran into it ('100' over '18.7%'):
        // the arc's ends say 0 and 100 well enough, the labels between give the scale.
        axisLabel: {
          distance: 16,
          fontSize: 10,
          color: '#8c8c8c',
          formatter: (value: number) => (value === 0 || value === 100 ? '' : String(value)),
        },
        pointer: { width: 4 },
        anchor: { show: true, size: 10 },
        title: { offsetCenter: [0, '72%'], fontSize: 13 },
        detail: { valueAnimation: true, formatter: '{value}%', fontSize: 20, offsetCenter: [0, '40%'] },
        data: [{ value, name }],
      },
    ],
  };
}

export interface HistoryPoint {
  time: string;
  cpu: number;
  memory: number;
}

export function historyOption(
  points: HistoryPoint[],
  labels: { cpu: string; memory: string },
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v}%` },
    legend: { data: [labels.cpu, labels.memory], top: 0 },
    grid: { left: 40, right: 16, top: 32, bottom: 28 },
    xAxis: { type: 'category', boundaryGap: false, data: points.map((p) => p.time) },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      { name: labels.cpu, type: 'line', smooth: true, showSymbol: false, data: points.map((p) => p.cpu) },
      {
        name: labels.memory,
        type: 'line',
        smooth: true,
        showSymbol: false,
        areaStyle: { opacity: 0.08 },
        data: points.map((p) => p.memory),
      },
    ],
  };
}
