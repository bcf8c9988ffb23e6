import type { BoxOpeningRow, BoxTier } from '@halyard/shared';
import { Dialog } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { PageSection } from '../../../components/page-section';
import { formatQuantity } from '../../../lib/format';
import type { FormProblem } from '../../../lib/form-problem';
import type { GatedAction } from '../../../lib/restrictions';
import { openingQueryOptions } from '../api/get-box-openings';
import { useBoxSeed } from '../api/get-box-seed';
import { useOpenBox } from '../api/open-box';
import { useLiveOpenings } from '../api/use-live-openings';
import { isClientSeed, randomClientSeed } from '../client-seed';
import { BoxTiers } from './box-tiers';
import { FairRule } from './fair-rule';
import { OpenResult } from './open-result';
import { OpeningList } from './opening-list';
import { SeedPanel } from './seed-panel';
import '../blind-box.css';

/**
 * /blindBox?record=ID (where an alert about a box leads): that purchase's result, read once; a
 * record that is not the member's shows nothing. Closing it drops the parameter.
 */
function useLinkedOpening(): { linked: BoxOpeningRow | undefined; forget: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = Number(searchParams.get('record'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useQuery({ ...openingQueryOptions(valid ? id : 0), enabled: valid });
  const forget = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('record');
    setSearchParams(next, { replace: true });
  };
  return { linked: valid ? query.data : undefined, forget };
}

interface BlindBoxPageProps {
  /** The app's gate for restricted actions, handed down by the route. */
  gate: ComponentType<{ action: GatedAction; children: ReactNode }>;
  /** False for a member the gate turns away: the tiers show without Open buttons. */
  canOpen: boolean;
  detailPath: (id: number) => string;
}

/**
 * Blind boxes: the seed commitment and the member's client seed, the tiers with their whole prize
 * tables, opening after a confirmation (the price now, the prize credited by the engine later),
 * the opening history and the published rule.
 */
export function BlindBoxPage({ gate: Gate, canOpen, detailPath }: BlindBoxPageProps) {
  const { t } = useTranslation();
  const seed = useBoxSeed();
  const open = useOpenBox();
  useLiveOpenings();
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const [problem, setProblem] = useState<FormProblem>();
  const [result, setResult] = useState<BoxOpeningRow | null>(null);
  const { linked, forget } = useLinkedOpening();

  const openTier = async (tier: BoxTier) => {
    if (!isClientSeed(clientSeed)) {
      setProblem({ issue: { key: 'blindBox.seed.clientSeedInvalid' } });
      return;
    }
    setProblem(undefined);
    const title = t('blindBox.open.confirmTitle', { level: tier.level });
    const confirmed = await Dialog.confirm({
      title,
      'aria-label': title,
      content: (
        <div className="open-confirm" data-testid="open-confirm">
          <p>{t('blindBox.open.confirmBody', { price: formatQuantity(tier.price, 2) })}</p>
          <dl>
            <dt>{t('blindBox.seed.hash')}</dt>
            <dd className="seed-panel__mono">{seed.data?.serverSeedHash ?? '--'}</dd>
            <dt>{t('blindBox.seed.clientSeed')}</dt>
            <dd className="seed-panel__mono">{clientSeed.trim()}</dd>
            <dt>{t('blindBox.detail.nonce')}</dt>
            <dd>{seed.data?.nextNonce ?? '--'}</dd>
          </dl>
        </div>
      ),
      confirmText: t('blindBox.open.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    open.mutate({ level: tier.level, clientSeed: clientSeed.trim() }, { onSuccess: setResult });
  };

  return (
    <div className="blind-box-page">
      <PageSection title={t('blindBox.seed.title')} testId="section-seed">
        <Gate action="openBlindBox">
          <SeedPanel clientSeed={clientSeed} onClientSeed={setClientSeed} problem={problem} />
        </Gate>
      </PageSection>
      <PageSection title={t('section.blindBox.tiers')} testId="section-tiers">
        <BoxTiers onOpen={canOpen ? (tier) => void openTier(tier) : undefined} openingLevel={open.isPending ? open.variables.level : undefined} />
      </PageSection>
      <PageSection title={t('section.blindBox.history')} testId="section-history">
        <OpeningList detailPath={detailPath} />
      </PageSection>
      <PageSection title={t('blindBox.rule.title')} testId="section-rule">
        <FairRule />
      </PageSection>
      <OpenResult opening={result ?? linked ?? null} detailPath={detailPath} onClose={() => (result ? setResult(null) : forget())} />
    </div>
  );
}
