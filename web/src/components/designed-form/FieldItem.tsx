import type { FormControl } from '@app/common/form';
import { memo, useCallback, useMemo } from 'react';
import { ControlView } from './ControlView';
import styles from './designed-form.module.css';
import { useFormEnv } from './form-context';
import { useFormLang } from './form-texts';
import { GridCell } from './GridCell';
import { useKeyed } from './keyed-store';

/**
 * One field of a rendered form in its grid cell: label, required mark, the control and the problems
 * under it. It reads its own value, linkage state and problems from the form's stores, so it re-renders
 * when one of those changes and never because another field did (decision 069). The label row is the
 * form's own markup, not antd's Form.Item: on a form of two hundred fields Form.Item's grid and style
 * hooks cost more than the controls themselves, and the rules are common's, not antd's.
 */
export const FieldItem = memo(function FieldItem({ control, span }: { control: FormControl; span: number }) {
  const { runtime, readOnly, lang, mode, labels, idPrefix } = useFormEnv();
  const config = control.__config__;
  const key = control.__vModel__ ?? '';
  const value = useKeyed(runtime.values, key);
  const state = useKeyed(runtime.states, key);
  const problems = useKeyed(runtime.problems, key);
  const shownLang = useFormLang(lang);
  const onChange = useCallback((next: unknown) => runtime.setValue(key, next), [runtime, key]);
  const shownState = useMemo(
    () => (readOnly && state ? { ...state, disabled: true } : state),
    [readOnly, state],
  );
  if (state?.hidden || (!key && config.noShow === true)) return null;
  const width =
    typeof config.labelWidth === 'number' && config.labelWidth > 0 ? config.labelWidth : labels.width;
  const showLabel = config.showLabel !== false;
  return (
    <GridCell span={span}>
      <div
        className={[
          styles.item,
          labels.above ? styles.itemAbove : '',
          problems?.length ? styles.itemError : '',
        ].join(' ')}
      >
        {showLabel && (
          <label
            htmlFor={`${idPrefix}${key}`}
            className={styles.label}
            style={labels.above ? undefined : { flexBasis: width, textAlign: labels.align }}
            title={config.label}
          >
            {state?.required && <span className={styles.requiredMark}>*</span>}
            {config.label}
          </label>
        )}
        <div className={styles.control}>
          <ControlView
            control={control}
            value={value}
            onChange={onChange}
            state={shownState}
            mode={mode}
            lang={lang}
            id={`${idPrefix}${key}`}
          />
          {problems?.length ? (
            <div className={styles.help} role="alert">
              {problems.map((message) => message[shownLang]).join('；')}
            </div>
          ) : null}
        </div>
      </div>
    </GridCell>
  );
});
