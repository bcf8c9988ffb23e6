import { hasControlCharacters, LOCALE_NAMES, PROMPT_ACTIVE, PROMPT_ALL_LANGUAGES, PROMPT_FOR_EVERYONE, TEXT_LIMITS, type Prompt, type PromptInput } from '@halyard/shared';
import { Button, Input, Popup } from 'antd-mobile';
import { CloseOutline, EyeOutline } from '../../../../components/icons';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { PreviewBox } from '../../content/components/content-translation-fields';
import { CharacterCounter } from '../../../../components/character-counter';
import { ChipGroup } from '../../../../components/chip-group';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormMessage } from '../../../../components/form-message';
import { StatusTag } from '../../../../components/status-tag';
import { formatDateTime } from '../../../../lib/format';
import { serverProblem, type FormProblem } from '../../../../lib/form-problem';
import type { MessageKey } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { usePreviewContent } from '../../content/api/content';
import { useSavePrompt } from '../api/prompts';
import { EDITOR_LOCALES } from '../../content/content-draft';

type Audience = 'everyone' | 'member';
type PromptLanguage = PromptInput['promptLanguge'];

/** The languages a prompt is written for: all of them first, then English and the others as the editor's tabs order them. */
const PROMPT_LANGUAGE_CHOICES: readonly PromptLanguage[] = [PROMPT_ALL_LANGUAGES, ...EDITOR_LOCALES];

/** A prompt's language in words: "All languages" or the language's own name. */
export function promptLanguageName(language: PromptLanguage, allLanguages: string): string {
  return language === PROMPT_ALL_LANGUAGES ? allLanguages : LOCALE_NAMES[language];
}

/** The form as typed. */
interface PromptDraft {
  audience: Audience;
  mbId: string;
  language: PromptLanguage;
  title: string;
  content: string;
  active: boolean;
}

function draftOf(prompt: Prompt | undefined): PromptDraft {
  if (!prompt) return { audience: 'member', mbId: '', language: PROMPT_ALL_LANGUAGES, title: '', content: '', active: true };
  return {
    audience: prompt.mbType === PROMPT_FOR_EVERYONE ? 'everyone' : 'member',
    mbId: prompt.mbId ?? '',
    language: prompt.promptLanguge,
    title: prompt.promptTitle,
    content: prompt.promptConnet,
    active: prompt.promptStatus === PROMPT_ACTIVE,
  };
}

/** The body of POST or PUT /admin/prompts, or the message of what is missing first. */
function promptInputOf(draft: PromptDraft): { ok: true; input: PromptInput } | { ok: false; problem: MessageKey } {
  const mbId = draft.mbId.trim();
  const title = draft.title.trim();
  if (draft.audience === 'member' && mbId === '') return { ok: false, problem: 'console.prompts.mbIdRequired' };
  if (draft.audience === 'member' && !/^\d{1,20}$/.test(mbId)) return { ok: false, problem: 'console.prompts.mbIdInvalid' };
  if (title === '') return { ok: false, problem: 'console.prompts.titleRequired' };
  if (draft.content.trim() === '') return { ok: false, problem: 'console.prompts.contentRequired' };
  // The server's own input rules (packages/shared input-rules.ts), counted as sent.
  if (hasControlCharacters(draft.title) || hasControlCharacters(draft.content)) return { ok: false, problem: 'console.prompts.controlCharacters' };
  if (title.length > TEXT_LIMITS.title || draft.content.length > TEXT_LIMITS.promptContent) return { ok: false, problem: 'console.prompts.textTooLong' };
  return {
    ok: true,
    input: {
      mbType: draft.audience === 'everyone' ? '1' : '0',
      ...(draft.audience === 'member' ? { mbId } : {}),
      promptStatus: draft.active ? '1' : '0',
      promptLanguge: draft.language,
      promptTitle: title,
      promptConnet: draft.content,
    },
  };
}

/** A prompt's audience, language, title and HTML text, its preview and its switch; a prompt for everyone is confirmed first. */
function PromptForm({ prompt, onSaved }: { prompt: Prompt | undefined; onSaved: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(prompt));
  const [problem, setProblem] = useState<FormProblem>();
  const [confirming, setConfirming] = useState<PromptInput>();
  const [preview, setPreview] = useState<{ source: string; html: string }>();
  const save = useSavePrompt(prompt?.id);
  const previewContent = usePreviewContent();
  const set = (next: Partial<PromptDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(undefined);
  };
  const send = async (input: PromptInput) => {
    try {
      await save.mutateAsync(input);
      showToast('success', t('console.saved'));
      onSaved();
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };
  const submit = () => {
    const checked = promptInputOf(draft);
    if (!checked.ok) {
      setProblem({ issue: { key: checked.problem } });
      return;
    }
    // Turning a prompt on for every member pops it up in every app: asked once more.
    const wasForEveryone = prompt?.mbType === PROMPT_FOR_EVERYONE && prompt.promptStatus === PROMPT_ACTIVE;
    if (checked.input.mbType === PROMPT_FOR_EVERYONE && checked.input.promptStatus === PROMPT_ACTIVE && !wasForEveryone) setConfirming(checked.input);
    else void send(checked.input);
  };
  const askPreview = async () => {
    const source = draft.content;
    try {
      setPreview({ source, html: (await previewContent.mutateAsync(source)).content });
    } catch {
      // The app has shown why.
    }
  };
  const shown = preview?.source === draft.content ? preview : undefined;
  const ids = { mbId: 'prompt-mbid-input', language: 'prompt-language-input', title: 'prompt-title-input', body: 'prompt-body-input' };
  return (
    <form
      className="console-form content-form"
      data-testid="prompt-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <span className="console-form__label">{t('console.prompts.audience')}</span>
      <ChipGroup
        label={t('console.prompts.audience')}
        options={[
          { value: 'member', label: t('console.prompts.oneMember') },
          { value: 'everyone', label: t('console.prompts.everyone') },
        ]}
        value={draft.audience}
        onChange={(audience: Audience) => set({ audience })}
        testId="prompt-audience"
      />
      <div className="content-form__grid">
        {draft.audience === 'member' && (
          <div className="content-form__field">
            <label className="console-form__label" htmlFor={ids.mbId}>
              {t('console.prompts.mbId')}
            </label>
            <Input id={ids.mbId} className="console-input" inputMode="numeric" value={draft.mbId} onChange={(mbId) => set({ mbId })} maxLength={TEXT_LIMITS.memberId} placeholder="12345678" autoComplete="off" data-testid="prompt-mbid" />
            <p className="console-form__hint">{t('console.prompts.mbIdHint')}</p>
          </div>
        )}
        <div className="content-form__field">
          <label className="console-form__label" htmlFor={ids.language}>
            {t('console.prompts.language')}
          </label>
          <select id={ids.language} className="console-native-input" value={draft.language} onChange={(event) => set({ language: event.target.value as PromptLanguage })} data-testid="prompt-language">
            {PROMPT_LANGUAGE_CHOICES.map((language) => (
              <option key={language} value={language}>
                {promptLanguageName(language, t('console.prompts.allLanguages'))}
              </option>
            ))}
          </select>
          <p className="console-form__hint">{t('console.prompts.languageHint')}</p>
        </div>
      </div>
      <label className="console-form__label" htmlFor={ids.title}>
        {t('console.prompts.title')}
      </label>
      <Input id={ids.title} className="console-input" value={draft.title} onChange={(title) => set({ title })} autoComplete="off" data-testid="prompt-title" />
      <CharacterCounter used={draft.title.trim().length} max={TEXT_LIMITS.title} showFrom={TEXT_LIMITS.title * 0.8} testId="prompt-title-count" />
      <label className="console-form__label" htmlFor={ids.body}>
        {t('console.prompts.content')}
      </label>
      <textarea
        id={ids.body}
        className="console-textarea console-textarea--code"
        rows={8}
        value={draft.content}
        onChange={(event) => set({ content: event.target.value })}
        spellCheck={false}
        placeholder="<p>…</p>"
        data-testid="prompt-body"
      />
      <CharacterCounter used={draft.content.length} max={TEXT_LIMITS.promptContent} testId="prompt-body-count" />
      <p className="console-form__hint">{t('console.prompts.contentHint')}</p>
      <div>
        <Button size="small" fill="outline" color="primary" onClick={() => void askPreview()} disabled={draft.content.trim() === ''} loading={previewContent.isPending} data-testid="prompt-preview">
          <EyeOutline /> {t('console.content.preview')}
        </Button>
      </div>
      {shown && <PreviewBox html={shown.html} testId="prompt-preview-box" />}
      <label className="console-form__switch">
        <span>
          {t('console.prompts.active')}
          <span className="console-form__hint content-form__switch-hint">{t('console.prompts.activeHint')}</span>
        </span>
        <input type="checkbox" role="switch" className="console-switch" checked={draft.active} onChange={(event) => set({ active: event.target.checked })} data-testid="prompt-active" />
      </label>
      <FormMessage problem={problem} testId="prompt-problem" />
      <div className="content-form__actions">
        <Button type="submit" color="primary" loading={save.isPending} data-testid="prompt-save">
          {t('console.content.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== undefined}
        title={t('console.prompts.everyoneTitle')}
        confirmLabel={t('console.content.save')}
        onConfirm={() => {
          if (confirming) void send(confirming);
          setConfirming(undefined);
        }}
        onClose={() => setConfirming(undefined)}
        testId="prompt-everyone-confirm"
      >
        {t('console.prompts.everyoneConfirm', { title: draft.title.trim() })}
      </ConfirmDialog>
    </form>
  );
}

interface PromptEditorProps {
  open: boolean;
  /** The prompt being edited (kept while the panel slides away); none for a new one. */
  prompt: Prompt | undefined;
  onClose: () => void;
}

/** The prompt being written, over the desk: a panel from the side, as the content editor is. */
export function PromptEditor({ open, prompt, onClose }: PromptEditorProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popup visible={open} position="right" onMaskClick={onClose} onClose={onClose} bodyClassName="console-sheet content-sheet" destroyOnClose>
      <div className="console-sheet__body" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="prompt-editor">
        <div className="console-sheet__top">
          <h2 id={titleId} className="console-section__title">
            {t(prompt ? 'console.prompts.editTitle' : 'console.prompts.newTitle')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('console.close')} data-testid="prompt-editor-close" onClick={onClose}>
            <CloseOutline />
          </button>
        </div>
        {prompt && (
          <p className="content-editor__facts">
            <StatusTag label={t(prompt.promptStatus === PROMPT_ACTIVE ? 'console.prompts.on' : 'console.prompts.off')} tone={prompt.promptStatus === PROMPT_ACTIVE ? 'success' : 'neutral'} status={prompt.promptStatus === PROMPT_ACTIVE ? 'on' : 'off'} testId="prompt-editor-status" />
            <span>#{prompt.id}</span>
            <time dateTime={prompt.createdAt}>{formatDateTime(prompt.createdAt)}</time>
          </p>
        )}
        <PromptForm key={prompt?.id ?? 'new'} prompt={prompt} onSaved={onClose} />
      </div>
    </Popup>
  );
}
