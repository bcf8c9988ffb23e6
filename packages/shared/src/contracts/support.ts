import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';

/**
 * The built-in support chat (when no SUPPORT_CHAT_URL is configured): one conversation per
 * member with the operators, over our socket (`user.chat`).
 */
export const SUPPORT_CHAT_CHANNEL = 'user.chat';
export const SUPPORT_TEXT_MAX = 2000;
/** Images a chat may carry, and their largest size. */
export const SUPPORT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type SupportImageType = (typeof SUPPORT_IMAGE_TYPES)[number];
export const SUPPORT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

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

export const supportTextBodySchema = z.object({ text: z.string().trim().min(1).max(SUPPORT_TEXT_MAX) });
export const supportReadBodySchema = z.object({ lastId: z.number().int().nonnegative() });
export const supportHistoryQuerySchema = pageQuerySchema.extend({ pageSize: z.coerce.number().int().min(1).max(100).default(30) });

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
