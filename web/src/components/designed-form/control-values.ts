import type { FormControl, FormOption } from '@app/common/form';
import type { FormTexts } from './form-texts';

/**
 * Pure conversions between what a designed control stores and what its antd element takes: dates as
 * epoch ms, switches as 1/0, options as {label, value, children}, the palette's Chinese defaults shown in
 * the user's language.
 */

/** The element-ui date format of the design ('yyyy-MM-dd HH:mm') as dayjs spells it. */
export function dayjsFormat(format: unknown, fallback = 'YYYY-MM-DD'): string {
  if (typeof format !== 'string' || format.trim() === '') return fallback;
  return format.replace(/yyyy/g, 'YYYY').replace(/yy/g, 'YY').replace(/dd/g, 'DD');
}

/** A stored date (epoch ms, or text a hand-made record holds) as epoch ms; null when it is not a date. */
export function epochOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/** The switch's stored values: the design's active/inactive values, 1 and 0 by default. */
export function switchValues(control: FormControl): { on: unknown; off: unknown } {
  return { on: control['active-value'] ?? 1, off: control['inactive-value'] ?? 0 };
}

export function isSwitchOn(control: FormControl, value: unknown): boolean {
  const { on } = switchValues(control);
  return (
    value === on || (value !== null && value !== undefined && String(value) === String(on)) || value === true
  );
}

export interface ChoiceOption {
  label: string;
  value: string;
  children?: ChoiceOption[];
}

/** The keys of an option's name, value and children: the design's props, {fullName, id, children} by default. */
export interface OptionKeys {
  label: string;
  value: string;
  children: string;
}

/** Where the design says an option's name, value and children are (props, or props.props for trees). */
export function optionKeys(control: FormControl): OptionKeys {
  const nested = (control.props as { props?: Partial<OptionKeys> } | undefined)?.props;
  const config = control.__config__.props;
  return {
    label: nested?.label ?? config?.label ?? 'fullName',
    value: nested?.value ?? config?.value ?? 'id',
    children: nested?.children ?? config?.children ?? 'children',
  };
}

/** Rows from a dictionary or a data interface (or static options) as antd options, nesting kept. */
export function toChoiceOptions(rows: unknown, keys: OptionKeys): ChoiceOption[] {
  if (!Array.isArray(rows)) return [];
  const found: ChoiceOption[] = [];
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const record = row as Record<string, unknown>;
    const value = record[keys.value] ?? record.id;
    if (value === undefined || value === null) continue;
    const label = record[keys.label] ?? record.fullName ?? value;
    const children = record[keys.children];
    found.push({
      label: String(label),
      value: String(value),
      ...(Array.isArray(children) && children.length ? { children: toChoiceOptions(children, keys) } : {}),
    });
  }
  return found;
}

/** The static options of a choice control: the slot's (radio, checkbox, select) or the element's (trees). */
export function staticOptions(control: FormControl): FormOption[] {
  return control.__slot__?.options ?? control.options ?? [];
}

/**
 * The palette writes some texts in Chinese into every new control (placeholders, the upload button, the
 * sub-table's add button). Left as the palette wrote them they are the platform's words, so they are shown
 * in the user's language; a designer's own text is shown as typed.
 */
export function platformText(stored: unknown, paletteDefault: string, translated: string): string {
  if (typeof stored !== 'string' || stored === '' || stored === paletteDefault) return translated;
  return stored;
}

export function placeholderOf(control: FormControl, texts: FormTexts, choosing: boolean): string {
  const stored = control.placeholder;
  if (stored === '系统自动生成') return texts.autoNumber;
  if (stored === '数字文本') return texts.numberPlaceholder;
  if (choosing) return platformText(stored, '请选择', texts.selectPlaceholder);
  return platformText(stored, '请输入', texts.inputPlaceholder);
}

/** Bytes of the design's fileSize and sizeUnit (SPEC §5 units: KB 1024, MB 1048576, GB 1073741824). */
export function uploadLimitBytes(control: FormControl): number {
  const size = typeof control.fileSize === 'number' && control.fileSize > 0 ? control.fileSize : 2;
  const unit = control.sizeUnit === 'KB' ? 1024 : control.sizeUnit === 'GB' ? 1073741824 : 1048576;
  return size * unit;
}

export function uploadLimitText(control: FormControl): string {
  const size = typeof control.fileSize === 'number' && control.fileSize > 0 ? control.fileSize : 2;
  return `${size}${typeof control.sizeUnit === 'string' ? control.sizeUnit : 'MB'}`;
}

/** Whether a file's name or type matches the design's accept list ('.pdf,image/*'); an empty list takes all. */
export function acceptsFile(accept: unknown, name: string, type: string): boolean {
  if (typeof accept !== 'string' || accept.trim() === '') return true;
  const lowerName = name.toLowerCase();
  return accept
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
    .some((item) =>
      item.startsWith('.')
        ? lowerName.endsWith(item)
        : item.endsWith('/*')
          ? type.startsWith(item.slice(0, -1))
          : type === item,
    );
}
