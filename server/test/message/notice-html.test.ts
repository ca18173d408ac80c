import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import {
  checkImageSource,
  isBlankHtml,
  NOTICE_DATA_IMAGE_MAX_CHARS,
  sanitizeNoticeHtml,
} from '../../src/modules/message/notice-html.js';

// Stored XSS attempts against a notice body: tags that run script, event handlers, URLs that run code,
// foreign content, entity and encoding tricks, and broken or nested markup.
const XSS = [
  '<script>window.__pwned=1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="/api/file/Image/annexpic/a.png" onerror="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:image/png;base64,AAAA" onload="alert(1)">',
  '<img src=`javascript:alert(1)`>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="  javascript:alert(1)">spaces</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">events</a>',
  '<p onmouseover="alert(1)" style="background:url(javascript:alert(1))">p</p>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="x.swf">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<style>*{background:url("javascript:alert(1)")}</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<p><span class="ql-size-huge" onclick="x()" style="color:red">s</span></p>',
  '<p class="ql-align-center evil-class">class</p>',
  '<li data-list="bullet" data-evil="1" onclick="x()">li</li>',
  '<<script>script>alert(1)<</script>/script>',
  '<p><img src="https://ok.example/a.png"/><script>alert(1)</script></p>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<a href="https://ok.example" target="_top" rel="opener">target</a>',
  '<video><source onerror="alert(1)"></video><audio src=x onerror=alert(1)>',
  '<textarea><script>alert(1)</script></textarea>',
  '"><script>alert(1)</script>',
  '<img src="http://ok.example/a.png" width="100" height="javascript:1">',
];

const ALLOWED_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'span',
]);
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'rel', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
  li: new Set(['data-list', 'class']),
  span: new Set(['class']),
};
const SAFE_URL = /^(https?:\/\/|mailto:|\/api\/file\/Image\/|data:image\/(png|jpe?g|gif|webp);base64,)/i;

/** Everything in the HTML a browser could run: tags, attributes and URLs outside the allow-list. */
function executableParts(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (!ALLOWED_TAGS.has(name)) found.push(`tag ${name}`);
        const allowed = ALLOWED_ATTRIBUTES[name] ?? new Set(['class']);
        for (const [attribute, value] of Object.entries(attribs)) {
          if (!allowed.has(attribute)) found.push(`${name}[${attribute}]`);
          if ((attribute === 'href' || attribute === 'src') && !SAFE_URL.test(value.trim()))
            found.push(`${name}[${attribute}=${value}]`);
          if (
            attribute === 'class' &&
            !value.split(/\s+/).every((c) => /^ql-(align|indent|direction|size)-/.test(c))
          )
            found.push(`${name}.${value}`);
          if (name === 'a' && attribute === 'target' && value !== '_blank') found.push('a[target]');
        }
        if (name === 'a' && attribs.rel !== 'noopener noreferrer')
          found.push('a without rel=noopener noreferrer');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

describe('a notice body keeps nothing that can run (stored XSS corpus)', () => {
  it('the corpus is large enough to mean something', () => {
    expect(XSS.length).toBeGreaterThanOrEqual(30);
  });
  it.each(XSS)('%s', (payload) => {
    const { html } = sanitizeNoticeHtml(payload);
    expect(executableParts(html)).toEqual([]);
    expect(html.toLowerCase()).not.toMatch(
      /javascript:|vbscript:|<script|onerror|onload|alert\(1\)<\/script/,
    );
    // Cleaning again changes nothing: what is stored is already in its final form.
    expect(sanitizeNoticeHtml(html).html).toBe(html);
  });
  it('the checker itself notices script (so the corpus test can fail)', () => {
    expect(executableParts('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(
      executableParts('<a href="javascript:alert(1)" rel="noopener noreferrer" target="_blank">x</a>'),
    ).not.toEqual([]);
  });
});

// What the editor (Quill 2, RichTextEditor.tsx) hands over for each toolbar button.
const EDITOR_OUTPUT = [
  '<h1>一级标题</h1><h2>二级</h2><h3>三</h3><h4>四</h4><h5>五</h5><h6>六</h6>',
  '<p>普通 <strong>粗体</strong> <em>斜体</em> <u>下划线</u> <s>删除线</s></p>',
  '<p><span class="ql-size-small">小</span><span class="ql-size-large">大</span><span class="ql-size-huge">超大</span></p>',
  '<ol><li data-list="ordered">一</li><li data-list="ordered" class="ql-indent-1">一.一</li></ol><ol><li data-list="bullet">点</li></ol>',
  '<p class="ql-indent-2">缩进</p><p class="ql-align-center">居中</p><p class="ql-align-right">靠右</p><p class="ql-align-justify">两端</p>',
  '<p class="ql-align-right ql-direction-rtl">مرحبا</p>',
  '<p><a href="https://www.example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">链接</a> <a href="mailto:it@example.com" rel="noopener noreferrer" target="_blank">邮件</a></p>',
  '<p><img src="/api/file/Image/annexpic/1234567890.png"></p><p><img src="https://cdn.example.com/x.jpg"></p>',
  '<p><img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="></p>',
  '<p>第一行<br></p><p><br></p><p>a &amp; b &lt; c &gt; d "引号" \'单引号\' &nbsp;两个空格</p>',
  '<h2 class="ql-align-center">标题居中</h2><p><strong><em><u>叠加</u></em></strong></p>',
];

describe("the editor's own output is stored unchanged", () => {
  it.each(EDITOR_OUTPUT)('%s', (html) => {
    expect(sanitizeNoticeHtml(html)).toEqual({ html, largeImage: false });
  });
});

describe('images', () => {
  it('takes web, own and small raster data images; flags a data image over the cap', () => {
    expect(checkImageSource('https://a.example/x.png')).toBe('ok');
    expect(checkImageSource('/api/file/Image/annexpic/1.png')).toBe('ok');
    expect(checkImageSource('/api/file/Download/annex/1')).toBe('refused');
    expect(checkImageSource('//evil.example/x.png')).toBe('refused');
    expect(checkImageSource('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toBe('ok');
    const big = `data:image/png;base64,${'A'.repeat(NOTICE_DATA_IMAGE_MAX_CHARS)}`;
    expect(checkImageSource(big)).toBe('tooLarge');
    expect(sanitizeNoticeHtml(`<p><img src="${big}"></p>`)).toEqual({ html: '<p></p>', largeImage: true });
  });
});

describe('blank bodies', () => {
  it('an editor left empty is blank; text or an image is not', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p>字</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/api/file/Image/annexpic/1.png"></p>')).toBe(false);
  });
});
