import type { Lang } from '@app/common';
import type { FieldState, FormControl } from '@app/common/form';
import { type ComponentType, memo } from 'react';
import {
  ColorControl,
  DateControl,
  NumberControl,
  RateControl,
  SliderControl,
  SwitchControl,
  TextControl,
  TimeControl,
} from './basic-controls';
import { CalculateView } from './calculate-view';
import {
  CascaderControl,
  CheckboxControl,
  RadioControl,
  SelectControl,
  TreeSelectControl,
} from './choice-controls';
import type { ElementProps } from './control-props';
import styles from './designed-form.module.css';
import { DividerView, GroupTitleView, SystemFieldView, TextBlockView } from './display-controls';
import { EditorControl } from './EditorControl';
import { useFormTexts } from './form-texts';
import { AddressControl, OrganizationPicker } from './picker-controls';
import { RelationAttrView, RelationControl } from './relation-controls';
import { SubTable } from './SubTable';
import { UploadControl } from './UploadControl';

export interface ControlViewProps {
  control: FormControl;
  value: unknown;
  onChange(value: unknown): void;
  /** the linkage state of the field (hidden is the caller's business: it decides whether to draw) */
  state?: FieldState;
  /** 'design': the designer's canvas, looking exactly as at run time but taking no input */
  mode: 'design' | 'run';
  lang?: Lang;
  /** the id the field's label points at */
  id?: string;
}

type Element = ComponentType<ElementProps & { state?: FieldState }>;

/** The element of each catalogue entry; an unknown key (a design from a newer version) shows its value. */
const ELEMENTS: Record<string, Element> = {
  comInput: TextControl,
  textarea: TextControl,
  numInput: NumberControl,
  switch: SwitchControl,
  radio: RadioControl,
  checkbox: CheckboxControl,
  select: SelectControl,
  cascader: CascaderControl,
  treeSelect: TreeSelectControl,
  date: DateControl,
  time: TimeControl,
  colorPicker: ColorControl,
  rate: RateControl,
  slider: SliderControl,
  divider: DividerView,
  JNPFText: TextBlockView,
  groupTitle: GroupTitleView,
  billRule: SystemFieldView,
  createUser: SystemFieldView,
  createTime: SystemFieldView,
  modifyUser: SystemFieldView,
  modifyTime: SystemFieldView,
  currOrganize: SystemFieldView,
  currPosition: SystemFieldView,
  comSelect: OrganizationPicker,
  depSelect: OrganizationPicker,
  posSelect: OrganizationPicker,
  userSelect: OrganizationPicker,
  address: AddressControl,
  uploadFz: UploadControl,
  uploadImg: UploadControl,
  editor: EditorControl,
  calculate: CalculateView,
  relationForm: RelationControl,
  relationFlow: RelationControl,
  popupSelect: RelationControl,
  relationFormAttr: RelationAttrView,
  relationFlowAttr: RelationAttrView,
  table: SubTable,
};

const ignore = () => {};

/**
 * One control of a designed form, drawn with antd: the same element at run time and on the designer's
 * canvas, so what the designer sees is what the user gets. Memoised: the renderer hands each field its
 * own value and state, so a keystroke re-renders the field typed in and nothing else (decision 069).
 */
export const ControlView = memo(function ControlView({
  control,
  value,
  onChange,
  state,
  mode,
  lang,
  id,
}: ControlViewProps) {
  const texts = useFormTexts(lang);
  const design = mode === 'design';
  const Element = ELEMENTS[control.__config__.jnpfKey] ?? SystemFieldView;
  const element = (
    <Element
      control={control}
      value={value}
      onChange={design ? ignore : onChange}
      disabled={state?.disabled ?? control.disabled === true}
      texts={texts}
      design={design}
      state={state}
      id={id}
    />
  );
  return design ? <div className={styles.designFrame}>{element}</div> : element;
});
