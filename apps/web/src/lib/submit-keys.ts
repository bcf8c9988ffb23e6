/** A random Idempotency-Key; crypto.randomUUID exists only in secure contexts, so plain http builds one. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface SubmitKeys {
  /** The key for sending this body: the same one while the same body is retried, a new one otherwise. */
  keyFor(body: unknown): string;
  /** The body went through: its next submit is a new request and gets a new key. */
  settle(): void;
}

/**
 * Idempotency keys of one form. A retried submit (a double tap, a lost answer) reuses its key, so
 * the server moves the money once; a changed body or a submit after success gets a fresh key.
 */
export function createSubmitKeys(makeKey: () => string = newIdempotencyKey): SubmitKeys {
  let current: { body: string; key: string } | undefined;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { body: text, key: makeKey() };
      return current.key;
    },
    settle() {
      current = undefined;
    },
  };
}
