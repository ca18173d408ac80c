import type { Lang } from '../i18n';
import { CATALOGUE, type CatalogueEntry } from './catalogue.data';
import type { FormControl } from './types';

export { CATALOGUE, type CatalogueEntry, type PaletteGroup } from './catalogue.data';

/** What each control may do, from client-facts §7.3-7.7, kept beside the catalogue so every rule reads it. */

const BY_KEY = new Map(CATALOGUE.map((entry) => [entry.jnpfKey, entry]));

export function catalogueEntry(jnpfKey: string): CatalogueEntry | undefined {
  return BY_KEY.get(jnpfKey);
}

/** Display-only controls: they hold no value, so they get no vModel (noVModelList). */
const NO_VALUE = new Set(['divider', 'JNPFText', 'groupTitle', 'relationFormAttr', 'relationFlowAttr']);

/**
 * Controls a sub-table column may not be (noTableAllowList, plus every container). The slider is allowed,
 * unlike the v3.2 client: SPEC §5's totals row sums slider columns, so they must be able to exist.
 */
const NOT_IN_SUB_TABLE = new Set([
  'textarea',
  'JNPFText',
  'divider',
  'editor',
  'uploadImg',
  'uploadFz',
  'radio',
  'checkbox',
  'relationFormAttr',
  'relationFlow',
  'relationFlowAttr',
  'groupTitle',
  'createUser',
  'createTime',
  'modifyUser',
  'modifyTime',
  'currOrganize',
  'currPosition',
  'rate',
  'colorPicker',
]);

/** Controls that cannot be a list column (§7.7). */
const NOT_COLUMNABLE = new Set([
  'colorPicker',
  'rate',
  'slider',
  'divider',
  'uploadImg',
  'uploadFz',
  'editor',
  'JNPFText',
  'relationFormAttr',
  'relationFlowAttr',
  'groupTitle',
]);

/** Controls that cannot be a search field: the unlisted ones and these (§7.7). */
const NOT_SEARCHABLE = new Set([...NOT_COLUMNABLE, 'switch', 'relationForm', 'relationFlow', 'popupSelect']);

const RANGE_SEARCH = new Set(['createTime', 'modifyTime', 'time', 'date', 'numInput', 'calculate']);
const FUZZY_SEARCH = new Set(['comInput', 'textarea', 'JNPFText', 'billRule']);

/** Controls whose options come from a static list, a dictionary or a data interface. */
const CHOICE = new Set(['radio', 'checkbox', 'select', 'cascader', 'treeSelect']);

/** Controls a calculate expression may reference (§7.6). */
const NUMERIC = new Set(['numInput', 'calculate']);

/** Columns the SPEC §5 totals row of a sub-table sums. */
const SUMMED = new Set(['numInput', 'calculate', 'slider']);

/** Filled by the server on save (server-facts §7, GenerateFeilds). */
const SYSTEM_FILLED = new Set([
  'billRule',
  'createUser',
  'createTime',
  'modifyUser',
  'modifyTime',
  'currOrganize',
  'currPosition',
]);

export const isContainer = (control: FormControl) => control.__config__.layout === 'rowFormItem';
export const isSubTable = (control: FormControl) => control.__config__.jnpfKey === 'table';
export const holdsValue = (jnpfKey: string) => !NO_VALUE.has(jnpfKey);
export const allowedInSubTable = (jnpfKey: string) =>
  !NOT_IN_SUB_TABLE.has(jnpfKey) && catalogueEntry(jnpfKey)?.layout === 'colFormItem';
export const isColumnable = (jnpfKey: string) => holdsValue(jnpfKey) && !NOT_COLUMNABLE.has(jnpfKey);
export const isSearchable = (jnpfKey: string) => isColumnable(jnpfKey) && !NOT_SEARCHABLE.has(jnpfKey);
export const hasOptionSource = (jnpfKey: string) => CHOICE.has(jnpfKey);
export const isNumeric = (jnpfKey: string) => NUMERIC.has(jnpfKey);
export const isSummed = (jnpfKey: string) => SUMMED.has(jnpfKey);
export const isSystemFilled = (jnpfKey: string) => SYSTEM_FILLED.has(jnpfKey);

/** The search type a field gets when added to the list's search (§7.7): 3 range, 2 fuzzy, 1 equal. */
export function defaultSearchType(jnpfKey: string): 1 | 2 | 3 {
  if (RANGE_SEARCH.has(jnpfKey)) return 3;
  if (FUZZY_SEARCH.has(jnpfKey)) return 2;
  return 1;
}

/** The automatic vModel of a control on a form without tables (§7.3): comInputField101, tableField102. */
export function automaticVModel(jnpfKey: string, formId: number): string {
  return jnpfKey === 'table' ? `tableField${formId}` : `${jnpfKey}Field${formId}`;
}

/** The vModel of a main-form field bound to a column of a child table (§7.5). */
export function childColumnVModel(table: string, field: string): string {
  return `jnpf_${table}_jnpf_${field}`;
}

/** Splits a `jnpf_<table>_jnpf_<field>` vModel; null for any other name. */
export function parseChildColumnVModel(vModel: string): { table: string; field: string } | null {
  const match = /^jnpf_(.+)_jnpf_(.+)$/.exec(vModel);
  return match ? { table: match[1], field: match[2] } : null;
}

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/**
 * A new control as the palette drops it, numbered from the form's counter: formId = idGlobal + 1, with
 * its automatic vModel. The label is in the designer's language; texts the original ships in Chinese
 * (placeholders, option names) stay as they are, like the original's.
 */
export function newControl(jnpfKey: string, formId: number, lang: Lang = 'zh'): FormControl {
  const entry = catalogueEntry(jnpfKey);
  if (!entry) throw new Error(`unknown control ${jnpfKey}`);
  const control: FormControl = {
    __config__: {
      jnpfKey,
      label: entry.label[lang],
      tag: entry.tag,
      layout: entry.layout,
      formId,
      span: 24,
      showLabel: true,
      ...clone(entry.config),
    },
    ...clone(entry.props),
  };
  if (entry.slot) control.__slot__ = clone(entry.slot);
  if (entry.layout === 'rowFormItem') control.__config__.componentName = `row${formId}`;
  if (holdsValue(jnpfKey) && entry.layout === 'colFormItem')
    control.__vModel__ = automaticVModel(jnpfKey, formId);
  if (jnpfKey === 'table') control.__vModel__ = automaticVModel(jnpfKey, formId);
  return control;
}
