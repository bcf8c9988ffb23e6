import { REFERRAL_CODE_PATTERN } from '@halyard/shared';

/** Session storage: the code lasts as long as the tab, long enough to connect a wallet and sign in. */
const STORAGE_KEY = 'halyard.ref';

function isReferralCode(value: string): boolean {
  return REFERRAL_CODE_PATTERN.test(value);
}

/**
 * The app opened with ?ref=CODE (an agent's link): keep the code until sign-in sends it. Codes are
 * upper case; a link typed in lower case still counts. Anything else is ignored.
 */
export function rememberReferral(search: string = window.location.search): void {
  const code = new URLSearchParams(search).get('ref')?.trim().toUpperCase();
  if (!code || !isReferralCode(code)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage refused (a private window): the link just does not count.
  }
}

/** The agent's code to send with the next sign-in, if the app was opened through a referral link. */
export function storedReferral(): string | undefined {
  try {
    const code = sessionStorage.getItem(STORAGE_KEY);
    return code !== null && isReferralCode(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Signed in: the server has linked (or not) the member once, so the code is spent. */
export function forgetReferral(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
