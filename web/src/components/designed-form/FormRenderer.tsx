import type { Lang } from '@app/common';
import type { FormData, RecordProblem } from '@app/common/form';
import { ConfigProvider } from 'antd';
import { type Ref, useEffect, useId, useImperativeHandle, useMemo, useRef } from 'react';
import styles from './designed-form.module.css';
import { ControlList } from './FormLayout';
import { FormEnvContext } from './form-context';
import { FormRuntime } from './form-runtime';

export interface FormRendererHandle {
  /** checks the record with common's checkRecord and shows the problems under the fields */
  validate(): RecordProblem[];
  /** the values now, with any waiting calculation done */
  values(): Record<string, unknown>;
}

export interface FormRendererProps {
  form: FormData;
  values: Record<string, unknown> | undefined;
  onChange(values: Record<string, unknown>): void;
  readOnly?: boolean;
  width?: 'desktop' | 'phone';
  /** problems found elsewhere (the server's answer to a save), shown under their fields */
  errors?: RecordProblem[];
  lang?: Lang;
  ref?: Ref<FormRendererHandle>;
}

/** formConf's element-ui sizes in antd's three, by height: element's small (32 px) is antd's middle. */
const SIZES = { large: 'large', medium: 'middle', small: 'middle', mini: 'small' } as const;

/**
 * A designed form, drawn as the user fills it (generated pages, the designer's preview, flow forms).
 * Values live in the form's own stores (FormRuntime): typing re-renders the field typed in and the
 * fields whose linkage state it changes, not the form (decision 069). `values` is read when the form
 * opens and whenever the caller hands in values other than the ones this form last reported.
 */
export function FormRenderer({
  form,
  values,
  onChange,
  readOnly,
  width = 'desktop',
  errors,
  lang,
  ref,
}: FormRendererProps) {
  // A new form starts a new runtime; new values for the same form go through reset below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: values are read when the form opens only
  const runtime = useMemo(() => new FormRuntime(form, values), [form]);
  const reported = useRef<Record<string, unknown> | undefined>(values);
  const listener = useRef(onChange);
  listener.current = onChange;

  useEffect(
    () =>
      runtime.subscribe((next) => {
        reported.current = next;
        listener.current(next);
      }),
    [runtime],
  );
  useEffect(() => () => runtime.dispose(), [runtime]);
  useEffect(() => {
    if (values !== reported.current && values !== runtime.current()) {
      reported.current = values;
      runtime.reset(values);
    }
  }, [values, runtime]);
  useEffect(() => {
    if (errors) runtime.showProblems(errors);
  }, [errors, runtime]);

  useImperativeHandle(
    ref,
    () => ({
      validate: () => runtime.validate(),
      values: () => {
        runtime.flushCalculations();
        return runtime.current();
      },
    }),
    [runtime],
  );

  const formId = useId();
  const phone = width === 'phone';
  const locked = readOnly === true || form.disabled === true;
  const gutter = typeof form.gutter === 'number' && form.gutter >= 0 ? form.gutter : 15;
  const labelWidth = typeof form.labelWidth === 'number' && form.labelWidth > 0 ? form.labelWidth : 100;
  const above = phone || form.labelPosition === 'top';
  const align = form.labelPosition === 'left' ? 'left' : 'right';
  const env = useMemo(
    () => ({
      runtime,
      readOnly: locked,
      lang,
      mode: 'run' as const,
      phone,
      gutter,
      labels: { above, width: labelWidth, align } as const,
      idPrefix: `${formId}-`,
    }),
    [runtime, locked, lang, phone, gutter, above, labelWidth, align, formId],
  );
  const body = useMemo(() => <ControlList controls={form.fields} />, [form.fields]);
  return (
    <FormEnvContext.Provider value={env}>
      <ConfigProvider componentSize={SIZES[form.size ?? 'small'] ?? 'small'} componentDisabled={locked}>
        <form
          className={phone ? `${styles.form} ${styles.phone}` : styles.form}
          onSubmit={(event) => event.preventDefault()}
          noValidate
        >
          {body}
        </form>
      </ConfigProvider>
    </FormEnvContext.Provider>
  );
}
