import type { DashboardAnswer } from '@app/common';
import type { EChartsCoreOption } from 'echarts/core';

type LoginDay = NonNullable<DashboardAnswer['logins']>[number];

/** Sign-ins per day as two lines: succeeded (filled) and failed; days read MM-DD. */
export function loginTrendOption(
  days: LoginDay[],
  labels: { succeeded: string; failed: string },
): EChartsCoreOption {
  return {
    color: ['#1d6ff2', '#f5222d'],
    tooltip: { trigger: 'axis' },
    legend: { data: [labels.succeeded, labels.failed], top: 0, right: 0 },
    grid: { left: 36, right: 16, top: 36, bottom: 24 },
    xAxis: { type: 'category', boundaryGap: false, data: days.map((d) => d.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: labels.succeeded,
        type: 'line',
        smooth: 0.3,
        symbolSize: 6,
        areaStyle: { opacity: 0.12 },
        data: days.map((d) => d.succeeded),
      },
      { name: labels.failed, type: 'line', smooth: 0.3, symbolSize: 6, data: days.map((d) => d.failed) },
    ],
  };
}
