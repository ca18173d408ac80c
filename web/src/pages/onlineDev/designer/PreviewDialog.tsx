import { Modal, Segmented } from 'antd';
import { useState } from 'react';
import { FormRenderer } from '../../../components/designed-form/FormRenderer';
import { useDesignerEnv } from './designer-context';
import styles from './panel.module.css';

type Width = 'desktop' | 'phone';

/** The form as a user will get it, drawn by the renderer, at desktop width or a 390 px phone. */
export function PreviewDialog({ onClose }: { onClose: () => void }) {
  const { designer, texts, lang } = useDesignerEnv();
  const [width, setWidth] = useState<Width>('desktop');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const form = designer.form;
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
            { value: 'desktop', label: texts.preview.desktop },
            { value: 'phone', label: texts.preview.phone },
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
