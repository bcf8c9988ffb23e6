import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { TEXT_LIMITS } from '../input-rules.js';
import { LOCALES } from '../locales.js';
import { rawText, typedText } from './input-text.js';

/**
 * Notification prompts (spec §3): an operator's notice for everyone (`mbType` '1') or one member,
 * active (`promptStatus` '1') or not, in one language or ALL. Field names are the spec's own,
 * misspellings included, so a client of the original API reads them unchanged.
 */
export const PROMPT_FOR_EVERYONE = '1';
export const PROMPT_ACTIVE = '1';
export const PROMPT_ALL_LANGUAGES = 'ALL';
export const PROMPT_LANGUAGES = [...LOCALES, PROMPT_ALL_LANGUAGES] as const;

export const promptSchema = z.object({
  id: z.number().int(),
  mbType: z.enum(['0', '1']).describe("'1': for everyone; '0': for the member mbId"),
  mbId: z.string().describe('The member it is for; empty when for everyone'),
  promptStatus: z.enum(['0', '1']).describe("'1': active"),
  promptLanguge: z.enum(PROMPT_LANGUAGES).describe('A locale, or ALL'),
  promptTitle: z.string(),
  promptConnet: z.string().describe('Sanitised HTML'),
  createdAt: z.string(),
});
export type Prompt = z.infer<typeof promptSchema>;
export const promptPageSchema = pageSchema(promptSchema);

/** POST /admin/prompts and PUT /admin/prompts/{id} (ours). */
export const promptInputSchema = z
  .object({
    mbType: z.enum(['0', '1']),
    mbId: typedText(TEXT_LIMITS.memberId).optional(),
    promptStatus: z.enum(['0', '1']).default('1'),
    promptLanguge: z.enum(PROMPT_LANGUAGES),
    promptTitle: typedText(TEXT_LIMITS.title).min(1),
    promptConnet: rawText(TEXT_LIMITS.promptContent),
  })
  .refine((input) => input.mbType === PROMPT_FOR_EVERYONE || Boolean(input.mbId), { message: 'mbId is required for one member', path: ['mbId'] });
export type PromptInput = z.infer<typeof promptInputSchema>;

/**
 * What a message tells a member; the web words each kind in the member's language from `params`.
 * Other modules add their kinds (fills, liquidations, option results, box prizes) with one call.
 */
export const MESSAGE_KINDS = ['depositPassed', 'depositRejected', 'withdrawalPaid', 'withdrawalRejected', 'prompt', 'depositDetected', 'depositBelowMinimum', 'depositDropped', 'withdrawalSent', 'contractTakeProfit', 'contractStopLoss', 'contractLiquidated', 'contractFilled', 'spotFilled', 'optionSettled', 'boxPaid', 'marginWarning'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const memberMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string().describe('One of MESSAGE_KINDS, or a kind a later feature adds'),
  params: z.record(z.string(), z.string()).describe('Values the wording needs, e.g. amount and coin'),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  title: z.string().optional().describe('Prompts only: the title as written'),
  content: z.string().optional().describe('Prompts only: the sanitised HTML'),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;
export const memberMessagePageSchema = pageSchema(memberMessageSchema);
export type MemberMessagePage = z.infer<typeof memberMessagePageSchema>;

export const messageListQuerySchema = pageQuerySchema.extend({ unread: z.enum(['true', 'false']).optional() });

/** POST /member/message/read: the given messages, or all when `ids` is left out. */
export const markReadBodySchema = z.object({ ids: z.array(z.number().int().positive()).max(100).optional() });
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
