import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { typedText } from './input-text.js';
import { SUPPORT_TEXT_MAX } from './support-limits.js';

/** The chat's plain constants live in support-limits.ts (no zod), for the web. */
export * from './support-limits.js';

export const supportMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: z.enum(['member', 'operator']),
  text: z.string().nullable(),
  imageId: z.number().int().nullable().describe('GET /member/support/images/{id} (or /admin/support/images/{id}) answers the image'),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
export const supportMessagePageSchema = pageSchema(supportMessageSchema);
export type SupportMessagePage = z.infer<typeof supportMessagePageSchema>;

/** Read receipts: the last message id each side has read. */
export const supportConversationSchema = z.object({
  id: z.number().int().nullable().describe('Null until the member writes first'),
  unread: z.number().int().nonnegative().describe('Messages of the other side not read yet'),
  memberReadId: z.number().int(),
  operatorReadId: z.number().int(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const supportTextBodySchema = z.object({ text: typedText(SUPPORT_TEXT_MAX).min(1) });
export const supportReadBodySchema = z.object({ lastId: z.number().int().nonnegative() });
export const supportHistoryQuerySchema = pageQuerySchema.extend({ pageSize: z.coerce.number().int().min(1).max(100).default(30) });
/** An image upload is its raw bytes with its type as Content-Type; the service checks both. */
export const supportImageBodySchema = z.unknown().describe('The image bytes (PNG, JPEG, WebP or GIF, at most 5 MB), its type as Content-Type');
export const supportImageParamsSchema = z.object({ imageId: z.coerce.number().int().positive() });
/** What an operator's read answers: the last message id the operators have read. */
export const supportOperatorReadSchema = z.object({ lastReadId: z.number().int() });

/** The operators' inbox: one row per conversation, most recent first. */
export const supportInboxRowSchema = z.object({
  id: z.number().int(),
  memberAddress: z.string(),
  mbId: z.string(),
  lastText: z.string().nullable(),
  lastSender: z.enum(['member', 'operator']).nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int().nonnegative().describe("The member's messages no operator has read"),
  memberReadId: z.number().int(),
  operatorReadId: z.number().int(),
});
export type SupportInboxRow = z.infer<typeof supportInboxRowSchema>;
export const supportInboxPageSchema = pageSchema(supportInboxRowSchema);

/** What `user.chat` pushes to both sides of a conversation. */
export type SupportChatEvent =
  | { type: 'message'; conversationId: number; message: SupportMessage }
  | { type: 'read'; conversationId: number; reader: 'member' | 'operator'; lastReadId: number };
