/** The editor's toolbar (SPEC §2.6): headings 1-6, four sizes, marks, lists, indent, align, direction, link, image. */
export const RICH_TEXT_TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ align: [] }],
  [{ direction: 'rtl' }],
  ['link', 'image'],
  ['clean'],
];

/** Picture files the image button takes (what the server's allow-list keeps as data: too). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export type EditorOutput = string;

// Quill draws list markers with an empty span of its own; it is rebuilt on load, so it is not stored.
const LIST_MARKER = /<span class="ql-ui" contenteditable="false"><\/span>/g;

/**
 * The value of the editor: its HTML without Quill's own list markers, or '' when it holds neither text
 * nor an image (an untouched editor is '<p><br></p>').
 */
export function editorOutput(root: Element, text: string): EditorOutput {
  if (text.trim() === '' && !root.querySelector('img')) return '';
  return root.innerHTML.replace(LIST_MARKER, '');
}
