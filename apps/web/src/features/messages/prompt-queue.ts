import { PROMPT_ACTIVE, PROMPT_ALL_LANGUAGES, type Locale, type Prompt } from '@halyard/shared';

/** One thing the popup may show: a prompt, or a message that just arrived. */
export interface Notice {
  key: string;
  title: string;
  html?: string;
  body?: string;
  promptId?: number;
}

/** The prompts to show now, oldest first: active, in this language or ALL, not dismissed on this device. */
export function promptsToShow(prompts: readonly Prompt[], locale: Locale, dismissed: readonly number[]): Notice[] {
  return prompts
    .filter((prompt) => prompt.promptStatus === PROMPT_ACTIVE)
    .filter((prompt) => prompt.promptLanguge === PROMPT_ALL_LANGUAGES || prompt.promptLanguge === locale)
    .filter((prompt) => !dismissed.includes(prompt.id))
    .map((prompt) => ({ key: `prompt-${prompt.id}`, title: prompt.promptTitle, html: prompt.promptConnet, promptId: prompt.id }));
}
