import { CONTENT_KINDS, isSafeLink, LOCALE_NAMES, type ContentConsoleRow, type ContentKind, type Prompt } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { AddOutline, PictureOutline } from '../../../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ContentEditor, type EditorTarget } from './content-editor';
import { PromptDesk } from '../../prompts/components/prompt-desk';
import { PromptEditor } from '../../prompts/components/prompt-editor';
import { ChipGroup } from '../../../../components/chip-group';
import { RecordList } from '../../../../components/record-list';
import { StatusTag, type StatusTone } from '../../../../components/status-tag';
import { formatDateTime } from '../../../../lib/format';
import { useContentList } from '../api/content';
import { contentStatus, EDITOR_LOCALES, fieldsOf, type ContentStatus } from '../content-draft';

/** What the desk shows: a kind of content, or the notification prompts (a chip after the kinds). */
type DeskKind = ContentKind | 'prompts';
const DESK_KINDS: readonly DeskKind[] = [...CONTENT_KINDS, 'prompts'];

const STATUS_TONES: Record<ContentStatus, StatusTone> = { published: 'success', scheduled: 'pending', draft: 'neutral' };

function ContentRowButton({ row, onOpen }: { row: ContentConsoleRow; onOpen: () => void }) {
  const { t } = useTranslation();
  const testId = `content-row-${row.id}`;
  const status = contentStatus(row);
  const fields = fieldsOf(row.kind);
  const languages = EDITOR_LOCALES.filter((locale) => row.languages.includes(locale));
  const details = [row.topic && t(`content.topic.${row.topic}`), fields.sort && t('console.content.order', { sort: row.sort }), row.kind === 'document' && row.slug].filter(Boolean);
  return (
    <button type="button" className={fields.cover ? 'console-row content-row content-row--cover' : 'console-row content-row'} data-testid={testId} data-status={status} onClick={onOpen}>
      {fields.cover && (
        <span className="content-row__thumb" aria-hidden="true">
          {row.cover && isSafeLink(row.cover) ? <img src={row.cover} alt="" loading="lazy" decoding="async" /> : <PictureOutline />}
        </span>
      )}
      <span className="console-row__title content-row__title" data-testid={`${testId}-title`}>
        {row.title || t('console.content.noTitle')}
      </span>
      <StatusTag label={t(`console.content.status.${status}`)} tone={STATUS_TONES[status]} status={status} testId={`content-status-${row.id}`} />
      <span className="content-row__langs" title={t('console.content.languages')} data-testid={`${testId}-languages`}>
        {languages.map((locale) => (
          <span key={locale} className="content-row__lang" title={LOCALE_NAMES[locale]}>
            {locale.slice(0, 2).toUpperCase()}
          </span>
        ))}
      </span>
      <span className="console-row__meta content-row__meta">
        <time dateTime={row.publishedAt}>{formatDateTime(row.publishedAt)}</time>
        {details.map((detail) => (
          <span key={String(detail)}> · {detail}</span>
        ))}
      </span>
    </button>
  );
}

function ContentList({ kind, onOpen }: { kind: ContentKind; onOpen: (id: number) => void }) {
  const query = useContentList(kind);
  return <RecordList key={kind} query={query} testId="content-list" rowKey={(row) => row.id} renderRow={(row) => <ContentRowButton row={row} onOpen={() => onOpen(row.id)} />} />;
}

/**
 * The editors' desk: every item of a kind (drafts and scheduled ones too), newest first, with the
 * languages it is written in and whether members see it; a row opens the editor, as does "New".
 * The last chip shows the notification prompts instead, with their own list and editor.
 */
export function ContentDesk() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DeskKind>(CONTENT_KINDS[0]);
  const [editor, setEditor] = useState<{ open: boolean; target?: EditorTarget }>({ open: false });
  const [promptEditor, setPromptEditor] = useState<{ open: boolean; prompt?: Prompt }>({ open: false });
  const close = () => setEditor((current) => ({ ...current, open: false }));
  const closePrompt = () => setPromptEditor((current) => ({ ...current, open: false }));
  return (
    <section className="console-section content-desk" data-testid="console-content">
      <div className="console-section__head">
        <h2 className="console-section__title">{t('console.section.content')}</h2>
        {kind === 'prompts' ? (
          <Button color="primary" size="small" onClick={() => setPromptEditor({ open: true })} data-testid="prompt-new">
            <AddOutline /> {t('console.content.new')}
          </Button>
        ) : (
          kind !== 'document' && (
            <Button color="primary" size="small" onClick={() => setEditor({ open: true, target: { kind } })} data-testid="content-new">
              <AddOutline /> {t('console.content.new')}
            </Button>
          )
        )}
      </div>
      <ChipGroup label={t('console.content.kindLabel')} options={DESK_KINDS.map((value) => ({ value, label: value === 'prompts' ? t('console.prompts.kind') : t(`console.content.kind.${value}`) }))} value={kind} onChange={setKind} testId="content-kind" />
      {kind === 'document' && <p className="console-form__hint">{t('console.content.documentsFixed')}</p>}
      {kind === 'prompts' ? <PromptDesk onOpen={(prompt) => setPromptEditor({ open: true, prompt })} /> : <ContentList kind={kind} onOpen={(id) => setEditor({ open: true, target: { id } })} />}
      <ContentEditor
        open={editor.open}
        target={editor.target}
        onClose={close}
        onSaved={(saved) => {
          setKind(saved);
          close();
        }}
      />
      <PromptEditor open={promptEditor.open} prompt={promptEditor.prompt} onClose={closePrompt} />
    </section>
  );
}
