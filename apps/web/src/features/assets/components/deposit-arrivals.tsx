import type { DepositRow } from '@halyard/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircleFill, ExclamationTriangleOutline, LoopOutline } from '../../../components/icons';
import { COIN_QUANTITY_DECIMALS } from '../../../entities/account';
import { formatQuantity } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useDeposits } from '../api/get-deposits';
import { arrivalKind, depositArrivals, newlyConfirming } from '../deposit-arrivals';
import { confirmationProgress } from '../deposit-status';
import { ConfirmationBar } from './confirmation-bar';
import './chain-deposit.css';

function Arrival({ row, detailPath }: { row: DepositRow; detailPath: (id: number) => string }) {
  const { t } = useTranslation();
  const progress = confirmationProgress(row);
  const amount = `${formatQuantity(row.amount, COIN_QUANTITY_DECIMALS)} ${row.coin}`;
  const kind = arrivalKind(row);
  const tone = kind === 'detected' ? 'pending' : kind === 'passed' ? 'success' : 'danger';
  const Icon = tone === 'pending' ? LoopOutline : tone === 'success' ? CheckCircleFill : ExclamationTriangleOutline;
  return (
    <Link className={`deposit-arrival deposit-arrival--${tone}`} to={detailPath(row.id)} role="status" data-testid={`deposit-arrival-${row.id}`} data-status={row.status}>
      <Icon className="deposit-arrival__icon" aria-hidden="true" />
      <span className="deposit-arrival__body">
        <span className="deposit-arrival__title" data-testid={`deposit-arrival-${row.id}-title`}>
          {t(`assets.chainDeposit.arrival.${kind}`)}
        </span>
        <span className="deposit-arrival__text">
          {amount}
          {progress && ` · ${t('assets.chainDeposit.confirmationsProgress', progress)}`}
        </span>
        {progress && <ConfirmationBar count={progress.count} required={progress.required} testId={`deposit-arrival-${row.id}-progress`} />}
      </span>
      <span className="deposit-arrival__view">{t('assets.chainDeposit.arrival.view')}</span>
    </Link>
  );
}

/**
 * The deposit page's banner: a transfer the chain has brought to the member's address, live from
 * the record list's cache (which `user.deposits` pushes keep current) while it confirms, and how
 * it ended once decided.
 */
export function DepositArrivals({ detailPath }: { detailPath: (id: number) => string }) {
  const query = useDeposits();
  const rows = query.data?.pages[0]?.rows ?? [];
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  const fresh = newlyConfirming(rows, seen);
  // Remembered during render (React's "state from earlier renders"): a deposit decided while watched stays announced.
  if (fresh.length > 0) setSeen(new Set([...seen, ...fresh]));
  const arrivals = depositArrivals(rows, seen);
  if (arrivals.length === 0) return null;
  return (
    <div className="deposit-arrivals" data-testid="deposit-arrivals">
      {arrivals.map((row) => (
        <Arrival key={row.id} row={row} detailPath={detailPath} />
      ))}
    </div>
  );
}
