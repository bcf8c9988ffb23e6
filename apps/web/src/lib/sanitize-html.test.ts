import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

/** A few of OWASP's filter evasion examples, as the server might (wrongly) let them through: the page must not run them. */
const vectors = [
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<details open ontoggle=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

describe('HTML from the server, sanitised again before it is shown', () => {
  it.each(vectors)('defuses %s', (vector) => {
    const clean = parse(sanitizeHtml(vector));
    for (const element of Array.from(clean.querySelectorAll('*'))) {
      expect(['script', 'iframe', 'svg', 'math', 'form', 'style']).not.toContain(element.tagName.toLowerCase());
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.startsWith('on'), attribute.name).toBe(false);
        expect(attribute.name).not.toBe('style');
        expect(attribute.value.replace(/\s/g, '').toLowerCase()).not.toContain('javascript:');
      }
    }
  });

  it('opens outside links safely and lazy-loads images', () => {
    const clean = parse(sanitizeHtml('<a href="https://example.org">out</a><a href="/bulletinInfo/3" target="_top">in</a><img src="/api/files/content/event-demo.svg" alt="">'));
    const [outside, inside] = Array.from(clean.querySelectorAll('a'));
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.getAttribute('target')).toBeNull();
    expect(inside?.getAttribute('rel')).toBe('noopener');
    expect(clean.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});
