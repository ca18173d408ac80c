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
};

export const FormEnvContext = createContext<FormEnv>(standalone);

export const useFormEnv = () => useContext(FormEnvContext);
