import { useTranslation, type MessageKey } from '../../../lib/i18n';

/** The rule's document and the offline check, named as they are in the repository (not translated). */
const RULE_DOCUMENT = 'docs/reserves.md';
const OFFLINE_CHECK = 'npm run reserves:verify -- proof.json';

const PROVEN: ReadonlyArray<{ key: string; title: MessageKey; body: MessageKey }> = [
  { key: 'tree', title: 'reserves.explain.treeTitle', body: 'reserves.explain.tree' },
  { key: 'proof', title: 'reserves.explain.proofTitle', body: 'reserves.explain.proof' },
  { key: 'debts', title: 'reserves.explain.debtsTitle', body: 'reserves.explain.debts' },
  { key: 'onChain', title: 'reserves.explain.onChainTitle', body: 'reserves.explain.onChain' },
  { key: 'limits', title: 'reserves.explain.limitsTitle', body: 'reserves.explain.limits' },
];

/** What a snapshot proves and what it cannot, in plain words, one fold each; then how to check it yourself. */
export function ReservesExplainer() {
  const { t } = useTranslation();
  return (
    <div className="reserves-explainer" data-testid="reserves-explainer">
      {PROVEN.map((part) => (
        <details key={part.key} className="reserves-explainer__part" data-testid={`reserves-explain-${part.key}`}>
          <summary>{t(part.title)}</summary>
          <p>{t(part.body)}</p>
        </details>
      ))}
      <details className="reserves-explainer__part" data-testid="reserves-explain-yourself">
        <summary>{t('reserves.explain.yourselfTitle')}</summary>
        <p>{t('reserves.explain.yourself', { document: RULE_DOCUMENT })}</p>
        <pre className="reserves-explainer__command" tabIndex={0}>
          {OFFLINE_CHECK}
        </pre>
      </details>
    </div>
  );
}
