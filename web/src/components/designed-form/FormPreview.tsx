import type { Lang } from '@app/common';
import type { FormData } from '@app/common/form';
import { Modal, Segmented } from 'antd';
import { useState } from 'react';
import styles from './designed-form.module.css';
import { FormRenderer } from './FormRenderer';

type Width = 'desktop' | 'phone';

/**
 * A designed form as a user will get it, at desktop width or in a 390 px phone frame: the designer's 预览 and
 * the design lists' 预览. What is typed stays in the dialog.
 */
export function FormPreview({
  form,
  lang,
  labels,
  onClose,
}: {
  form: FormData;
  lang: Lang;
  labels: { desktop: string; phone: string };
  onClose: () => void;
}) {
  const [width, setWidth] = useState<Width>('desktop');
  const [values, setValues] = useState<Record<string, unknown>>({});
  return (
    <Modal
      open
      width={
        width === 'phone'
          ? 460
          : form.generalWidth && /px$/.test(form.generalWidth)
            ? Math.max(600, Number.parseInt(form.generalWidth, 10))
            : 900
      }
      title={
        <Segmented<Width>
          value={width}
          onChange={setWidth}
          options={[
            { value: 'desktop', label: labels.desktop },
            { value: 'phone', label: labels.phone },
          ]}
        />
      }
      onCancel={onClose}
      footer={null}
    >
      <div className={width === 'phone' ? styles.phoneFrame : undefined} data-testid="designer-preview">
        <FormRenderer form={form} values={values} onChange={setValues} width={width} lang={lang} />
      </div>
    </Modal>
  );
}
