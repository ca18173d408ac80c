// biome-ignore-all format: one control's editable props per line reads as a table
import type { FormControl } from '@app/common/form';

/**
 * The element props the property panel edits for each control (form-controls-v3.2.txt): the key as stored
 * beside __config__, how it is edited, and its text key in designer.*.texts.ts. Placeholder, options,
 * expressions and pickers have editors of their own; this table holds the plain values.
 */

export type PropEditor =
  | { kind: 'text' }
  | { kind: 'number'; min?: number; max?: number; step?: number; empty?: boolean }
  | { kind: 'switch' }
  | { kind: 'color' }
  | { kind: 'select'; options: readonly (string | number)[] };

export interface ElementProp {
  key: string;
  /** the key of its name in the texts' `prop` group */
  text: string;
  editor: PropEditor;
  /** kept in __config__ rather than beside it (the radio and checkbox style, as the palette has them) */
  inConfig?: boolean;
}

const text = { kind: 'text' } as const;
const flag = { kind: 'switch' } as const;
const count = (min = 0, max?: number) => ({ kind: 'number', min, max, step: 1, empty: true }) as const;
const decimal = { kind: 'number', step: 1, empty: true } as const;
const choose = (...options: (string | number)[]) => ({ kind: 'select', options }) as const;
const p = (key: string, textKey: string, editor: PropEditor): ElementProp => ({ key, text: textKey, editor });
const c = (key: string, textKey: string, editor: PropEditor): ElementProp => ({ key, text: textKey, editor, inConfig: true });
const CHOICE_STYLE = [c('optionType', 'optionType', choose('default', 'button')), c('border', 'border', flag)];

const CLEARABLE = p('clearable', 'clearable', flag);
const READONLY = p('readonly', 'readonly', flag);
const DISABLED = p('disabled', 'disabled', flag);
const MULTIPLE = p('multiple', 'multiple', flag);
const FILTERABLE = p('filterable', 'filterable', flag);
const UPLOAD = [p('accept', 'accept', text), p('fileSize', 'fileSize', count(1, 1024)), p('sizeUnit', 'sizeUnit', choose('KB', 'MB', 'GB')), p('limit', 'limit', count(1, 99)), p('showTip', 'showTip', flag), DISABLED];
const PICKER = [MULTIPLE, CLEARABLE, DISABLED];

export const ELEMENT_PROPS: Readonly<Record<string, readonly ElementProp[]>> = {
  comInput: [p('maxlength', 'maxlength', count(1)), p('show-word-limit', 'showWordLimit', flag), p('show-password', 'showPassword', flag), CLEARABLE, READONLY, DISABLED],
  textarea: [p('maxlength', 'maxlength', count(1)), p('show-word-limit', 'showWordLimit', flag), READONLY, DISABLED],
  numInput: [p('min', 'min', decimal), p('max', 'max', decimal), p('step', 'step', { kind: 'number', min: 0 }), p('precision', 'precision', count(0, 10)), p('step-strictly', 'stepStrictly', flag), p('controls-position', 'controlsPosition', choose('', 'right')), DISABLED],
  switch: [p('active-text', 'activeText', text), p('inactive-text', 'inactiveText', text), p('active-color', 'activeColor', { kind: 'color' }), p('inactive-color', 'inactiveColor', { kind: 'color' }), DISABLED],
  radio: [...CHOICE_STYLE, p('size', 'size', choose('medium', 'small', 'mini')), DISABLED],
  checkbox: [...CHOICE_STYLE, p('size', 'size', choose('medium', 'small', 'mini')), DISABLED],
  select: [MULTIPLE, FILTERABLE, CLEARABLE, DISABLED],
  cascader: [p('show-all-levels', 'showAllLevels', flag), p('separator', 'separator', text), FILTERABLE, CLEARABLE, DISABLED],
  date: [p('type', 'dateType', choose('date', 'datetime')), p('format', 'dateFormat', choose('yyyy-MM-dd', 'yyyy-MM', 'yyyy', 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd HH:mm:ss')), CLEARABLE, READONLY, DISABLED],
  time: [p('format', 'timeFormat', choose('HH:mm:ss', 'HH:mm')), CLEARABLE, READONLY, DISABLED],
  uploadFz: [p('buttonText', 'buttonText', text), ...UPLOAD],
  uploadImg: UPLOAD,
  colorPicker: [p('show-alpha', 'showAlpha', flag), p('color-format', 'colorFormat', choose('', 'hex', 'rgb', 'hsl')), DISABLED],
  rate: [p('max', 'rateMax', count(1, 10)), p('allow-half', 'allowHalf', flag), p('show-text', 'showText', flag), p('show-score', 'showScore', flag), DISABLED],
  slider: [p('min', 'min', decimal), p('max', 'max', decimal), p('step', 'step', { kind: 'number', min: 1 }), p('show-stops', 'showStops', flag), p('range', 'range', flag), DISABLED],
  divider: [p('content-position', 'contentPosition', choose('left', 'center', 'right'))],
  groupTitle: [p('content', 'content', text), p('content-position', 'contentPosition', choose('left', 'center', 'right'))],
  editor: [],
  comSelect: PICKER,
  depSelect: PICKER,
  posSelect: PICKER,
  userSelect: PICKER,
  treeSelect: [MULTIPLE, FILTERABLE, CLEARABLE, DISABLED],
  address: [p('level', 'addressLevel', choose(0, 1, 2, 3)), FILTERABLE, CLEARABLE, DISABLED],
  relationForm: [p('hasPage', 'hasPage', flag), p('pageSize', 'pageSize', choose(20, 50, 100)), CLEARABLE, DISABLED],
  popupSelect: [p('hasPage', 'hasPage', flag), p('pageSize', 'pageSize', choose(20, 50, 100)), CLEARABLE, DISABLED],
  calculate: [p('precision', 'precision', count(0, 10))],
  table: [p('actionText', 'actionText', text), p('show-summary', 'showSummary', flag), DISABLED],
  card: [p('header', 'cardHeader', text), p('shadow', 'shadow', choose('always', 'hover', 'never'))],
  row: [p('justify', 'justify', choose('start', 'end', 'center', 'space-around', 'space-between')), p('align', 'align', choose('top', 'middle', 'bottom'))],
  tab: [p('type', 'tabType', choose('', 'card', 'border-card')), p('tab-position', 'tabPosition', choose('top', 'right', 'bottom', 'left'))],
  collapse: [p('accordion', 'accordion', flag)],
};

export const elementProps = (jnpfKey: string): readonly ElementProp[] => ELEMENT_PROPS[jnpfKey] ?? [];

/** A prop's stored value on a control. */
export const readProp = (control: FormControl, prop: ElementProp): unknown =>
  prop.inConfig ? control.__config__[prop.key] : control[prop.key];

/** Writes a prop on the copy updateControl hands out. */
export function writeProp(control: FormControl, prop: ElementProp, value: unknown): void {
  if (prop.inConfig) control.__config__[prop.key] = value;
  else control[prop.key] = value;
}

/** The value an editor shows for a stored prop; numbers stored as null/undefined show as empty. */
export function propValue(stored: unknown, editor: PropEditor): unknown {
  if (editor.kind === 'switch') return stored === true;
  if (editor.kind === 'number') return typeof stored === 'number' && Number.isFinite(stored) ? stored : null;
  if (editor.kind === 'select') return stored ?? editor.options[0];
  return typeof stored === 'string' ? stored : '';
}

/** What an edited prop is stored as: an emptied number is null (the palette's "not set"). */
export function storedValue(input: unknown, editor: PropEditor): unknown {
  if (editor.kind === 'switch') return input === true;
  if (editor.kind === 'number') return typeof input === 'number' && Number.isFinite(input) ? input : null;
  if (editor.kind === 'color') return input ? String(input) : null;
  return input ?? '';
}
