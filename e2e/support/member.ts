import { USER_AGREEMENT_VERSION } from '@halyard/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { keccak256, toHex, type Hex } from 'viem';
import { expect } from 'vitest';
import { byTestId, open } from './app.js';
import { LIVE_WAIT_MS } from './global-setup.js';
import { openPhone, type Phone, type PhoneOptions, type PhoneSuite } from './phone.js';
import { injectWallet, OPERATOR_TEST_KEY } from './wallet.js';

/** A key of its own for each run of a spec, so no earlier run's messages or chats get in the way. */
export function freshKey(label: string): Hex {
  return keccak256(toHex(`halyard e2e ${label} ${Date.now()} ${Math.random()}`));
}

/** Calls the API from the page, as the signed-in member of that page (its stored token); answers the envelope. */
export async function callApi<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<{ code: number; msg: string; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = (JSON.parse(localStorage.getItem('token') ?? 'null') as { value?: string } | null)?.value;
      const response = await fetch(`/api${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  );
}

/** Signs the page's injected wallet in from the home header. */
export async function signInWithWallet(page: Page, pathname = '/home'): Promise<void> {
  await open(page, pathname);
  await byTestId(page, 'header-login').click();
  await byTestId(page, 'header-address').waitFor({ state: 'visible' });
}

/** A member's phone, signed in with the given key (and, unless told not to, past the user agreement); on another app server when `phone` says so. */
export async function memberPhone(
  suite: PhoneSuite,
  privateKey: Hex,
  { acceptAgreement = true, setup, phone: phoneOptions }: { acceptAgreement?: boolean; setup?: (context: BrowserContext) => Promise<void>; phone?: PhoneOptions } = {},
): Promise<Phone> {
  const phone = await suite.open(async (context) => {
    await injectWallet(context, { privateKey });
    await setup?.(context);
  }, phoneOptions);
  await signInWithWallet(phone.page);
  if (acceptAgreement) expect((await callApi(phone.page, 'POST', '/member/app/auth', { version: USER_AGREEMENT_VERSION })).code).toBe(200);
  return phone;
}

/** The operator in a second browser context beside the member's, checked for console errors the same way. */
export async function operatorPhone(browser: Browser, pathname = '/home', options: PhoneOptions = {}): Promise<Phone> {
  const operator = await openPhone(
    browser,
    async (context) => {
      await injectWallet(context, { privateKey: OPERATOR_TEST_KEY });
    },
    options,
  );
  await signInWithWallet(operator.page);
  if (pathname !== '/home') await open(operator.page, pathname);
  return operator;
}

/**
 * Waits until the live alert of a deposit just passed has shown as a toast on the member's open page;
 * go on in a fresh document, without it. The server sends new messages every 250 ms or so: a test
 * that opened a fresh document straight after the approval could have the notice arrive there
 * instead, over whatever it taps next.
 */
export async function depositNoticeShown(page: Page): Promise<void> {
  await page.locator('[data-testid^="alert-toast-"][data-tone]').first().waitFor({ state: 'visible', timeout: LIVE_WAIT_MS });
}

/** The member's mbId, as operators address prompts to one member. */
export async function mbIdOf(page: Page): Promise<string> {
  return (await callApi<{ mbId: string }>(page, 'GET', '/member/app/getInfo')).data.mbId;
}
