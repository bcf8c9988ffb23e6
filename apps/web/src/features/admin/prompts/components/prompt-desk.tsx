import { PROMPT_ACTIVE, PROMPT_FOR_EVERYONE, type Prompt } from '@halyard/shared';
import { useTranslation } from '../../../../lib/i18n';
import { promptLanguageName } from './prompt-editor';
import { RecordList } from '../../../../components/record-list';
import { StatusTag } from '../../../../components/status-tag';
import { formatDateTime } from '../../../../lib/format';
import { usePromptList } from '../api/prompts';

function PromptRowButton({ prompt, onOpen }: { prompt: Prompt; onOpen: () => void }) {
  const { t } = useTranslation();
  const testId = `prompt-row-${prompt.id}`;
  const on = prompt.promptStatus === PROMPT_ACTIVE;
  const audience = prompt.mbType === PROMPT_FOR_EVERYONE ? t('console.prompts.everyone') : t('console.prompts.member', { mbId: prompt.mbId ?? '' });
  return (
    <button type="button" className="console-row content-row" data-testid={testId} data-status={on ? 'on' : 'off'} onClick={onOpen}>
      <span className="console-row__title content-row__title" data-testid={`${testId}-title`}>
        {prompt.promptTitle}
      </span>
      <StatusTag label={t(on ? 'console.prompts.on' : 'console.prompts.off')} tone={on ? 'success' : 'neutral'} status={on ? 'on' : 'off'} testId={`prompt-status-${prompt.id}`} />
      <span className="content-row__langs prompt-row__facts">
        <span className="prompt-row__audience" data-testid={`${testId}-audience`}>
          {audience}
        </span>
        <span className="content-row__lang prompt-row__lang" data-testid={`${testId}-language`}>
          {promptLanguageName(prompt.promptLanguge, t('console.prompts.allLanguages'))}
        </span>
      </span>
      <span className="console-row__meta content-row__meta">
        <time dateTime={prompt.createdAt}>{formatDateTime(prompt.createdAt)}</time>
        <span> · #{prompt.id}</span>
      </span>
    </button>
  );
}

/** The notification prompts, on and off, newest first: for whom, in which language, and whether members see them; a row opens its editor. */
export function PromptDesk({ onOpen }: { onOpen: (prompt: Prompt) => void }) {
  const { t } = useTranslation();
  const query = usePromptList();
  return (
    <>
      <p className="console-form__hint">{t('console.prompts.hint')}</p>
      <RecordList query={query} testId="prompt-list" rowKey={(prompt) => prompt.id} renderRow={(prompt) => <PromptRowButton prompt={prompt} onOpen={() => onOpen(prompt)} />} />
    </>
  );
}
