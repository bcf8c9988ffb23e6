// @vitest-environment node
import type { ContentItem } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { withSafeAddresses } from './content-query';

const item = (fields: Partial<ContentItem>): ContentItem => ({ id: 1, title: 'Spring', language: 'en_US', publishedAt: '2026-01-01T00:00:00Z', ...fields });

describe('content as members see it', () => {
  it('keeps a cover or link that is a path of this site or an https: address', () => {
    const safe = item({ cover: '/api/files/contentImage/1', link: 'https://example.com/spring' });
    expect(withSafeAddresses(safe)).toEqual(safe);
  });

  it('drops a cover or link an older row saved with a script or data address, and keeps the rest', () => {
    const old = item({ cover: 'data:image/svg+xml,<svg onload=alert(1)>', link: 'javascript:alert(document.cookie)', summary: 'Rates' });
    const shown = withSafeAddresses(old);
    expect(shown.cover).toBeUndefined();
    expect(shown.link).toBeUndefined();
    expect(shown).toMatchObject({ id: 1, title: 'Spring', summary: 'Rates' });
    expect(withSafeAddresses(item({ link: '//evil.example' })).link).toBeUndefined();
  });
});
