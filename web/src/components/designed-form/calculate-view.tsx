import { Input } from 'antd';
import { asNumber, type ElementProps } from './control-props';

/** The calculate field: its result at the design's precision, read-only (the renderer computes it). */
export function CalculateView({ control, value, id }: ElementProps) {
  const precision = asNumber(control.precision) ?? 2;
  const result = asNumber(value) ?? 0;
  return (
    <Input
      id={id}
      value={result.toFixed(Math.min(Math.max(precision, 0), 10))}
      readOnly
      style={{ width: '100%' }}
    />
  );
}
