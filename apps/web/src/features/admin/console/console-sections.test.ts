// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sectionsFor, sectionToShow } from './console-sections';

describe('console sections by role', () => {
  it('gives an admin every section, in order', () => {
    expect(sectionsFor('admin')).toEqual(['reviews', 'members', 'operators', 'audit', 'books', 'products', 'content', 'chain', 'reserves', 'support']);
  });

  it('gives a reviewer the reviews and the chain, support the inbox only, and an editor the content only', () => {
    expect(sectionsFor('reviewer')).toEqual(['reviews', 'chain']);
    expect(sectionsFor('support')).toEqual(['support']);
    expect(sectionsFor('editor')).toEqual(['content']);
  });

  it('gives a member who is no operator nothing', () => {
    expect(sectionsFor(null)).toEqual([]);
    expect(sectionsFor(undefined)).toEqual([]);
  });

  it('shows the section asked for when allowed, else the first in-place one', () => {
    expect(sectionToShow('books', sectionsFor('admin'))).toBe('books');
    expect(sectionToShow('books', sectionsFor('reviewer'))).toBe('reviews');
    expect(sectionToShow('nonsense', sectionsFor('admin'))).toBe('reviews');
    expect(sectionToShow(null, sectionsFor('reviewer'))).toBe('reviews');
    expect(sectionToShow('chain', sectionsFor('reviewer'))).toBe('chain');
    expect(sectionToShow('chain', sectionsFor('editor'))).toBe('content');
    expect(sectionToShow('reserves', sectionsFor('admin'))).toBe('reserves');
    expect(sectionToShow('reserves', sectionsFor('reviewer'))).toBe('reviews');
    expect(sectionToShow('content', sectionsFor('admin'))).toBe('content');
    expect(sectionToShow('products', sectionsFor('admin'))).toBe('products');
    expect(sectionToShow('products', sectionsFor('editor'))).toBe('content');
    expect(sectionToShow('products', sectionsFor('reviewer'))).toBe('reviews');
    expect(sectionToShow('reviews', sectionsFor('editor'))).toBe('content');
    expect(sectionToShow(null, sectionsFor('editor'))).toBe('content');
  });

  it('never shows the support inbox in place: it is a page of its own', () => {
    expect(sectionToShow('support', sectionsFor('admin'))).toBe('reviews');
    expect(sectionToShow('support', sectionsFor('support'))).toBeUndefined();
  });
});
