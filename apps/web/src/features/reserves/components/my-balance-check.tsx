import type { ReserveSnapshot } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DetailList } from '../../../components/detail-list';
import { ErrorState } from '../../../components/error-state';
import { CheckCircleFill, CloseCircleFill, DownlandOutline } from '../../../components/icons';
import { formatQuantity } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { canVerifyHere, useBalanceCheck, type BalanceCheck } from '../api/check-my-balance';
import { reserveProofFile, saveReserveProofFile } from '../proof-file';

/** Every place of an 18-place amount that is not a trailing zero: the member's exact balance. */
const EXACT = 18;

function Verdict({ result, tree }: { result: BalanceCheck; tree: ReserveSnapshot }) {
  const { t } = useTranslation();
  const testId = `reserves-verdict-${tree.coin}`;
  if (result.kind === 'absent') {
    return (
      <p className="reserve-verdict reserve-verdict--none" role="status" data-testid={testId} data-verdict="absent">
        {t('reserves.verify.noBalance', { coin: tree.coin })}
      </p>
    );
  }
  const { proof, check } = result;
  return (
    <>
      {check.ok ? (
        <p className="reserve-verdict reserve-verdict--ok" role="status" data-testid={testId} data-verdict="included">
          <CheckCircleFill aria-hidden="true" />
          <span>{t('reserves.verify.included', { amount: formatQuantity(proof.balance, EXACT), coin: tree.coin })}</span>
        </p>
      ) : (
        <div className="reserve-verdict reserve-verdict--bad" role="status" data-testid={testId} data-verdict="failed">
          <CloseCircleFill aria-hidden="true" />
          <span>
            <strong>{t('reserves.verify.failed')}</strong>
            <small>{t('reserves.verify.failedHint')}</small>
          </span>
        </div>
      )}
      <DetailList
        testId={`reserves-proof-${tree.coin}`}
        items={[
          { key: 'balance', label: t('reserves.verify.balance'), value: `${formatQuantity(proof.balance, EXACT)} ${tree.coin}` },
          { key: 'position', label: t('reserves.verify.position'), value: proof.position },
          { key: 'levels', label: t('reserves.verify.levels'), value: proof.siblings.length },
          { key: 'nonce', label: t('reserves.verify.nonce'), value: proof.nonce, long: true },
          { key: 'root', label: t('reserves.verify.recomputedRoot'), value: check.root?.hash ?? '--', long: true },
          check.root !== undefined && !check.ok && { key: 'sum', label: t('reserves.verify.recomputedSum'), value: `${formatQuantity(check.root.sum, EXACT)} ${tree.coin}` },
        ]}
      />
      <Button size="small" fill="outline" color="primary" data-testid={`reserves-download-${tree.coin}`} onClick={() => saveReserveProofFile(reserveProofFile(proof, tree))}>
        <DownlandOutline aria-hidden="true" /> {t('reserves.verify.download')}
      </Button>
    </>
  );
}

/**
 * "Verify my balance": fetches the member's proof for this coin and snapshot and rebuilds the root
 * in this browser (Web Crypto), against the root this page shows as published.
 */
export function MyBalanceCheck({ tree }: { tree: ReserveSnapshot }) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const query = useBalanceCheck(tree, requested);
  if (!canVerifyHere()) return <p className="reserve-card__note">{t('reserves.verify.unsupported')}</p>;
  return (
    <div className="reserve-check" data-testid={`reserves-check-${tree.coin}`}>
      {query.data ? (
        <Verdict result={query.data} tree={tree} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Button block color="primary" fill="outline" loading={query.isFetching} data-testid={`reserves-verify-${tree.coin}`} onClick={() => setRequested(true)}>
          {t('reserves.verify.run')}
        </Button>
      )}
    </div>
  );
}
