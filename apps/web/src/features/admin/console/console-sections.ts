import type { OperatorRole } from '@halyard/shared';

/** The parts of the operator console, in the order the switcher shows them. */
export const CONSOLE_SECTIONS = ['reviews', 'members', 'operators', 'audit', 'books', 'products', 'content', 'chain', 'reserves', 'support'] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/**
 * Who may use which part, as the server allows it (an admin may use everything): reviewers the
 * deposit and withdrawal reviews, editors the content (events, bulletins, the FAQ, banners,
 * partners and documents), support the chat inbox; members, operators, the audit log, the
 * books and the product terms (contracts, options, deposits and withdrawals) are the admin's.
 * The content section holds the notification prompts too. The chain (the watcher, its alarms, the
 * deposit addresses' balances) is for those who pass money: reviewers read it, admins act on it.
 * The reserves (snapshots on demand, the declared wallets) are the admin's, as the server allows.
 */
const ROLES_OF: Record<ConsoleSection, readonly OperatorRole[]> = {
  reviews: ['admin', 'reviewer'],
  members: ['admin'],
  operators: ['admin'],
  audit: ['admin'],
  books: ['admin'],
  products: ['admin'],
  content: ['admin', 'editor'],
  chain: ['admin', 'reviewer'],
  reserves: ['admin'],
  support: ['admin', 'support'],
};

/** The sections an operator of this role sees; none for a member who is not an operator. */
export function sectionsFor(role: OperatorRole | null | undefined): ConsoleSection[] {
  if (!role) return [];
  return CONSOLE_SECTIONS.filter((section) => ROLES_OF[section].includes(role));
}

export function isConsoleSection(value: string | null): value is ConsoleSection {
  return value !== null && (CONSOLE_SECTIONS as readonly string[]).includes(value);
}

/**
 * The section to show: the one asked for (?section=) if this role may use it, else the role's
 * first. The support inbox is a page of its own, so it is never the section shown in place.
 */
export function sectionToShow(requested: string | null, allowed: readonly ConsoleSection[]): ConsoleSection | undefined {
  const inPlace: readonly ConsoleSection[] = allowed.filter((section) => section !== 'support');
  if (isConsoleSection(requested) && inPlace.includes(requested)) return requested;
  return inPlace[0];
}
