import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

// Web Push for alerts (migration 2026_11_29_0401_push): its tables, composed into Database by schema.ts.

/** The server's VAPID key pair (base64url), one row with id 1. */
export interface PushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: CreatedAt;
}

/** One browser of a member that receives Web Push, worded in the language it subscribed in. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** An alert kind a member switched on or off; without a row it is on. */
export interface PushKindsTable {
  user_id: number;
  kind: string;
  enabled: boolean;
}
