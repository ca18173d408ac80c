import { FormPreview } from '../../../components/designed-form/FormPreview';
import { useDesignerEnv } from './designer-context';

/** The form being designed as a user will get it (the designer's 预览). */
export function PreviewDialog({ onClose }: { onClose: () => void }) {
  const { designer, texts, lang } = useDesignerEnv();
  return (
    <FormPreview
      form={designer.form}
      lang={lang}
      labels={{ desktop: texts.preview.desktop, phone: texts.preview.phone }}
      onClose={onClose}
    />
  );
}
