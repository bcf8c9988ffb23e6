import apiMessages from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { USER_AGREEMENT_VERSION } from '@halyard/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility.js';
import { byTestId, expectToast, messages, open, recordedToasts, recordToasts, signInWithPreview, type Locale } from './support/app.js';
import { phoneSuite } from './support/phone.js';

/**
 * Gates that keep the member's place: the user agreement (code 100000032) opens as a sheet over
 * the page that met it and, accepted, the action goes on with the form as it was.
 */
const suite = phoneSuite();
const AMOUNT = '10';

/**
 * The server answers a member who has not accepted the agreement with 100000032 (assets.spec
 * meets it for real on a deposit). The shared demo account may have accepted already, so this
 * file has the server say it once, for the first transfer only; the acceptance and the retried
 * transfer then reach the real server.
 */
async function agreementRequiredOnce(page: Page): Promise<string[]> {
  const bodies: string[] = [];
  let answered = false;
  await page.route('**/api/member/transferRecord/add', async (route) => {
    bodies.push(route.request().postData() ?? '');
    if (answered) return route.continue();
    answered = true;
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 100000032, msg: apiMessages.agreementRequired, data: { version: 'e2e' } }) });
  });
  return bodies;
}

async function transferBack(page: Page): Promise<void> {
  // Leaves the shared demo balances as they were: the same amount back to the fund account.
  const amount = byTestId(page, 'transfer-amount').locator('input');
  await byTestId(page, 'transfer-swap').click();
  await amount.fill(AMOUNT);
  await byTestId(page, 'transfer-submit').click();
  await expect.poll(() => amount.inputValue()).toBe('');
}

describe('the agreement gate', () => {
  it.each(['en_US', 'de_DE'] as Locale[])('opens over the transfer form and, accepted, sends the transfer with its amount (%s)', async (locale) => {
    const catalogue = messages(locale);
    const phone = await suite.open();
    const { page } = phone;
    await recordToasts(page);
    await signInWithPreview(phone);
    await open(page, `/transferRecord?lang=${locale}`);
    const bodies = await agreementRequiredOnce(page);
    const amount = byTestId(page, 'transfer-amount').locator('input');
    await amount.fill(AMOUNT);
    await byTestId(page, 'transfer-submit').click();

    // Over the page the member is on, in their language: no jump to /tos, nothing typed is lost.
    const sheet = byTestId(page, 'agreement-sheet');
    await sheet.waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/transferRecord');
    expect(await sheet.innerText()).toContain(catalogue.tos.gate.lead);
    expect(await sheet.innerText()).toContain(catalogue.tos.clause1.title);
    expect(await amount.inputValue()).toBe(AMOUNT);
    const problems = await accessibilityProblems(page, `agreement sheet ${locale}`);
    expect(problems, problems.join('\n')).toEqual([]);
    if (locale === 'en_US') await phone.screenshot('agreement-sheet');

    await byTestId(page, 'agreement-sheet-pass').click();
    await expectToast(page, catalogue.assets.transfer.success);
    await sheet.waitFor({ state: 'hidden' });
    expect(bodies).toHaveLength(2);
    expect(JSON.parse(bodies[1] ?? '{}')).toMatchObject({ amount: AMOUNT, from: 'fund', to: 'options' });
    expect(await amount.inputValue()).toBe('');
    expect(await byTestId(page, 'transfer-problem').count()).toBe(0);
    // The server recorded the acceptance.
    const authorized = await page.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem('token') ?? 'null') as { value: string }).value;
      const response = await fetch('/api/member/app/getInfo', { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: { authorized: boolean } }).data.authorized;
    });
    expect(authorized).toBe(true);
    // The refusal that opened the sheet was never shown as a message.
    expect(await recordedToasts(page)).not.toContain(apiMessages.agreementRequired);
    await transferBack(page);
  });

  it('closed with "Not now", leaves the form as it was, says nothing, and opens again on the next try', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    // Accepted already on the server, so only the answer this file fakes can open the sheet.
    await page.evaluate(async (version) => {
      const token = (JSON.parse(localStorage.getItem('token') ?? 'null') as { value: string }).value;
      await fetch('/api/member/app/auth', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ version }) });
    }, USER_AGREEMENT_VERSION);
    await open(page, '/transferRecord');
    const bodies = await agreementRequiredOnce(page);
    const amount = byTestId(page, 'transfer-amount').locator('input');
    await amount.fill(AMOUNT);
    await byTestId(page, 'transfer-submit').click();
    await byTestId(page, 'agreement-sheet-later').click();
    await byTestId(page, 'agreement-sheet').waitFor({ state: 'hidden' });
    expect(await amount.inputValue()).toBe(AMOUNT);
    expect(await byTestId(page, 'transfer-problem').count()).toBe(0);
    expect(bodies).toHaveLength(1);

    await byTestId(page, 'transfer-submit').click();
    await expect.poll(() => bodies.length).toBe(2);
    await expect.poll(() => amount.inputValue()).toBe('');
    await transferBack(page);
  });
});
