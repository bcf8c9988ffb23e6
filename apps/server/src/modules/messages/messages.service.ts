import type { Kysely, Transaction } from 'kysely';
import {
  PROMPT_FOR_EVERYONE,
  type MemberMessage,
  type MemberMessagePage,
  type Prompt,
  type PromptInput,
} from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import type { Page, Paged } from '../../db/paging.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { noMemberPush, type MemberPush } from '../../lib/member-push.js';
import { htmlToText, sanitizeArticleHtml } from '../../lib/sanitize-html.js';
import { recordDecision } from '../audit/audit.service.js';
import * as members from '../members/members.service.js';
import * as repository from './messages.repository.js';

/** How often committed messages are pushed live (the outbox is drained). */
const PUSH_INTERVAL_MS = 250;

export interface Notice {
  /** What happened, e.g. `depositPassed`; the app words it in the member's language. */
  kind: string;
  /** The values the wording needs; undefined ones are left out. */
  params?: Record<string, string | undefined>;
  refType?: string;
  refId?: string;
}

/**
 * Tells a member something, in the transaction of the event itself: the message exists exactly
 * when the event committed, and goes out live on `user.messages` right after.
 */
export async function notifyMember(trx: Transaction<Database>, userId: number, notice: Notice): Promise<void> {
  await repository.insertMessage(trx, newMessage(userId, notice));
}

/** Tells many members at once (a settlement's results), in one statement of the event's transaction. */
export async function notifyMembers(trx: Transaction<Database>, notices: ReadonlyArray<{ userId: number; notice: Notice }>): Promise<void> {
  await repository.insertMessages(trx, notices.map(({ userId, notice }) => newMessage(userId, notice)));
}

function newMessage(userId: number, notice: Notice): repository.NewMessage {
  const params = Object.fromEntries(Object.entries(notice.params ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { userId, kind: notice.kind, params, refType: notice.refType ?? null, refId: notice.refId ?? null };
}

function toMessage(row: repository.MessageRow): MemberMessage {
  const message: MemberMessage = {
    id: row.id,
    kind: row.kind,
    params: JSON.parse(row.params) as Record<string, string>,
    refType: row.ref_type,
    refId: row.ref_id,
    read: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  };
  if (row.title !== null) message.title = row.title;
  if (row.content !== null) message.content = row.content;
  return message;
}

function toPrompt(row: { id: number; mb_type: '0' | '1'; mb_id: string | null; status: '0' | '1'; language: string; title: string; content: string; created_at: Date }): Prompt {
  return {
    id: row.id,
    mbType: row.mb_type,
    mbId: row.mb_id ?? '',
    promptStatus: row.status,
    promptLanguge: row.language as Prompt['promptLanguge'],
    promptTitle: row.title,
    promptConnet: row.content,
    createdAt: row.created_at.toISOString(),
  };
}

export interface MessagesService {
  /** The member's messages, newest first (or only the unread ones). */
  list(userId: number, page: Page, unreadOnly?: boolean): Promise<MemberMessagePage>;
  /** How many of the member's messages are unread. */
  unreadCount(userId: number): Promise<number>;
  /** Marks the member's messages read; ids of someone else's messages change nothing. */
  markRead(userId: number, ids: number[] | undefined): Promise<number>;
  /** The active prompts for this member, in every language. */
  promptsFor(userId: number): Promise<Prompt[]>;
  /** Every prompt, newest first, for the console. */
  prompts(page: Page): Promise<Paged<Prompt>>;
  /** Adds or changes a prompt (HTML sanitised on save), audited with what it was before and after. */
  savePrompt(actor: string, input: PromptInput, id?: number): Promise<Prompt>;
  /** A member's socket asked for its prompts: they follow as one array on `user.prompts`. */
  pushPrompts(userId: number): void;
  /** Pushes committed messages live (drains the outbox) until the returned function is called. */
  pushLive(): () => void;
}

export interface MessagesDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** Where messages and prompts go live. */
  push?: MemberPush;
  /** Where a failed live push is reported (the server log). */
  onError?(error: unknown): void;
  /**
   * Told of the messages a drain claimed, after their socket push (Web Push sends alerts from it).
   * The claim is one process's alone, so each message is handed over once; it must not throw.
   */
  afterClaimed?(messages: ClaimedMessage[]): void;
}

/** A message as a drain claimed it. */
export interface ClaimedMessage {
  id: number;
  userId: number;
  kind: string;
  params: Record<string, string>;
  refType: string | null;
  refId: string | null;
}

export function createMessagesService({ db, clock, push = noMemberPush, onError = () => undefined, afterClaimed }: MessagesDependencies): MessagesService {

  async function promptsFor(userId: number): Promise<Prompt[]> {
    const user = await members.findMbId(db, userId);
    if (!user) return [];
    return (await repository.activePromptsFor(db, user.mb_id)).map(toPrompt);
  }

  /** Pushes the member's active prompts as one array on `user.prompts`. */
  async function pushPrompts(userId: number): Promise<void> {
    if (!push.listens('user.prompts')) return;
    push.pushToMember(userId, 'user.prompts', await promptsFor(userId));
  }

  /** Sends every committed message not pushed yet to its member's sockets, with their unread count. */
  async function drainOutbox(): Promise<void> {
    const claimed = await repository.claimUnpushed(db, clock.now(), 100);
    const listens = push.listens('user.messages');
    if (claimed.length === 0 || (!listens && !afterClaimed)) return;
    const rows = await repository.findMessages(db, claimed.map((row) => row.id));
    const unread = new Map<number, number>();
    for (const row of listens ? rows : []) {
      let count = unread.get(row.user_id);
      if (count === undefined) unread.set(row.user_id, (count = await repository.countUnread(db, row.user_id)));
      push.pushToMember(row.user_id, 'user.messages', { message: toMessage(row), unread: count });
    }
    afterClaimed?.(rows.map((row) => ({ id: row.id, userId: row.user_id, kind: row.kind, params: JSON.parse(row.params) as Record<string, string>, refType: row.ref_type, refId: row.ref_id })));
  }

  return {
    async list(userId: number, page: Page, unreadOnly = false): Promise<MemberMessagePage> {
      const { rows, total } = await repository.listMessages(db, userId, page, unreadOnly);
      return { rows: rows.map(toMessage), total };
    },

    unreadCount(userId: number): Promise<number> {
      return repository.countUnread(db, userId);
    },

    async markRead(userId: number, ids: number[] | undefined): Promise<number> {
      await repository.markRead(db, userId, ids, clock.now());
      return repository.countUnread(db, userId);
    },

    promptsFor,

    async prompts(page: Page) {
      const { rows, total } = await repository.listPrompts(db, page);
      return { rows: rows.map(toPrompt), total };
    },

    /** Saves a prompt (HTML sanitised); one for a member also lands in that member's message center. */
    async savePrompt(actor: string, input: PromptInput, id?: number): Promise<Prompt> {
      const forEveryone = input.mbType === PROMPT_FOR_EVERYONE;
      const { saved, memberId } = await db.transaction().execute(async (trx) => {
        const member = forEveryone ? undefined : await members.findUserByMbId(trx, input.mbId ?? '');
        if (!forEveryone && !member) throw AppError.notFound('memberNotFound');
        const values = {
          mbType: input.mbType,
          mbId: forEveryone ? null : (input.mbId ?? null),
          status: input.promptStatus,
          language: input.promptLanguge,
          title: htmlToText(input.promptTitle),
          content: sanitizeArticleHtml(input.promptConnet),
        };
        const before = id === undefined ? undefined : await repository.lockPrompt(trx, id);
        if (id !== undefined && !before) throw AppError.notFound();
        const row = id === undefined ? await repository.insertPrompt(trx, values) : await repository.updatePrompt(trx, id, values);
        if (!row) throw AppError.notFound();
        const terms = (prompt: { mb_id: string | null; status: string; language: string; title: string }) => ({ mbId: prompt.mb_id, status: prompt.status, language: prompt.language, title: prompt.title });
        await recordDecision(trx, {
          actor,
          action: id === undefined ? 'prompt.create' : 'prompt.update',
          targetType: 'prompt',
          targetId: row.id,
          detail: { before: before ? terms(before) : null, after: terms(row) },
          at: clock.now(),
        });
        if (member && id === undefined) await notifyMember(trx, member.id, { kind: 'prompt', refType: 'prompt', refId: String(row.id) });
        return { saved: row, memberId: member?.id };
      });
      if (memberId !== undefined) pushPrompts(memberId).catch(onError);
      return toPrompt(saved);
    },

    pushPrompts(userId: number): void {
      pushPrompts(userId).catch(onError);
    },

    pushLive(): () => void {
      let draining = false;
      const timer = setInterval(() => {
        if (draining) return;
        draining = true;
        drainOutbox()
          .catch(onError)
          .finally(() => {
            draining = false;
          });
      }, PUSH_INTERVAL_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
