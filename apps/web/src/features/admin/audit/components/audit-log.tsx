import { CHAIN_ALARM_KINDS, PRODUCT_TERMS, REVIEW_ACTIONS, REVIEW_BLOCKS, TEXT_LIMITS, type AuditRow, type ChainAlarmKind, type ProductTermsName, type ReviewAction, type ReviewBlock } from '@halyard/shared';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ChipGroup } from '../../../../components/chip-group';
import { RecordList } from '../../../../components/record-list';
import { formatDateTime, formatShortAddress } from '../../../../lib/format';
import type { MessageKey } from '../../../../lib/i18n';
import { useAuditLog } from '../api/audit';
import { auditChanges, type AuditChange } from '../audit-detail';
import { termsValueText } from '../../products/products-draft';
import './audit-log.css';

/** The kinds of action the log is filtered by (the server matches the start of the action's name). */
const ACTION_FILTERS = ['all', 'operator.', 'member.', 'deposit.', 'withdrawal.', 'content.', 'prompt.', 'terms.', 'stakingPlan.', 'boxTier.', 'depositAddress.', 'reserve', 'chainAlarm.'] as const;
type ActionFilter = (typeof ACTION_FILTERS)[number];

const ACTION_FILTER_LABELS: Record<ActionFilter, MessageKey> = {
  all: 'console.audit.all',
  'operator.': 'console.section.operators',
  'member.': 'console.section.members',
  'deposit.': 'assets.admin.deposits',
  'withdrawal.': 'assets.admin.withdrawals',
  'content.': 'console.section.content',
  'prompt.': 'console.prompts.kind',
  'terms.': 'console.section.products',
  'stakingPlan.': 'console.products.plans.title',
  'boxTier.': 'console.products.tiers.title',
  'depositAddress.': 'console.products.addresses.title',
  // The snapshots (reserves.) and the declared wallets (reserveWallet.) alike.
  reserve: 'console.section.reserves',
  'chainAlarm.': 'console.chain.alarms',
};

const ACTION_LABELS: Record<string, MessageKey> = {
  'operator.set': 'console.action.operatorSet',
  'operator.remove': 'console.action.operatorRemove',
  'member.update': 'console.action.memberUpdate',
  'deposit.check': 'console.action.depositCheck',
  'deposit.approveFirst': 'console.action.depositApproveFirst',
  'deposit.approve': 'console.action.depositApprove',
  'deposit.refused': 'console.action.depositRefused',
  'deposit.reject': 'console.action.depositReject',
  'withdrawal.check': 'console.action.withdrawalCheck',
  'withdrawal.approveFirst': 'console.action.withdrawalApproveFirst',
  'withdrawal.approve': 'console.action.withdrawalApprove',
  'withdrawal.refused': 'console.action.withdrawalRefused',
  'withdrawal.reject': 'console.action.withdrawalReject',
  'content.create': 'console.action.contentCreate',
  'content.update': 'console.action.contentUpdate',
  'content.remove': 'console.action.contentRemove',
  'content.image': 'console.action.contentImage',
  'prompt.create': 'console.action.promptCreate',
  'prompt.update': 'console.action.promptUpdate',
  'terms.set': 'console.action.termsSet',
  'stakingPlan.create': 'console.action.stakingPlanCreate',
  'stakingPlan.update': 'console.action.stakingPlanUpdate',
  'boxTier.create': 'console.action.boxTierCreate',
  'boxTier.update': 'console.action.boxTierUpdate',
  'depositAddress.propose': 'console.action.depositAddressPropose',
  'depositAddress.approve': 'console.action.depositAddressApprove',
  'depositAddress.reject': 'console.action.depositAddressReject',
  'depositChain.set': 'console.action.depositChainSet',
  'reserves.snapshot': 'console.action.reservesSnapshot',
  'reserveWallet.propose': 'console.action.reserveWalletPropose',
  'reserveWallet.approve': 'console.action.reserveWalletApprove',
  'reserveWallet.reject': 'console.action.reserveWalletReject',
  'chainAlarm.acknowledge': 'console.action.chainAlarmAcknowledge',
};

const FIELD_LABELS: Record<string, MessageKey> = {
  kind: 'console.member.kind',
  creditScore: 'console.member.creditScore',
  frozen: 'console.member.frozen',
  tradingDisabled: 'console.member.tradingDisabled',
  role: 'console.operator.role',
  reason: 'assets.field.reason',
  txHash: 'assets.field.txHash',
  creditedUsdt: 'assets.field.credited',
  rate: 'console.audit.rate',
  published: 'console.audit.published',
  publishedAt: 'console.audit.publishedAt',
  titles: 'console.audit.titles',
  leverages: 'console.products.field.leverages',
  feeRate: 'console.products.field.feeRate',
  maintenanceMarginRate: 'console.products.field.maintenanceMarginRate',
  minMargin: 'console.products.field.minMargin',
  periods: 'console.products.field.periods',
  minAmount: 'console.products.field.minAmount',
  depositMinUsdt: 'console.products.field.depositMinUsdt',
  withdrawalMinUsdt: 'console.products.field.withdrawalMinUsdt',
  withdrawalFeeUsdt: 'console.products.field.withdrawalFeeUsdt',
  depositFourEyesUsdt: 'console.products.field.depositFourEyesUsdt',
  withdrawalFourEyesUsdt: 'console.products.field.withdrawalFourEyesUsdt',
  attempted: 'console.audit.attempted',
  usdtValue: 'assets.review.usdtValue',
  threshold: 'assets.review.threshold',
  firstApprovedBy: 'assets.review.firstApprovedBy',
  raisedAt: 'console.chain.raised',
  walletAction: 'console.reserves.wallets.change',
  label: 'console.reserves.wallets.label',
  address: 'assets.field.address',
  proposedBy: 'console.reserves.wallets.proposedBy',
};

/** The product terms' fields: levels, periods and rates read as compact text ("5x, 10x", "30 s · 10 %"). */
const TERMS_FIELDS = new Set([
  'leverages',
  'feeRate',
  'maintenanceMarginRate',
  'minMargin',
  'periods',
  'minAmount',
  'depositMinUsdt',
  'withdrawalMinUsdt',
  'withdrawalFeeUsdt',
  'depositFourEyesUsdt',
  'withdrawalFourEyesUsdt',
]);
const TERMS_PRODUCTS: readonly string[] = PRODUCT_TERMS;

const isReviewAction = (value: string): value is ReviewAction => (REVIEW_ACTIONS as readonly string[]).includes(value);
const isReviewBlock = (value: string): value is ReviewBlock => (REVIEW_BLOCKS as readonly string[]).includes(value);
const isChainAlarmKind = (value: string): value is ChainAlarmKind => (CHAIN_ALARM_KINDS as readonly string[]).includes(value);

function useValueText() {
  const { t } = useTranslation();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined) return t('console.audit.none');
    if (typeof value === 'boolean') return t(value ? 'console.yes' : 'console.no');
    if (field === 'role' && typeof value === 'string' && ['admin', 'reviewer', 'editor', 'support'].includes(value)) return t(`console.role.${value as 'admin'}`);
    if (field === 'kind' && typeof value === 'string' && ['regular', 'agent', 'employee', 'mock'].includes(value)) return t(`console.kind.${value as 'regular'}`);
    if (field === 'kind' && typeof value === 'string' && isChainAlarmKind(value)) return t(`console.chain.kind.${value}`);
    if (field === 'raisedAt' && typeof value === 'string') return formatDateTime(value);
    if (field === 'walletAction' && (value === 'add' || value === 'remove')) return t(`console.reserves.wallets.action.${value}`);
    if (TERMS_FIELDS.has(field)) return termsValueText(field, value);
    if (field === 'attempted' && typeof value === 'string' && isReviewAction(value)) return t(`assets.admin.${value}`);
    if (field === 'reason' && typeof value === 'string' && isReviewBlock(value)) return t(`assets.review.blockedShort.${value}`);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  };
}

function ChangeLine({ change, testId }: { change: AuditChange; testId: string }) {
  const { t } = useTranslation();
  const valueText = useValueText();
  const label = FIELD_LABELS[change.field];
  return (
    <li data-testid={testId} data-field={change.field}>
      <span className="audit-change__field">{label ? t(label) : change.field}</span>
      {'value' in change ? (
        <span className="audit-change__after">{valueText(change.field, change.value)}</span>
      ) : (
        <>
          <span className="audit-change__before">{valueText(change.field, change.before)}</span>
          <span aria-label={t('console.audit.changedTo')}>→</span>
          <span className="audit-change__after">{valueText(change.field, change.after)}</span>
        </>
      )}
    </li>
  );
}

function AuditRowView({ row }: { row: AuditRow }) {
  const { t } = useTranslation();
  const testId = `audit-row-${row.id}`;
  const action = ACTION_LABELS[row.action];
  const target =
    row.targetType === 'operator'
      ? formatShortAddress(row.targetId)
      : row.targetType === 'terms' && TERMS_PRODUCTS.includes(row.targetId)
        ? t(`console.products.card.${row.targetId as ProductTermsName}`)
        : `#${row.targetId}`;
  const changes = auditChanges(row.detail, row.targetType === 'operator' ? 'role' : 'value');
  return (
    <article className="console-row audit-row" data-testid={testId} data-action={row.action}>
      <span className="console-row__title" data-testid={`${testId}-action`}>
        {action ? t(action) : row.action} · {target}
      </span>
      <span className="console-row__meta">
        {t('console.audit.by', { who: formatShortAddress(row.actor) })} · {formatDateTime(row.createdAt)}
      </span>
      {changes.length > 0 && (
        <ul className="audit-change" data-testid={`${testId}-changes`}>
          {changes.map((change) => (
            <ChangeLine key={change.field} change={change} testId={`${testId}-change-${change.field}`} />
          ))}
        </ul>
      )}
    </article>
  );
}

/** Every operator action, newest first, with what it changed; narrowed by who acted, by kind of action and by day (UTC). */
export function AuditLog() {
  const { t } = useTranslation();
  const [typedActor, setTypedActor] = useState('');
  const [actor, setActor] = useState('');
  const [action, setAction] = useState<ActionFilter>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = useAuditLog({ actor, action: action === 'all' ? '' : action, from, to });
  return (
    <section className="console-section" data-testid="console-audit">
      <h2 className="console-section__title">{t('console.section.audit')}</h2>
      <form
        className="console-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setActor(typedActor.trim());
        }}
      >
        <Input
          className="console-input console-input--mono"
          value={typedActor}
          onChange={setTypedActor}
          placeholder={t('console.audit.actorPlaceholder')}
          aria-label={t('console.audit.actorPlaceholder')}
          clearable
          onClear={() => setActor('')}
          autoComplete="off"
          maxLength={TEXT_LIMITS.search}
          data-testid="audit-actor"
        />
        <Button type="submit" color="primary" data-testid="audit-actor-submit">
          {t('console.search')}
        </Button>
      </form>
      <div className="audit-dates">
        <label>
          <span>{t('console.audit.from')}</span>
          <input type="date" className="console-input" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} data-testid="audit-from" />
        </label>
        <label>
          <span>{t('console.audit.to')}</span>
          <input type="date" className="console-input" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} data-testid="audit-to" />
        </label>
      </div>
      <ChipGroup label={t('console.audit.action')} options={ACTION_FILTERS.map((value) => ({ value, label: t(ACTION_FILTER_LABELS[value]) }))} value={action} onChange={setAction} testId="audit-action" />
      <RecordList query={query} testId="audit-list" rowKey={(row) => row.id} renderRow={(row) => <AuditRowView row={row} />} />
    </section>
  );
}
