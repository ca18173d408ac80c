import type { Lang } from '@app/common';
import type { FormData, RecordProblem } from '@app/common/form';
import { Empty } from 'antd';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer, type FormRendererHandle } from '../../../components/designed-form/FormRenderer';
import styles from './flow-detail.module.css';

/** A request's form in the renderer (designed and system forms alike), or why there is none. */
export function FlowFormPane({
  form,
  values,
  onChange,
  readOnly,
  errors,
  ref,
}: {
  form: FormData | null;
  values: Record<string, unknown>;
  onChange(values: Record<string, unknown>): void;
  readOnly?: boolean;
  /** what the server refused, under the fields it names */
  errors?: RecordProblem[];
  ref: Ref<FormRendererHandle>;
}) {
  const { t, i18n } = useTranslation();
  if (!form) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('flowCentre.noForm')} />;
  return (
    <div className={styles.formPane} data-testid="flow-form">
      <FormRenderer
        ref={ref}
        form={form}
        values={values}
        onChange={onChange}
        readOnly={readOnly}
        errors={errors}
        lang={i18n.language as Lang}
      />
    </div>
  );
}
