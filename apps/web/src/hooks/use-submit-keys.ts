import { useState } from 'react';
import { createSubmitKeys, type SubmitKeys } from '../lib/submit-keys';

/** Idempotency keys that live as long as the form. */
export function useSubmitKeys(): SubmitKeys {
  const [keys] = useState(createSubmitKeys);
  return keys;
}
