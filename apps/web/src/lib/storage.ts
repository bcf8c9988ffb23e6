import { SESSION_TTL_SECONDS, type Locale, type MemberInfo } from '@halyard/shared';

export type Theme = 'light' | 'dark';

/** A line a member drew on a pair's chart: the tool and its anchor points (candle time in ms, price). */
export interface StoredChartDrawing {
  tool: string;
  points: Array<{ timestamp: number; value: number }>;
}

/** Every value the app keeps in localStorage, under the spec's keys (§3). */
export interface StoredValues {
  token: string;
  userInfo: MemberInfo;
  address: string;
  web3Lang: Locale;
  theme: Theme;
  logoUrl: string;
  logoName: string;
  domain: string;
  kefuToken: string;
  /** The asset overview shows **** instead of amounts. */
  hideBalances: boolean;
  /** Ids of the notification prompts this device has dismissed. */
  dismissedPrompts: number[];
  /** The lines drawn on each pair's chart, by pair. */
  chartDrawings: Record<string, StoredChartDrawing[]>;
}
export type StorageKey = keyof StoredValues;

const STORAGE_VERSION = 1;

/** Session values expire with the server token (spec §9: 21600 s). */
const ttlSecondsByKey: Partial<Record<StorageKey, number>> = {
  token: SESSION_TTL_SECONDS,
  userInfo: SESSION_TTL_SECONDS,
  address: SESSION_TTL_SECONDS,
};

interface StoredEnvelope<T> {
  v: typeof STORAGE_VERSION;
  value: T;
  expiresAt: number | null;
}

function isEnvelope(value: unknown): value is StoredEnvelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'v' in value &&
    value.v === STORAGE_VERSION &&
    'value' in value &&
    'expiresAt' in value
  );
}

export function writeStored<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  const ttl = ttlSecondsByKey[key];
  const envelope: StoredEnvelope<StoredValues[K]> = {
    v: STORAGE_VERSION,
    value,
    expiresAt: ttl === undefined ? null : Date.now() + ttl * 1000,
  };
  localStorage.setItem(key, JSON.stringify(envelope));
}

/** An expired, unversioned or unreadable value reads as absent (and is removed). */
export function readStored<K extends StorageKey>(key: K): StoredValues[K] | undefined {
  const raw = localStorage.getItem(key);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isEnvelope(parsed) && (parsed.expiresAt === null || parsed.expiresAt > Date.now())) {
      return parsed.value as StoredValues[K];
    }
  } catch {
    // Unreadable JSON is treated like an expired value below.
  }
  localStorage.removeItem(key);
  return undefined;
}

export function removeStored(key: StorageKey): void {
  localStorage.removeItem(key);
}
