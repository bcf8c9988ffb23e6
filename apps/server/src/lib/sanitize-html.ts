import sanitizeHtml from 'sanitize-html';

/** What the web renders of an article: text structure, links, images and tables; no style, no script. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Relative paths stay (our own pages and /api files); javascript:, data:, vbscript: and the rest go.
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  // No style attributes at all: CSS expressions, url() and behaviours have nowhere to live.
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link that leaves the page opens safely, whatever the author wrote.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : { ...attribs, rel: 'noopener' },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** Article HTML as it is saved: only the tags, attributes and URL schemes above survive. */
export function sanitizeArticleHtml(dirty: string): string {
  return sanitizeHtml(dirty, options).trim();
}

/** The escapes sanitize-html writes into text, undone: titles are text, and React escapes them itself. */
const textEscapes: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** Plain text of HTML, for titles, summaries and search. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(lt|gt|quot|#39|amp);/g, (escape) => textEscapes[escape] ?? escape)
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ArticleText {
  title: string;
  summary?: string;
  content?: string;
}

/** A translation as it is stored: HTML sanitised, and its plain text kept for search. */
export function prepareArticleText(text: ArticleText): { title: string; summary: string | null; content: string | null; searchText: string } {
  const content = text.content === undefined ? null : sanitizeArticleHtml(text.content);
  const summary = text.summary ? htmlToText(text.summary) : null;
  const title = htmlToText(text.title);
  return {
    title,
    summary,
    content,
    searchText: [title, summary ?? '', content === null ? '' : htmlToText(content)].join(' ').replace(/\s+/g, ' ').trim(),
  };
}
