import type { FormControl } from '@app/common/form';
import { memo, useCallback } from 'react';
import { ControlView } from './ControlView';
import { useFormEnv } from './form-context';
import { useKeyed } from './keyed-store';

/** A sub-table of a rendered form: its rows from the form's store, written back as a whole list. */
export const TableField = memo(function TableField({ control }: { control: FormControl }) {
  const { runtime, readOnly, lang, mode } = useFormEnv();
  const key = control.__vModel__ ?? '';
  const rows = useKeyed(runtime.values, key);
  const onChange = useCallback((next: unknown) => runtime.setValue(key, next), [runtime, key]);
  const state = useKeyed(runtime.states, key);
  if (state?.hidden) return null;
  const shown = readOnly ? { hidden: false, required: false, disabled: true } : state;
  return (
    <ControlView control={control} value={rows} onChange={onChange} state={shown} mode={mode} lang={lang} />
  );
});
