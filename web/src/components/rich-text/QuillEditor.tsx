import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../app/feedback';
import { uploadFile } from '../../app/file-transfer';
import styles from './rich-text.module.css';
import { type EditorOutput, editorOutput, IMAGE_TYPES, RICH_TEXT_TOOLBAR } from './rich-text-output';
import { labelToolbar } from './toolbar-labels';

export interface QuillEditorProps {
  /** HTML, as the server stores it ('' when empty) */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** aria-label of the writing area */
  label?: string;
}

const UPLOAD_URL = '/api/file/Uploader/annexpic';

/**
 * Quill 2 behind a string value (SPEC §2.6): the toolbar of headings 1-6, sizes, lists, indent, align,
 * direction, link and image; the value is the editor's HTML, what the server's allow-list keeps byte for
 * byte (server/src/modules/message/notice-html.ts). Loaded through RichTextEditor.tsx only, so Quill
 * and its stylesheet arrive with the first editor and never with the shell.
 */
export default function QuillEditor({ value, onChange, placeholder, label }: QuillEditorProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  // What the editor last reported: a value equal to it is the editor's own echo, not a new document.
  const emitted = useRef<EditorOutput | null>(null);
  // The editor is built once; it reads the props of the latest render through this.
  const latest = useRef({ onChange, value, t, placeholder, label });
  latest.current = { onChange, value, t, placeholder, label };

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const { placeholder: hint, label: name } = latest.current;
    const mount = container.appendChild(document.createElement('div'));
    const editor = new Quill(mount, {
      theme: 'snow',
      placeholder: hint,
      modules: {
        toolbar: {
          container: RICH_TEXT_TOOLBAR,
          handlers: { image: () => pickImage(editor, latest.current.t) },
        },
      },
    });
    quill.current = editor;
    const toolbar = editor.getModule('toolbar') as { container?: HTMLElement };
    if (toolbar.container) labelToolbar(toolbar.container, latest.current.t);
    editor.root.setAttribute('aria-label', name ?? hint ?? '');
    editor.root.setAttribute('role', 'textbox');
    editor.root.setAttribute('aria-multiline', 'true');
    load(editor, latest.current.value ?? '');
    editor.on('text-change', () => {
      const html = editorOutput(editor.root, editor.getText());
      emitted.current = html;
      latest.current.onChange?.(html);
    });
    return () => {
      quill.current = null;
      container.replaceChildren();
    };
  }, []);

  // A value from outside (the form loaded the record, or was reset) replaces the document.
  useEffect(() => {
    const editor = quill.current;
    if (!editor || value === undefined || value === emitted.current) return;
    if (value === editorOutput(editor.root, editor.getText())) return;
    load(editor, value);
  }, [value]);

  return <div ref={host} className={styles.editor} />;
}

/** The image button: one picture file, uploaded, then placed at the cursor by its address. */
function pickImage(editor: Quill, t: TFunction) {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = IMAGE_TYPES.join(',');
  input.onchange = async () => {
    const file = input.files?.[0];
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      toastError(t('richText.imageOnly'));
      return;
    }
    try {
      const saved = await uploadFile<{ url: string }>(UPLOAD_URL, file, file.name);
      const at = editor.getSelection(true)?.index ?? editor.getLength();
      editor.insertEmbed(at, 'image', saved.url, 'user');
      editor.setSelection(at + 1, 0, 'silent');
    } catch (error) {
      toastError(error instanceof Error ? error.message : t('common.requestError'));
    }
  };
  input.click();
}

function load(editor: Quill, html: string) {
  editor.setContents(editor.clipboard.convert({ html }), 'silent');
  editor.history.clear();
}
