import { LOCALE_NAMES, type Locale } from '@halyard/shared';
import { Button, Input } from 'antd-mobile';
import { EyeOutline } from '../../../../components/icons';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { TabStrip } from '../../../../components/tab-strip';
import { sanitizeHtml } from '../../../../lib/sanitize-html';
import { usePreviewContent } from '../api/content';
import { CharacterCounter } from '../../../../components/character-counter';
import { EDITOR_LOCALES, hasText, sentText, TRANSLATION_LIMITS, type TranslationDraft } from '../content-draft';
import './content-editor.css';

interface TranslationFieldsProps {
  translations: Record<Locale, TranslationDraft>;
  active: Locale;
  onSelect: (locale: Locale) => void;
  onChange: (locale: Locale, change: Partial<TranslationDraft>) => void;
}

/** What the server answered for one language's text, kept while that text stays as it was. */
interface Preview {
  language: Locale;
  source: string;
  html: string;
}

/**
 * The server's cleaned HTML (cleaned once more here, as members' pages do), in a box. Links in it
 * do not leave the editor: it is a picture of the page, not the page.
 */
export function PreviewBox({ html, testId = 'content-preview-box' }: { html: string; testId?: string }) {
  const { t } = useTranslation();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const box = useRef<HTMLElement>(null);
  // Asked for below the text: bring the answer into view (clear of the sticky save bar, see console-content.css).
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, [html]);
  const stay = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) event.preventDefault();
  };
  return (
    <figure ref={box} className="content-preview">
      <figcaption className="content-preview__caption">{t('console.content.previewTitle')}</figcaption>
      {clean.trim() === '' ? (
        <p className="console-form__hint" data-testid={testId} data-empty="true">
          {t('console.content.previewEmpty')}
        </p>
      ) : (
        <div className="content-preview__body" data-testid={testId} onClick={stay} dangerouslySetInnerHTML={{ __html: clean }} />
      )}
    </figure>
  );
}

/** A tab per language (English first, the fallback), each with a title, a summary and the text as HTML, and its preview. */
export function ContentTranslationFields({ translations, active, onSelect, onChange }: TranslationFieldsProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<Preview>();
  const previewContent = usePreviewContent();
  const current = translations[active];
  const shown = preview && preview.language === active && preview.source === current.content ? preview : undefined;
  const askPreview = async () => {
    const source = current.content;
    try {
      const answer = await previewContent.mutateAsync(source);
      setPreview({ language: active, source, html: answer.content });
    } catch {
      // The app has shown why.
    }
  };
  const items = EDITOR_LOCALES.map((locale) => ({
    key: locale,
    title: (
      <span className="content-lang" title={LOCALE_NAMES[locale]}>
        {/* Short on screen; its whole name for a screen reader. */}
        <span aria-hidden="true">{locale.slice(0, 2).toUpperCase()}</span>
        <span className="visually-hidden">{LOCALE_NAMES[locale]}</span>
        {hasText(translations[locale]) && (
          <>
            <span className="content-lang__dot" aria-hidden="true" />
            <span className="visually-hidden">{`, ${t('console.content.hasText')}`}</span>
          </>
        )}
      </span>
    ),
  }));
  const ids = { title: `content-title-${active}`, summary: `content-summary-${active}`, body: `content-body-${active}` };
  return (
    <div className="content-langs">
      <TabStrip label={t('console.content.translations')} items={items} active={active} onChange={onSelect} testId="content-lang">
        <div className="content-langs__panel" data-language={active}>
          <h4 className="content-langs__name">
            {LOCALE_NAMES[active]}
            {active === 'en_US' && <span className="content-langs__required">{t('console.content.required')}</span>}
          </h4>
          <label className="console-form__label" htmlFor={ids.title}>
            {t('console.content.title')}
          </label>
          <Input id={ids.title} className="console-input" value={current.title} onChange={(title) => onChange(active, { title })} autoComplete="off" data-testid="content-title" />
          <CharacterCounter used={sentText('title', current.title).length} max={TRANSLATION_LIMITS.title} showFrom={TRANSLATION_LIMITS.title * 0.8} testId="content-title-count" />
          <label className="console-form__label" htmlFor={ids.summary}>
            {t('console.content.summary')}
          </label>
          <textarea id={ids.summary} className="console-textarea" rows={2} value={current.summary} onChange={(event) => onChange(active, { summary: event.target.value })} data-testid="content-summary" />
          <CharacterCounter used={sentText('summary', current.summary).length} max={TRANSLATION_LIMITS.summary} testId="content-summary-count" />
          <label className="console-form__label" htmlFor={ids.body}>
            {t('console.content.body')}
          </label>
          <textarea
            id={ids.body}
            className="console-textarea console-textarea--code"
            rows={8}
            value={current.content}
            onChange={(event) => onChange(active, { content: event.target.value })}
            spellCheck={false}
            placeholder="<p>…</p>"
            data-testid="content-body"
          />
          <CharacterCounter used={sentText('content', current.content).length} max={TRANSLATION_LIMITS.content} testId="content-body-count" />
          <p className="console-form__hint">{t('console.content.bodyHint')}</p>
          <div>
            <Button size="small" fill="outline" color="primary" onClick={() => void askPreview()} disabled={current.content.trim() === ''} loading={previewContent.isPending} data-testid="content-preview">
              <EyeOutline /> {t('console.content.preview')}
            </Button>
          </div>
          {shown && <PreviewBox html={shown.html} />}
        </div>
      </TabStrip>
    </div>
  );
}
