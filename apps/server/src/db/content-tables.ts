import type { ColumnType, Generated } from 'kysely';
import type { ContentKind, FaqTopic } from '@halyard/shared';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

// Settings, content, messages and support chat: their tables, composed into Database by schema.ts.
export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface ContentItemsTable {
  id: Generated<number>;
  kind: ContentKind;
  /** Stable name of a seeded item or document (e.g. `whitePaper`); null for items operators add. */
  slug: string | null;
  topic: FaqTopic | null;
  cover: string | null;
  link: string | null;
  sort: Generated<number>;
  version: string | null;
  published_at: ColumnType<Date, Date | undefined, Date>;
  /** False once an editor takes the item down; members read published items only. */
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

/** Terms an operator set for a product (JSON of its schema in @halyard/shared); absent until first changed. */
export interface ProductTermsTable {
  product: string;
  terms: string;
  updated_by: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Deposit addresses admins proposed; one approved by a second admin is in force (the latest per network). */
export interface DepositAddressProposalsTable {
  id: Generated<number>;
  network: string;
  address: string;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'approved' | 'rejected'>;
  proposed_by: string;
  proposed_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
}

/** Deposit chains an admin switched; a chain without a row is on. */
export interface DepositChainsTable {
  chain: string;
  enabled: boolean;
  updated_by: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Images editors upload for content (banners, events, partners), served publicly by id. */
export interface ContentImagesTable {
  id: Generated<number>;
  content_type: string;
  size: number;
  data: Uint8Array;
  uploaded_by: string;
  created_at: CreatedAt;
}

export interface ContentTranslationsTable {
  item_id: number;
  language: string;
  title: string;
  summary: string | null;
  /** HTML, sanitised when saved. */
  content: string | null;
  search_text: ColumnType<string, string | undefined, string>;
}

export interface PromptsTable {
  id: Generated<number>;
  mb_type: '0' | '1';
  mb_id: string | null;
  status: ColumnType<'0' | '1', '0' | '1' | undefined, '0' | '1'>;
  /** A locale, or ALL. */
  language: string;
  title: string;
  /** HTML, sanitised when saved. */
  content: string;
  created_at: CreatedAt;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  /** JSON object of strings: what the wording of `kind` needs. */
  params: ColumnType<string, string | undefined, never>;
  ref_type: string | null;
  ref_id: string | null;
  read_at: Date | null;
  created_at: CreatedAt;
  pushed_at: Date | null;
}

export interface SupportConversationsTable {
  id: Generated<number>;
  user_id: number;
  /** Read receipts: the last message id each side has read. */
  member_read_id: Generated<number>;
  operator_read_id: Generated<number>;
  last_message_at: ColumnType<Date, Date | undefined, Date>;
  created_at: CreatedAt;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender: 'member' | 'operator';
  operator_address: string | null;
  body: string | null;
  image_id: number | null;
  created_at: CreatedAt;
}

export interface SupportImagesTable {
  id: Generated<number>;
  conversation_id: number;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_at: CreatedAt;
}
