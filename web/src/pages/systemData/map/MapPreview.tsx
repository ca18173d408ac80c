import { MapChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import { registerMap, use } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/charts/EChart';
import type { GeoJsonCollection } from './map.api';
import styles from './map.module.css';

// The map series lives in this page's chunk: the shell's shared EChart registers only what every chart uses.
use([MapChart, GeoComponent, TooltipComponent]);

let counter = 0;

/** A map drawn from GeoJSON with ECharts' map series: each named area outlined, its name on hover. */
export function MapPreview({
  name,
  geoJson,
  compact,
}: {
  name: string;
  geoJson: GeoJsonCollection;
  /** the smaller drawing inside the form */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    // A fresh registration name per data: ECharts caches a registered map by its name.
    counter += 1;
    const key = `preview-${counter}`;
    registerMap(key, geoJson as Parameters<typeof registerMap>[1]);
    const areas = geoJson.features.map((f) => ({ name: f.properties.name }));
    return {
      tooltip: { trigger: 'item', formatter: '{b}' },
      series: [
        {
          type: 'map',
          map: key,
          roam: true,
          data: areas,
          label: { show: areas.length <= 40, fontSize: 10, color: '#595959' },
          itemStyle: { areaColor: '#e6f4ff', borderColor: '#4096ff', borderWidth: 0.6 },
          emphasis: {
            label: { show: true, color: '#fff' },
            itemStyle: { areaColor: '#1677ff' },
          },
          select: { disabled: true },
        },
      ],
    };
  }, [geoJson]);
  return (
    <EChart
      option={option}
      className={compact ? styles.formPreview : styles.preview}
      label={t('map.chartLabel', { name })}
    />
  );
}
