import { USDT } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { DetailList } from '../../../components/detail-list';
import { PageSection } from '../../../components/page-section';
import { RecordDetail } from '../../../components/record-detail';
import { formatAmount, formatDateTime, formatQuantity, formatSignedAmount } from '../../../lib/format';
import { boxOutcome } from '../box-outcome';
import { useOpening } from '../api/get-box-openings';
import { useLiveOpenings } from '../api/use-live-openings';
import { OpeningStatus } from './opening-list';
import { OpeningVerifier } from './opening-verifier';
import { PrizeTable } from './prize-table';
import '../blind-box.css';

/** One opening: what it paid against its price, the seeds and nonce, the table with the drawn row, and its verification. */
export function OpeningDetail({ id, backTo }: { id: number; backTo: string }) {
  const { t } = useTranslation();
  const query = useOpening(id);
  useLiveOpenings();
  return (
    <RecordDetail query={query} backTo={backTo}>
      {(opening) => (
        <>
          <PageSection title={t('section.detail.summary')} testId="section-detail">
            <div className="record-hero">
              <div className={`record-hero__amount amount--${boxOutcome(opening).tone}`} data-testid="opening-total">
                {formatSignedAmount(boxOutcome(opening).net, 2)} <span>{USDT}</span>
              </div>
              <p className="record-hero__note" data-testid="opening-paid-for">
                {t('blindBox.open.resultTitle', { paid: formatAmount(boxOutcome(opening).paid, 2), price: formatAmount(opening.price, 2) })}
              </p>
              <OpeningStatus opening={opening} testId="opening-status" />
              <p className="record-hero__note">
                {opening.status === 'paid' && opening.paidAt ? t('blindBox.detail.paidNote', { time: formatDateTime(opening.paidAt) }) : t('blindBox.detail.pendingNote', { time: formatDateTime(opening.payoutAt) })}
              </p>
            </div>
            <DetailList
              testId="opening-detail"
              items={[
                { key: 'level', label: t('blindBox.detail.level'), value: t('blindBox.tier.level', { level: opening.level }) },
                { key: 'price', label: t('blindBox.detail.price'), value: `${formatQuantity(opening.price, 2)} ${USDT}` },
                { key: 'prize', label: t('blindBox.detail.prize'), value: `${formatQuantity(opening.prize, 2)} ${USDT}` },
                { key: 'gift', label: t('blindBox.detail.gift'), value: `${formatQuantity(opening.gift, 2)} ${USDT}` },
                { key: 'openedAt', label: t('blindBox.detail.openedAt'), value: formatDateTime(opening.createdAt) },
                { key: 'serverSeedHash', label: t('blindBox.detail.serverSeedHash'), value: opening.serverSeedHash, long: true },
                { key: 'serverSeed', label: t('blindBox.detail.serverSeed'), value: opening.serverSeed ?? t('blindBox.detail.notRevealed'), long: opening.serverSeed !== null },
                { key: 'clientSeed', label: t('blindBox.detail.clientSeed'), value: opening.clientSeed, long: true },
                { key: 'nonce', label: t('blindBox.detail.nonce'), value: opening.nonce },
                { key: 'roll', label: t('blindBox.detail.roll'), value: opening.roll },
              ]}
            />
          </PageSection>
          <PageSection title={t('blindBox.detail.table')} testId="section-table">
            <PrizeTable prizes={opening.prizes} drawn={opening.prizeIndex} caption={t('blindBox.detail.table')} testId="opening-table" />
          </PageSection>
          <PageSection title={t('blindBox.verify.title')} testId="section-verify">
            <OpeningVerifier key={opening.serverSeed ?? 'hidden'} opening={opening} blindBoxPath={backTo} />
          </PageSection>
        </>
      )}
    </RecordDetail>
  );
}
