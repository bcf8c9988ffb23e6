import { Button, Dialog, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { FormMessage } from '../../../components/form-message';
import { SkeletonText } from '../../../components/skeleton';
import { copyText } from '../../../lib/clipboard';
import type { FormProblem } from '../../../lib/form-problem';
import { showToast } from '../../../lib/toast';
import { useBoxSeed, useRotateBoxSeed } from '../api/get-box-seed';
import { randomClientSeed } from '../client-seed';

interface SeedPanelProps {
  clientSeed: string;
  onClientSeed: (seed: string) => void;
  problem: FormProblem | undefined;
}

/** The commitment before any opening: the server seed's hash, the next nonce, the member's own client seed; rotating reveals the seed. */
export function SeedPanel({ clientSeed, onClientSeed, problem }: SeedPanelProps) {
  const { t } = useTranslation();
  const seed = useBoxSeed();
  const rotate = useRotateBoxSeed();
  const [revealed, setRevealed] = useState<{ serverSeed: string; openings: number }>();

  const reveal = async () => {
    const confirmed = await Dialog.confirm({
      'aria-label': t('blindBox.seed.rotate'),
      content: t('blindBox.seed.rotateConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    rotate.mutate(undefined, { onSuccess: (rotation) => setRevealed(rotation.revealed) });
  };
  const copy = async (text: string) => {
    const copied = await copyText(text);
    showToast(copied ? 'success' : 'error', t(copied ? 'assets.deposit.copySuccess' : 'assets.deposit.copyFailed'));
  };

  return (
    <div className="seed-panel money-form" data-testid="seed-panel">
      <dl className="seed-panel__facts">
        <div>
          <dt>{t('blindBox.seed.hash')}</dt>
          <dd className="seed-panel__mono" data-testid="seed-hash">
            {seed.data?.serverSeedHash ?? <SkeletonText width="100%" />}
          </dd>
        </div>
        <div>
          <dt>{t('blindBox.seed.nonce')}</dt>
          <dd data-testid="seed-nonce">{seed.data ? seed.data.nextNonce : <SkeletonText width="24px" />}</dd>
        </div>
      </dl>
      <label className="money-form__label" htmlFor="client-seed-input">
        {t('blindBox.seed.clientSeed')}
      </label>
      <div className="seed-panel__client">
        <Input id="client-seed-input" className="money-form__input money-form__input--mono seed-panel__input" value={clientSeed} onChange={onClientSeed} autoComplete="off" maxLength={64} data-testid="client-seed" />
        <button type="button" className="text-button" onClick={() => onClientSeed(randomClientSeed())} data-testid="client-seed-new">
          {t('blindBox.seed.newClientSeed')}
        </button>
      </div>
      <p className="money-form__hint">{t('blindBox.seed.clientSeedHint')}</p>
      <FormMessage problem={problem} testId="client-seed-problem" />
      <Button size="small" fill="outline" color="primary" loading={rotate.isPending} onClick={() => void reveal()} data-testid="seed-rotate">
        {t('blindBox.seed.rotate')}
      </Button>
      {revealed && (
        <div className="seed-panel__revealed" role="status" data-testid="seed-revealed">
          <p className="seed-panel__revealed-title">{t('blindBox.seed.revealedTitle')}</p>
          <p className="seed-panel__mono" data-testid="seed-revealed-value">
            {revealed.serverSeed}
          </p>
          <p className="money-form__hint">{t('blindBox.seed.revealedNote', { count: revealed.openings })}</p>
          <button type="button" className="text-button" onClick={() => void copy(revealed.serverSeed)}>
            {t('assets.deposit.copy')}
          </button>
        </div>
      )}
    </div>
  );
}
