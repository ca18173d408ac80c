import type { FormData } from './types';

/** The settings a new form starts with (formConf of form-controls-v3.2.txt), without its controls. */
export const FORM_DEFAULTS: Omit<FormData, 'fields' | 'idGlobal'> = {
  formRef: 'elForm',
  formModel: 'dataForm',
  size: 'small',
  labelPosition: 'right',
  labelWidth: 100,
  formRules: 'rules',
  popupType: 'general',
  generalWidth: '600px',
  fullScreenWidth: '100%',
  drawerWidth: '600px',
  gutter: 15,
  disabled: false,
  span: 24,
  formBtns: false,
  hasCancelBtn: true,
  cancelButtonText: '取 消',
  hasConfirmBtn: true,
  confirmButtonText: '确 定',
  hasPrintBtn: false,
  printButtonText: '打 印',
  printId: '',
  formStyle: '',
  linkage: [],
};

/** The dialog widths the form settings offer (client-facts §7.2). */
export const GENERAL_WIDTHS = ['600px', '800px', '1000px', '40%', '50%', '60%', '70%', '80%'] as const;
