import { sql, type Kysely, type Transaction } from 'kysely';
import { fetchPage, type Page } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

export interface NewMessage {
  userId: number;
  kind: string;
  params: Record<string, string>;
  refType: string | null;
  refId: string | null;
}

export function insertMessage(trx: Transaction<Database>, message: NewMessage) {
  return trx
    .insertInto('messages')
    .values({ user_id: message.userId, kind: message.kind, params: JSON.stringify(message.params), ref_type: message.refType, ref_id: message.refId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Many messages in one statement (a settlement's alerts). */
export async function insertMessages(trx: Transaction<Database>, messages: NewMessage[]): Promise<void> {
  if (!messages.length) return;
  await trx
    .insertInto('messages')
    .values(messages.map((message) => ({ user_id: message.userId, kind: message.kind, params: JSON.stringify(message.params), ref_type: message.refType, ref_id: message.refId })))
    .execute();
}

/** A member's messages, newest first, with the prompt's title and text for prompt messages. */
export function listMessages(db: Reader, userId: number, page: Page, unreadOnly: boolean) {
  let query = db
    .selectFrom('messages as m')
    .leftJoin('prompts as p', (join) => join.on('m.ref_type', '=', 'prompt').on(sql<boolean>`m.ref_id = p.id::text`))
    .select(['m.id', 'm.kind', 'm.params', 'm.ref_type', 'm.ref_id', 'm.read_at', 'm.created_at', 'p.title', 'p.content'])
    .where('m.user_id', '=', userId);
  if (unreadOnly) query = query.where('m.read_at', 'is', null);
  return fetchPage(query.orderBy('m.id', 'desc'), page);
}

export type MessageRow = Awaited<ReturnType<typeof listMessages>>['rows'][number];

export async function countUnread(db: Reader, userId: number): Promise<number> {
  const row = await db.selectFrom('messages').select(sql<string>`count(*)`.as('count')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Marks the member's own messages read (all of them without ids); another member's ids change nothing. */
export function markRead(db: Reader, userId: number, ids: number[] | undefined, at: Date) {
  let query = db.updateTable('messages').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids.length ? ids : [0]);
  return query.execute();
}

/**
 * Claims up to `limit` messages not pushed yet and marks them pushed, in one statement; rows
 * another process is claiming are skipped, so each goes out once.
 */
export function claimUnpushed(db: Reader, at: Date, limit: number) {
  return db
    .updateTable('messages')
    .set({ pushed_at: at })
    .where('id', 'in', (eb) => eb.selectFrom('messages').select('id').where('pushed_at', 'is', null).orderBy('id').limit(limit).forUpdate().skipLocked())
    .returning(['id', 'user_id'])
    .execute();
}

export function findMessages(db: Reader, ids: number[]) {
  return db
    .selectFrom('messages as m')
    .leftJoin('prompts as p', (join) => join.on('m.ref_type', '=', 'prompt').on(sql<boolean>`m.ref_id = p.id::text`))
    .select(['m.id', 'm.user_id', 'm.kind', 'm.params', 'm.ref_type', 'm.ref_id', 'm.read_at', 'm.created_at', 'p.title', 'p.content'])
    .where('m.id', 'in', ids.length ? ids : [0])
    .orderBy('m.id')
    .execute();
}

// Prompts ---------------------------------------------------------------------------------------

export interface PromptValues {
  mbType: '0' | '1';
  mbId: string | null;
  status: '0' | '1';
  language: string;
  title: string;
  content: string;
}

function promptColumns(values: PromptValues) {
  return { mb_type: values.mbType, mb_id: values.mbId, status: values.status, language: values.language, title: values.title, content: values.content };
}

export function insertPrompt(trx: Transaction<Database>, values: PromptValues) {
  return trx.insertInto('prompts').values(promptColumns(values)).returningAll().executeTakeFirstOrThrow();
}

export function updatePrompt(trx: Transaction<Database>, id: number, values: PromptValues) {
  return trx.updateTable('prompts').set(promptColumns(values)).where('id', '=', id).returningAll().executeTakeFirst();
}

export function lockPrompt(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('prompts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function listPrompts(db: Reader, page: Page) {
  return fetchPage(db.selectFrom('prompts').selectAll().orderBy('id', 'desc'), page);
}

/** Active prompts for everyone and for this member, in every language (the app picks its own). */
export function activePromptsFor(db: Reader, mbId: string) {
  return db
    .selectFrom('prompts')
    .selectAll()
    .where('status', '=', '1')
    .where((eb) => eb.or([eb('mb_type', '=', '1'), eb('mb_id', '=', mbId)]))
    .orderBy('id')
    .execute();
}
