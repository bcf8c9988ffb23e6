import type { MemberMessage } from '@halyard/shared';
import type { TFunction } from '../../lib/i18n';

const worded = ['depositPassed', 'depositRejected', 'withdrawalPaid', 'withdrawalRejected', 'depositDetected', 'depositBelowMinimum', 'depositDropped', 'withdrawalSent'] as const;
type WordedKind = (typeof worded)[number];

function isWorded(kind: string): kind is WordedKind {
  return (worded as readonly string[]).includes(kind);
}

/** A message in the member's language: prompts carry their own words, events are worded here from their values. */
export function messageText(message: MemberMessage, t: TFunction): { title: string; body: string; html?: string } {
  if (message.kind === 'prompt') return { title: message.title ?? t('messages.kind.prompt'), body: '', html: message.content };
  if (isWorded(message.kind)) {
    const values = { amount: '', coin: '', credited: '', reason: '', txHash: '', confirmations: '', minUsdt: '', ...message.params };
    return { title: t(`messages.kind.${message.kind}.title`), body: t(`messages.kind.${message.kind}.body`, values) };
  }
  // A kind this version does not know yet still says something true.
  return { title: t('messages.kind.other.title'), body: t('messages.kind.other.body') };
}
