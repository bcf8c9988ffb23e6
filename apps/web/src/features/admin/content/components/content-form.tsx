import { FAQ_TOPICS, LOCALE_NAMES, TEXT_LIMITS, type ContentKind, type Locale } from '@halyard/shared';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ContentImageField } from './content-image-field';
import { ContentTranslationFields } from './content-translation-fields';
import { CharacterCounter } from '../../../../components/character-counter';
import { ChipGroup } from '../../../../components/chip-group';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormMessage } from '../../../../components/form-message';
import { StatusTag } from '../../../../components/status-tag';
import { serverProblem, type FormProblem } from '../../../../lib/form-problem';
import { showToast } from '../../../../lib/toast';
import { useDeleteContent, useSaveContent } from '../api/content';
import { contentInput, fieldsOf, NEW_CONTENT_KINDS, type ContentDraft, type DraftProblem, type TranslationDraft } from '../content-draft';

interface ContentFormProps {
  /** The saved item's id; none for a new one. */
  id: number | undefined;
  initial: ContentDraft;
  onSaved: (kind: ContentKind) => void;
  onDeleted: () => void;
}

function problemOf(problem: DraftProblem): FormProblem {
  switch (problem.problem) {
    case 'englishTitleRequired':
      return { issue: { key: 'console.content.englishTitleRequired' } };
    case 'titleMissing':
      return { issue: { key: 'console.content.titleMissing', values: { language: LOCALE_NAMES[problem.language] } } };
    case 'sortInvalid':
      return { issue: { key: 'console.content.sortInvalid' } };
    case 'publishedAtInvalid':
      return { issue: { key: 'console.content.publishAtInvalid' } };
    case 'controlCharacters':
      return { issue: { key: 'console.content.controlCharacters', values: { language: LOCALE_NAMES[problem.language] } } };
    case 'textTooLong':
      return { issue: { key: 'console.content.textTooLong', values: { language: LOCALE_NAMES[problem.language] } } };
    case 'coverUnsafe':
      return { issue: { key: 'console.content.coverUnsafe' } };
    case 'linkUnsafe':
      return { issue: { key: 'console.content.linkUnsafe' } };
    case 'linkTooLong':
      return { issue: { key: 'console.content.linkTooLong', values: { max: String(TEXT_LIMITS.link) } } };
  }
}

/** An item's terms (those its kind has) and its texts per language; saved, or deleted after a confirmation. */
export function ContentForm({ id, initial, onSaved, onDeleted }: ContentFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [language, setLanguage] = useState<Locale>('en_US');
  const [problem, setProblem] = useState<FormProblem>();
  const [confirming, setConfirming] = useState(false);
  const save = useSaveContent(id);
  const remove = useDeleteContent();
  const fields = fieldsOf(draft.kind);
  const set = (next: Partial<ContentDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(undefined);
  };
  const setText = (locale: Locale, change: Partial<TranslationDraft>) => {
    setDraft((current) => ({ ...current, translations: { ...current.translations, [locale]: { ...current.translations[locale], ...change } } }));
    setProblem(undefined);
  };
  const submit = async () => {
    const checked = contentInput(draft);
    if (!checked.ok) {
      if (checked.problem === 'englishTitleRequired') setLanguage('en_US');
      if ('language' in checked) setLanguage(checked.language);
      setProblem(problemOf(checked));
      return;
    }
    try {
      await save.mutateAsync(checked.input);
      showToast('success', t('console.saved'));
      onSaved(draft.kind);
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };
  const confirmDelete = async () => {
    setConfirming(false);
    if (id === undefined) return;
    try {
      await remove.mutateAsync(id);
      showToast('success', t('console.content.deleted'));
      onDeleted();
    } catch {
      // The app has shown the server's refusal.
    }
  };
  const ids = { link: 'content-link-input', sort: 'content-sort-input', publishAt: 'content-published-at-input' };
  return (
    <form
      className="console-form content-form"
      data-testid="content-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <span className="console-form__label">{t('console.content.kindLabel')}</span>
      {id === undefined ? (
        <ChipGroup label={t('console.content.kindLabel')} options={NEW_CONTENT_KINDS.map((value) => ({ value, label: t(`console.content.kind.${value}`) }))} value={draft.kind} onChange={(kind) => set({ kind })} testId="content-editor-kind" />
      ) : (
        <div>
          <StatusTag label={t(`console.content.kind.${draft.kind}`)} tone="neutral" testId="content-editor-kind" status={draft.kind} />
        </div>
      )}
      {fields.topic && (
        <>
          <span className="console-form__label">{t('console.content.topic')}</span>
          <ChipGroup label={t('console.content.topic')} options={FAQ_TOPICS.map((value) => ({ value, label: t(`content.topic.${value}`) }))} value={draft.topic} onChange={(topic) => set({ topic })} testId="content-topic" />
        </>
      )}
      {fields.cover && (
        <>
          <span className="console-form__label">{t('console.content.cover')}</span>
          <ContentImageField value={draft.cover} onChange={(cover) => set({ cover })} />
        </>
      )}
      <div className="content-form__grid">
        {fields.link && (
          <div className="content-form__field content-form__field--wide">
            <label className="console-form__label" htmlFor={ids.link}>
              {t('console.content.link')}
            </label>
            <Input id={ids.link} className="console-input" value={draft.link} onChange={(link) => set({ link })} placeholder="/officialInfo" autoComplete="off" data-testid="content-link" />
            <CharacterCounter used={draft.link.trim().length} max={TEXT_LIMITS.link} showFrom={TEXT_LIMITS.link * 0.8} testId="content-link-count" />
            <p className="console-form__hint">{t('console.content.linkHint')}</p>
          </div>
        )}
        {fields.sort && (
          <div className="content-form__field">
            <label className="console-form__label" htmlFor={ids.sort}>
              {t('console.content.sort')}
            </label>
            <Input id={ids.sort} className="console-input" inputMode="numeric" value={draft.sort} onChange={(sort) => set({ sort })} maxLength={5} placeholder="0" data-testid="content-sort" />
            <p className="console-form__hint">{t('console.content.sortHint')}</p>
          </div>
        )}
        <div className="content-form__field">
          <label className="console-form__label" htmlFor={ids.publishAt}>
            {t('console.content.publishAt')}
          </label>
          <input id={ids.publishAt} type="datetime-local" className="console-native-input" value={draft.publishedAt} onChange={(event) => set({ publishedAt: event.target.value })} data-testid="content-published-at" />
          <p className="console-form__hint">{t('console.content.publishAtHint')}</p>
        </div>
      </div>
      {fields.published && (
        <label className="console-form__switch">
          <span>
            {t('console.content.published')}
            <span className="console-form__hint content-form__switch-hint">{t('console.content.publishedHint')}</span>
          </span>
          <input type="checkbox" role="switch" className="console-switch" checked={draft.published} onChange={(event) => set({ published: event.target.checked })} data-testid="content-published" />
        </label>
      )}
      <h3 className="console-subtitle">{t('console.content.translations')}</h3>
      <ContentTranslationFields translations={draft.translations} active={language} onSelect={setLanguage} onChange={setText} />
      <FormMessage problem={problem} testId="content-problem" />
      <div className="content-form__actions">
        {id !== undefined && draft.kind !== 'document' && (
          <Button color="danger" fill="outline" onClick={() => setConfirming(true)} loading={remove.isPending} data-testid="content-delete">
            {t('console.content.delete')}
          </Button>
        )}
        <Button type="submit" color="primary" loading={save.isPending} data-testid="content-save">
          {t('console.content.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('console.content.deleteTitle')}
        confirmLabel={t('console.content.delete')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
        testId="content-delete-confirm"
      >
        {t('console.content.deleteConfirm', { title: initial.translations.en_US.title || `#${id ?? ''}` })}
      </ConfirmDialog>
    </form>
  );
}
