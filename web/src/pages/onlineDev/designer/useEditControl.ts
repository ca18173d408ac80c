import type { FormControl } from '@app/common/form';
import { useCallback } from 'react';
import { useDesignerEnv } from './designer-context';

/**
 * The editors' way to change the selected control: `edit('label', (c) => …)` changes a copy of it through
 * common's updateControl; edits of the same property in a row are one undo step.
 */
export function useEditControl(control: FormControl) {
  const { designer } = useDesignerEnv();
  const formId = control.__config__.formId;
  return useCallback(
    (property: string, change: (control: FormControl) => void) => designer.update(formId, change, property),
    [designer, formId],
  );
}

export type EditControl = ReturnType<typeof useEditControl>;
