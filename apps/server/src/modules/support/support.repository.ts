import { sql, type Kysely, type Transaction } from 'kysely';
import { fetchPage, type Page } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;
type Side = 'member' | 'operator';

export function conversationOfMember(db: Reader, userId: number) {
  return db.selectFrom('support_conversations').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function conversationById(db: Reader, id: number) {
  return db.selectFrom('support_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member's conversation, made on first use. */
export async function openConversation(trx: Transaction<Database>, userId: number, at: Date) {
  await trx.insertInto('support_conversations').values({ user_id: userId, last_message_at: at }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  return trx.selectFrom('support_conversations').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

export function insertImage(trx: Transaction<Database>, conversationId: number, contentType: string, data: Uint8Array) {
  return trx.insertInto('support_images').values({ conversation_id: conversationId, content_type: contentType, size: data.byteLength, data }).returning('id').executeTakeFirstOrThrow();
}

export async function insertMessage(
  trx: Transaction<Database>,
  message: { conversationId: number; sender: Side; operatorAddress: string | null; body: string | null; imageId: number | null; at: Date },
) {
  await trx.updateTable('support_conversations').set({ last_message_at: message.at }).where('id', '=', message.conversationId).execute();
  return trx
    .insertInto('support_messages')
    .values({ conversation_id: message.conversationId, sender: message.sender, operator_address: message.operatorAddress, body: message.body, image_id: message.imageId, created_at: message.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listMessages(db: Reader, conversationId: number, page: Page) {
  return fetchPage(db.selectFrom('support_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id', 'desc'), page);
}

/** Messages of the other side after the reader's last read one. */
export async function countUnread(db: Reader, conversationId: number, reader: Side, readId: number): Promise<number> {
  const row = await db
    .selectFrom('support_messages')
    .select(sql<string>`count(*)`.as('count'))
    .where('conversation_id', '=', conversationId)
    .where('sender', '!=', reader)
    .where('id', '>', readId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Moves a side's read receipt forward (never back), up to the newest message that exists. */
export function markRead(db: Reader, conversationId: number, reader: Side, lastId: number) {
  const column = reader === 'member' ? 'member_read_id' : 'operator_read_id';
  return db
    .updateTable('support_conversations')
    .set({
      [column]: sql<number>`greatest(${sql.ref(column)}, least(${lastId}, coalesce((select max(id) from support_messages where conversation_id = ${conversationId}), 0)))`,
    })
    .where('id', '=', conversationId)
    .returning(['member_read_id', 'operator_read_id'])
    .executeTakeFirst();
}

export function imageInConversation(db: Reader, imageId: number, conversationId: number | undefined) {
  let query = db.selectFrom('support_images').select(['content_type', 'data']).where('id', '=', imageId);
  if (conversationId !== undefined) query = query.where('conversation_id', '=', conversationId);
  return query.executeTakeFirst();
}

/** The inbox: conversations by their latest message, with the member and how many of their messages are unread. */
export function listConversations(db: Reader, page: Page) {
  const query = db
    .selectFrom('support_conversations as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      'c.id',
      'c.user_id',
      'c.member_read_id',
      'c.operator_read_id',
      'c.last_message_at',
      'u.address',
      'u.mb_id',
      eb.selectFrom('support_messages as m').select('m.body').whereRef('m.conversation_id', '=', 'c.id').orderBy('m.id', 'desc').limit(1).as('last_text'),
      eb.selectFrom('support_messages as m').select('m.sender').whereRef('m.conversation_id', '=', 'c.id').orderBy('m.id', 'desc').limit(1).as('last_sender'),
      eb
        .selectFrom('support_messages as m')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.sender', '=', 'member')
        .whereRef('m.id', '>', 'c.operator_read_id')
        .as('unread'),
    ])
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc');
  return fetchPage(query, page);
}
