import type { FormControl } from '@app/common/form';
import { Col, Form } from 'antd';
import { memo, useCallback, useMemo } from 'react';
import { ControlView } from './ControlView';
import { useFormEnv } from './form-context';
import { useFormLang } from './form-texts';
import { useKeyed } from './keyed-store';

/**
 * One field of a rendered form in its grid column: label, required mark, the control and the problems
 * under it. It reads its own value, linkage state and problems from the form's stores, so it re-renders
 * when one of those changes and never because another field did (decision 069).
 */
export const FieldItem = memo(function FieldItem({ control, span }: { control: FormControl; span: number }) {
  const { runtime, readOnly, lang, mode } = useFormEnv();
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
  const labelWidth =
    typeof config.labelWidth === 'number' && config.labelWidth > 0 ? config.labelWidth : null;
  return (
    <Col span={span}>
      <Form.Item
        label={config.showLabel === false ? undefined : config.label}
        colon={false}
        required={state?.required === true}
        validateStatus={problems?.length ? 'error' : undefined}
        help={problems?.length ? problems.map((message) => message[shownLang]).join('；') : undefined}
        labelCol={labelWidth ? { flex: `${labelWidth}px` } : undefined}
      >
        <ControlView
          control={control}
          value={value}
          onChange={onChange}
          state={shownState}
          mode={mode}
          lang={lang}
        />
      </Form.Item>
    </Col>
  );
});
