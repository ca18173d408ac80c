import type { Lang } from '@app/common';
import { createContext, useContext } from 'react';
import { FormRuntime } from './form-runtime';

/** What the fields of one rendered form share: its runtime, whether it is locked, and the language. */
export interface FormEnv {
  runtime: FormRuntime;
  readOnly: boolean;
  lang?: Lang;
  mode: 'design' | 'run';
  /** drawn at phone width: every control takes the whole row, labels above */
  phone: boolean;
  /** the form's gutter between grid cells (px) */
  gutter: number;
  /** where labels sit: above the control (top, phone) or beside it, at a width and alignment */
  labels: { above: boolean; width: number; align: 'left' | 'right' };
  /** makes the ids of this form's controls unique on the page (two forms may share vModels) */
  idPrefix: string;
}

/**
 * Outside a FormRenderer (a control on the designer's canvas) the controls that read the form (a
 * sub-table's row states, relationFormAttr's row) see an empty form of their own.
 */
const standalone: FormEnv = {
  runtime: new FormRuntime({ fields: [] }),
  readOnly: false,
  mode: 'design',
  phone: false,
  gutter: 15,
  labels: { above: false, width: 100, align: 'right' },
  idPrefix: 'designed-',
};

export const FormEnvContext = createContext<FormEnv>(standalone);

export const useFormEnv = () => useContext(FormEnvContext);
