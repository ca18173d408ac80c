import type { TFunction } from 'i18next';

/** What each toolbar control is called (its tooltip and accessible name), by the class Quill gives it. */
type Tool =
  | 'header'
  | 'size'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'ordered'
  | 'bullet'
  | 'outdent'
  | 'indent'
  | 'align'
  | 'direction'
  | 'link'
  | 'image'
  | 'clean';
const HEADINGS = { '1': 'h1', '2': 'h2', '3': 'h3', '4': 'h4', '5': 'h5', '6': 'h6' } as const;
const SIZES = { small: 'small', large: 'large', huge: 'huge' } as const;

const TOOLS: [selector: string, key: Tool][] = [
  ['.ql-picker.ql-header .ql-picker-label', 'header'],
  ['.ql-picker.ql-size .ql-picker-label', 'size'],
  ['button.ql-bold', 'bold'],
  ['button.ql-italic', 'italic'],
  ['button.ql-underline', 'underline'],
  ['button.ql-strike', 'strike'],
  ['button.ql-list[value="ordered"]', 'ordered'],
  ['button.ql-list[value="bullet"]', 'bullet'],
  ['button.ql-indent[value="-1"]', 'outdent'],
  ['button.ql-indent[value="+1"]', 'indent'],
  ['.ql-picker.ql-align .ql-picker-label', 'align'],
  ['button.ql-direction', 'direction'],
  ['button.ql-link', 'link'],
  ['button.ql-image', 'image'],
  ['button.ql-clean', 'clean'],
];

/**
 * Quill's snow theme names the heading and size choices in English from its stylesheet ('Normal', 'Heading 1');
 * a data-label on each choice replaces that text, and Quill copies the chosen one's label to the picker.
 */
export function labelToolbar(toolbar: HTMLElement, t: TFunction): void {
  const heading = (value: string | null) =>
    t(`richText.header.${HEADINGS[value as keyof typeof HEADINGS] ?? 'normal'}`);
  const size = (value: string | null) => t(`richText.size.${SIZES[value as keyof typeof SIZES] ?? 'normal'}`);
  for (const [kind, name] of [
    ['header', heading],
    ['size', size],
  ] as const) {
    const picker = toolbar.querySelector(`.ql-picker.ql-${kind}`);
    if (!picker) continue;
    for (const item of picker.querySelectorAll('.ql-picker-item')) {
      item.setAttribute('data-label', name(item.getAttribute('data-value')));
    }
    const label = picker.querySelector('.ql-picker-label');
    label?.setAttribute('data-label', name(label.getAttribute('data-value')));
  }
  for (const [selector, key] of TOOLS) {
    const control = toolbar.querySelector(selector);
    if (!control) continue;
    control.setAttribute('title', t(`richText.tools.${key}`));
    control.setAttribute('aria-label', t(`richText.tools.${key}`));
  }
}
