import type { Kysely } from 'kysely';
import {
  SUPPORT_CHAT_CHANNEL,
  SUPPORT_IMAGE_MAX_BYTES,
  type SupportChatEvent,
  type SupportConversation,
  type SupportInboxRow,
  type SupportImageType,
  type SupportMessage,
  type SupportMessagePage,
} from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import type { Page } from '../../db/paging.js';
import { AppError } from '../../lib/app-error.js';
import { checkImage } from '../../lib/image-check.js';
import type { Clock } from '../../lib/clock.js';
import { idsOfAddresses } from '../members/members.service.js';
import { addressesWithRoles } from '../operators/operators.service.js';
import { noMemberPush, type MemberPush } from '../../lib/member-push.js';
import * as repository from './support.repository.js';

type Side = 'member' | 'operator';

/** A chat image: one of the accepted types, at most SUPPORT_IMAGE_MAX_BYTES. */
export function checkChatImage(declared: string | undefined, bytes: Uint8Array): SupportImageType {
  return checkImage(declared, bytes, SUPPORT_IMAGE_MAX_BYTES);
}

function toMessage(row: { id: number; conversation_id: number; sender: Side; body: string | null; image_id: number | null; created_at: Date }): SupportMessage {
  return { id: row.id, conversationId: row.conversation_id, sender: row.sender, text: row.body, imageId: row.image_id, createdAt: row.created_at.toISOString() };
}

export interface SupportService {
  /** The member's conversation: its id, unread count and how far each side has read. */
  conversation(userId: number): Promise<SupportConversation>;
  /** The member's messages, newest first. */
  memberHistory(userId: number, page: Page): Promise<SupportMessagePage>;
  /** The member writes to the operators. */
  memberSendText(userId: number, text: string): Promise<SupportMessage>;
  /** The member sends an image (checked by its bytes). */
  memberSendImage(userId: number, declared: string | undefined, bytes: Uint8Array): Promise<SupportMessage>;
  /** The member has read up to `lastId`. */
  memberRead(userId: number, lastId: number): Promise<SupportConversation>;
  /** An image of the member's own conversation; any other id is 404. */
  memberImage(userId: number, imageId: number): Promise<{ content_type: string; data: Uint8Array }>;
  /** Every conversation, the most recent first, with what is unread. */
  inbox(page: Page): Promise<{ rows: SupportInboxRow[]; total: number }>;
  /** One conversation's messages, newest first. */
  operatorHistory(conversationId: number, page: Page): Promise<SupportMessagePage>;
  /** An operator answers in a conversation. */
  operatorSendText(actor: string, conversationId: number, text: string): Promise<SupportMessage>;
  /** An operator sends an image (checked by its bytes). */
  operatorSendImage(actor: string, conversationId: number, declared: string | undefined, bytes: Uint8Array): Promise<SupportMessage>;
  /** The operators have read a conversation up to `lastId`. */
  operatorRead(conversationId: number, lastId: number): Promise<{ lastReadId: number }>;
  /** Any image of any conversation, for the operators. */
  operatorImage(imageId: number): Promise<{ content_type: string; data: Uint8Array }>;
}

export interface SupportDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** Where chat events go live. */
  push?: MemberPush;
  onError?(error: unknown): void;
}

export function createSupportService({ db, clock, push = noMemberPush, onError = () => undefined }: SupportDependencies): SupportService {
  /** Pushes an event to the conversation's two sides: its member and every operator. */
  async function publish(memberId: number, event: SupportChatEvent): Promise<void> {
    if (!push.listens(SUPPORT_CHAT_CHANNEL)) return;
    // Operators who answer the chat (support and admins) and have signed in: they receive every conversation's pushes.
    const operators = await idsOfAddresses(db, (await addressesWithRoles(db, ['support', 'admin'])).map((row) => row.address));
    for (const userId of new Set([memberId, ...operators.map((row) => row.id)])) push.pushToMember(userId, SUPPORT_CHAT_CHANNEL, event);
  }

  async function send(target: { memberId: number } | { conversationId: number }, sender: Side, content: { text?: string; image?: { type: SupportImageType; bytes: Uint8Array } }, operatorAddress: string | null = null) {
    const at = clock.now();
    const { row, memberId } = await db.transaction().execute(async (trx) => {
      const open =
        'memberId' in target ? await repository.openConversation(trx, target.memberId, at) : await repository.conversationById(trx, target.conversationId);
      if (!open) throw AppError.notFound();
      const image = content.image ? await repository.insertImage(trx, open.id, content.image.type, content.image.bytes) : undefined;
      const inserted = await repository.insertMessage(trx, { conversationId: open.id, sender, operatorAddress, body: content.text ?? null, imageId: image?.id ?? null, at });
      // Writing is reading: the sender has seen everything up to their own message.
      await repository.markRead(trx, open.id, sender, inserted.id);
      return { row: inserted, memberId: open.user_id };
    });
    const message = toMessage(row);
    publish(memberId, { type: 'message', conversationId: message.conversationId, message }).catch(onError);
    return message;
  }

  async function conversation(userId: number): Promise<SupportConversation> {
    const open = await repository.conversationOfMember(db, userId);
    if (!open) return { id: null, unread: 0, memberReadId: 0, operatorReadId: 0 };
    return { id: open.id, unread: await repository.countUnread(db, open.id, 'member', open.member_read_id), memberReadId: open.member_read_id, operatorReadId: open.operator_read_id };
  }

  async function read(conversationId: number, memberId: number, reader: Side, lastId: number) {
    const receipts = await repository.markRead(db, conversationId, reader, lastId);
    const lastReadId = (reader === 'member' ? receipts?.member_read_id : receipts?.operator_read_id) ?? 0;
    publish(memberId, { type: 'read', conversationId, reader, lastReadId }).catch(onError);
    return lastReadId;
  }

  return {
    // The member's side: always their own conversation, so nobody else's can even be named.

    conversation,

    async memberHistory(userId: number, page: Page): Promise<SupportMessagePage> {
      const open = await repository.conversationOfMember(db, userId);
      if (!open) return { rows: [], total: 0 };
      const { rows, total } = await repository.listMessages(db, open.id, page);
      return { rows: rows.map(toMessage), total };
    },

    memberSendText: (userId: number, text: string) => send({ memberId: userId }, 'member', { text }),

    memberSendImage: (userId: number, declared: string | undefined, bytes: Uint8Array) => send({ memberId: userId }, 'member', { image: { type: checkChatImage(declared, bytes), bytes } }),

    async memberRead(userId: number, lastId: number): Promise<SupportConversation> {
      const open = await repository.conversationOfMember(db, userId);
      if (!open) throw AppError.notFound();
      await read(open.id, userId, 'member', lastId);
      return conversation(userId);
    },

    async memberImage(userId: number, imageId: number) {
      const open = await repository.conversationOfMember(db, userId);
      const image = open ? await repository.imageInConversation(db, imageId, open.id) : undefined;
      if (!image) throw AppError.notFound();
      return image;
    },

    // The operators' side.

    async inbox(page: Page): Promise<{ rows: SupportInboxRow[]; total: number }> {
      const { rows, total } = await repository.listConversations(db, page);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          memberAddress: row.address,
          mbId: row.mb_id,
          lastText: row.last_text ?? null,
          lastSender: row.last_sender ?? null,
          lastMessageAt: row.last_message_at.toISOString(),
          unread: Number(row.unread ?? 0),
          memberReadId: row.member_read_id,
          operatorReadId: row.operator_read_id,
        })),
        total,
      };
    },

    async operatorHistory(conversationId: number, page: Page): Promise<SupportMessagePage> {
      if (!(await repository.conversationById(db, conversationId))) throw AppError.notFound();
      const { rows, total } = await repository.listMessages(db, conversationId, page);
      return { rows: rows.map(toMessage), total };
    },

    operatorSendText: (actor: string, conversationId: number, text: string) => send({ conversationId }, 'operator', { text }, actor),

    operatorSendImage: (actor: string, conversationId: number, declared: string | undefined, bytes: Uint8Array) =>
      send({ conversationId }, 'operator', { image: { type: checkChatImage(declared, bytes), bytes } }, actor),

    async operatorRead(conversationId: number, lastId: number): Promise<{ lastReadId: number }> {
      const open = await repository.conversationById(db, conversationId);
      if (!open) throw AppError.notFound();
      return { lastReadId: await read(open.id, open.user_id, 'operator', lastId) };
    },

    async operatorImage(imageId: number) {
      const image = await repository.imageInConversation(db, imageId, undefined);
      if (!image) throw AppError.notFound();
      return image;
    },
  };
}
