import { describe, expect, it } from 'vitest';
import { editorOutput } from './rich-text-output';

/** What editorOutput reads of the editor's root: its HTML and whether it holds an image. */
const root = (html: string) =>
  ({
    innerHTML: html,
    querySelector: (s: string) => (s === 'img' && html.includes('<img') ? {} : null),
  }) as unknown as Element;

describe("the rich-text editor's value", () => {
  it('is empty for an untouched editor or one holding only spaces', () => {
    expect(editorOutput(root('<p><br></p>'), '\n')).toBe('');
    expect(editorOutput(root('<p>   </p>'), '   \n')).toBe('');
  });
  it('keeps an image-only body', () => {
    const html = '<p><img src="/api/file/Image/annexpic/1.png"></p>';
    expect(editorOutput(root(html), '\n')).toBe(html);
  });
  it("drops Quill's list-marker spans, which it rebuilds on load", () => {
    const html =
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>一</li>' +
      '<li data-list="ordered" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>二</li></ol>';
    expect(editorOutput(root(html), '一\n二\n')).toBe(
      '<ol><li data-list="bullet">一</li><li data-list="ordered" class="ql-indent-1">二</li></ol>',
    );
  });
});
