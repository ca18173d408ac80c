import type { FormControl } from '@app/common/form';
import type { FormTexts } from './form-texts';

/** What every control element of the renderer receives from ControlView. */
export interface ElementProps {
  control: FormControl;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled: boolean;
  texts: FormTexts;
  /** drawn on the designer's canvas: no dialogs, no uploads, no calls that change anything */
  design: boolean;
  /** the element's id, which the field's label points at */
  id?: string;
}

/** A style object of the design ({width: '100%'}), passed through only when it is one. */
export function designStyle(control: FormControl): Record<string, unknown> | undefined {
  const style = control.style;
  return style && typeof style === 'object' && !Array.isArray(style)
    ? (style as Record<string, unknown>)
    : undefined;
}

export const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

export const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
};
