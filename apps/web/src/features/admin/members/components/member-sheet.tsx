import type { MemberDetail } from '@halyard/shared';
import { Popup } from 'antd-mobile';
import { CloseOutline } from '../../../../components/icons';
import { useTranslation } from '../../../../lib/i18n';
import { MemberEditForm } from './member-edit-form';
import { MemberFlags } from './member-flags';
import { DetailList } from '../../../../components/detail-list';
import { ErrorState } from '../../../../components/error-state';
import { DetailSkeleton } from '../../../../components/skeleton';
import { formatAmount, formatDateTime } from '../../../../lib/format';
import { useMemberDetail } from '../api/members';
import { MemberBalances } from './member-balances';
import { MemberRecords } from './member-records';
import './member-sheet.css';

const ACTIVITY = ['contracts', 'spot', 'options', 'deposits', 'withdrawals'] as const;

function MemberFacts({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const { member, balances, activity } = detail;
  return (
    <>
      <DetailList
        testId="member-detail"
        items={[
          { key: 'mbId', label: t('console.member.mbId'), value: member.mbId },
          { key: 'address', label: t('console.member.address'), value: member.address, long: true },
          { key: 'flags', label: t('console.member.kind'), value: <MemberFlags member={member} testId="member-detail-tags" /> },
          { key: 'creditScore', label: t('console.member.creditScore'), value: member.creditScore },
          { key: 'referralCode', label: t('console.member.referralCode'), value: member.referralCode ?? '-' },
          { key: 'referredBy', label: t('console.member.referredBy'), value: member.referredBy ?? '-' },
          member.kind === 'agent' && { key: 'referred', label: t('console.member.referred'), value: detail.referred },
          { key: 'joined', label: t('console.member.joined'), value: formatDateTime(member.createdAt) },
        ]}
      />
      <MemberBalances balances={balances} />
      <h3 className="console-subtitle">{t('console.member.records')}</h3>
      <DetailList
        testId="member-activity"
        items={ACTIVITY.map((kind) => {
          const counts = activity[kind];
          const money = kind === 'deposits' ? activity.deposits.passedUsdt : kind === 'withdrawals' ? activity.withdrawals.paidUsdt : undefined;
          const value = t('console.member.openOfTotal', { open: counts.open, total: counts.total });
          return { key: kind, label: t(`console.activity.${kind}`), value: money === undefined ? value : `${value} · ${formatAmount(money)} USDT` };
        })}
      />
    </>
  );
}

/** One member, over the list: what the server knows of them, and the form that changes kind, score and flags. */
export function MemberSheet({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useMemberDetail(id);
  return (
    <Popup visible={id !== undefined} position="right" onMaskClick={onClose} onClose={onClose} bodyClassName="console-sheet" destroyOnClose>
      <div className="console-sheet__body" data-testid="member-sheet">
        <div className="console-sheet__top">
          <h2 className="console-section__title">{detail.data ? detail.data.member.mbId : t('console.member.title')}</h2>
          <button type="button" className="icon-button" aria-label={t('console.close')} data-testid="member-sheet-close" onClick={onClose}>
            <CloseOutline />
          </button>
        </div>
        {detail.isPending ? (
          <DetailSkeleton />
        ) : detail.isError ? (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <MemberFacts detail={detail.data} />
            <MemberEditForm key={JSON.stringify(detail.data.member)} member={detail.data.member} />
            <MemberRecords id={detail.data.member.id} coins={[...new Set(detail.data.balances.accounts.map((row) => row.coin))]} />
          </>
        )}
      </div>
    </Popup>
  );
}
