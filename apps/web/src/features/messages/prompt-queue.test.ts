// @vitest-environment node
import type { Prompt } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { promptsToShow } from './prompt-queue';

function prompt(id: number, language: Prompt['promptLanguge'], promptStatus: Prompt['promptStatus'] = '1'): Prompt {
  return { id, mbType: '1', mbId: '', promptStatus, promptLanguge: language, promptTitle: `Prompt ${id}`, promptConnet: '<p>x</p>', createdAt: '2026-11-01T00:00:00.000Z' };
}

describe('the prompts the popup shows', () => {
  it('shows active prompts in this language or ALL, oldest first, and never a dismissed one', () => {
    const prompts = [prompt(1, 'ALL'), prompt(2, 'de_DE'), prompt(3, 'en_US'), prompt(4, 'en_US', '0'), prompt(5, 'ALL')];
    expect(promptsToShow(prompts, 'en_US', []).map((notice) => notice.promptId)).toEqual([1, 3, 5]);
    expect(promptsToShow(prompts, 'de_DE', [1]).map((notice) => notice.promptId)).toEqual([2, 5]);
    expect(promptsToShow(prompts, 'ja_JP', [1, 5])).toEqual([]);
  });
});
