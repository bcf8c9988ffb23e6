import { readFileSync } from 'node:fs';
import { formatQuantity, type ReserveProofData, type ReserveSnapshot } from '@halyard/shared';
import { addReserveAmounts } from '@halyard/shared/reserves-tree';
import type { Page } from 'playwright-core';
import { keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkProofFile, readProofFile } from '../scripts/reserves-verify-file.js';
import { accessibilityProblems } from './support/accessibility.js';
import { byTestId, en, open, openMenu } from './support/app.js';
import { fill } from './support/messages.js';
import { callApi, depositNoticeShown, freshKey, memberPhone, operatorPhone } from './support/member.js';
import { phoneSuite, screenshotsInThemes, type Phone, type PhoneOptions } from './support/phone.js';

/**
 * Proof of reserves end to end, on the shared app server: this spec alone takes a snapshot there
 * (an admin may take one an hour; the console's spec takes its own on an app of its own). No node
 * is configured: the liabilities half, with "reserves not configured".
 */
const suite = phoneSuite();
const onApp = (): PhoneOptions => ({});

/** A member-reported USDT deposit, passed by the operator through the admin route; returns once its notice is on the member's page. */
async function deposit(member: Phone, amount: string): Promise<void> {
  const { page } = member;
  const reported = await callApi<{ id: number }>(page, 'POST', '/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount, txHash: keccak256(toHex(`reserves ${Date.now()} ${Math.random()}`)) });
  expect(reported.code).toBe(200);
  const operator = await operatorPhone(browserOf(page), '/home', onApp());
  try {
    expect((await callApi(operator.page, 'POST', `/admin/deposits/${reported.data.id}/approve`)).code).toBe(200);
  } finally {
    await operator.close();
  }
  await depositNoticeShown(page);
}

function browserOf(page: Page) {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  return browser;
}

/** The admin takes a snapshot now, through the operator's session; answers its USDT tree. */
async function takeSnapshot(page: Page): Promise<ReserveSnapshot> {
  const operator = await operatorPhone(browserOf(page), '/home', onApp());
  try {
    const taken = await callApi<{ snapshotId: number; coins: ReserveSnapshot[] }>(operator.page, 'POST', '/admin/reserves/snapshot');
    expect(taken.code).toBe(200);
    const usdt = taken.data.coins.find((coin) => coin.coin === 'USDT');
    if (!usdt) throw new Error(`no USDT tree in ${JSON.stringify(taken.data)}`);
    return usdt;
  } finally {
    await operator.close();
  }
}

const text = (page: Page, testId: string) => byTestId(page, testId).innerText();

async function verify(page: Page): Promise<string | null> {
  await byTestId(page, 'reserves-verify-USDT').click();
  const verdict = byTestId(page, 'reserves-verdict-USDT');
  await verdict.waitFor({ state: 'visible' });
  await verdict.scrollIntoViewIfNeeded();
  return verdict.getAttribute('data-verdict');
}

describe('proof of reserves', () => {
  it('shows a member their exact balance in the published root, verified in the browser; a tampered proof does not verify', { timeout: 120_000 }, async () => {
    // Another member first, so the member's proof has siblings whose sums a forger could change.
    const other = await memberPhone(suite, freshKey('reserves other'), { phone: onApp() });
    await deposit(other, '40');
    await other.close();
    const phone = await memberPhone(suite, freshKey('reserves member'), { phone: onApp() });
    const { page } = phone;
    await deposit(phone, '250.5');
    const usdt = await takeSnapshot(page);
    expect(usdt.reservesStatus).toBe('notConfigured');

    await open(page, '/reserves');
    await byTestId(page, 'reserves-coin-USDT').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'reserves-snapshot').getAttribute('data-snapshot-id')).toBe(String(usdt.snapshotId));
    expect(await text(page, 'reserves-coin-USDT-liabilities')).toBe(formatQuantity(usdt.liabilities, 18));
    expect(await text(page, 'reserves-status-USDT')).toContain(en.reserves.status.notConfigured);
    expect(await text(page, 'reserves-coin-USDT-facts-root')).toBe(usdt.rootHash);
    await screenshotsInThemes(phone, 'reserves-snapshot');
    const problems = await accessibilityProblems(page, 'proof of reserves');

    expect(await verify(page)).toBe('included');
    expect(await text(page, 'reserves-verdict-USDT')).toBe(fill(en.reserves.verify.included, { amount: '250.5', coin: 'USDT' }));
    expect(await text(page, 'reserves-proof-USDT-root')).toBe(usdt.rootHash);
    await screenshotsInThemes(phone, 'reserves-included');
    problems.push(...(await accessibilityProblems(page, 'proof of reserves, balance included')));

    // The downloaded file is what `npm run reserves:verify -- proof.json` checks offline: it verifies on its own.
    const downloading = page.waitForEvent('download');
    await byTestId(page, 'reserves-download-USDT').click();
    const downloaded = readFileSync((await (await downloading).path()) ?? '', 'utf8');
    const file = JSON.parse(downloaded) as ReserveProofData & { rootHash: string; liabilities: string };
    expect(file).toMatchObject({ snapshotId: usdt.snapshotId, coin: 'USDT', balance: '250.500000000000000000', rootHash: usdt.rootHash, liabilities: usdt.liabilities });
    expect((await checkProofFile(readProofFile(downloaded))).verified).toBe(true);

    // A forged proof: one sibling's sum one coin larger. The browser rebuilds another root.
    const [sibling, ...higher] = file.siblings;
    if (!sibling) throw new Error('the tree has a single leaf');
    const tampered: ReserveProofData = { ...file, siblings: [{ ...sibling, sum: addReserveAmounts(sibling.sum, '1.000000000000000000') }, ...higher] };
    await page.route('**/api/member/reserves/proof?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'ok', data: tampered }) }));
    await page.reload();
    await byTestId(page, 'reserves-coin-USDT').waitFor({ state: 'visible' });
    expect(await verify(page)).toBe('failed');
    expect(await text(page, 'reserves-verdict-USDT')).toContain(en.reserves.verify.failed);
    expect(await text(page, 'reserves-proof-USDT-root')).not.toBe(usdt.rootHash);
    await screenshotsInThemes(phone, 'reserves-tampered');
    problems.push(...(await accessibilityProblems(page, 'proof of reserves, proof refused')));
    expect(problems).toEqual([]);
  });

  it('is public: a visitor opens it from the side menu, reads the figures and is asked to sign in to verify', async () => {
    // The snapshot the test above took is published on this server.
    const phone = await suite.open(undefined, onApp());
    const { page } = phone;
    await open(page, '/home');
    const menu = await openMenu(page);
    await menu.locator('[data-testid="menu-reserves"]').click();
    await page.waitForURL((url) => url.pathname === '/reserves');
    await byTestId(page, 'reserves-coin-USDT').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'page-title').innerText()).toBe(en.route.reserves);
    expect(await text(page, 'reserves-sign-in')).toContain(en.reserves.verify.signInHint);
    expect(await byTestId(page, 'reserves-verify-USDT').count()).toBe(0);
    await screenshotsInThemes(phone, 'reserves-public');
    expect(await accessibilityProblems(page, 'proof of reserves, signed out')).toEqual([]);
  });
});
