import { RichTextEditor } from '../rich-text/RichTextEditor';
import { RichTextView } from '../rich-text/RichTextView';
import { asText, type ElementProps } from './control-props';
import { placeholderOf } from './control-values';

/** The rich-text control: the platform's Quill editor (its own chunk), or the sanitised view when locked. */
export function EditorControl({ control, value, onChange, disabled, texts }: ElementProps) {
  if (disabled) return <RichTextView html={asText(value)} />;
  return (
    <RichTextEditor
      value={asText(value)}
      onChange={onChange}
      placeholder={placeholderOf(control, texts, false)}
      label={control.__config__.label}
    />
  );
}
