import { CHAIN_NETWORKS, type DepositChainState, type DepositNetworkView } from '@halyard/shared';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { DepositNetworkPanel } from './deposit-network-panel';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ErrorState } from '../../../../components/error-state';
import { FormMessage } from '../../../../components/form-message';
import { CardsSkeleton } from '../../../../components/skeleton';
import { serverProblem, type FormProblem } from '../../../../lib/form-problem';
import { showToast } from '../../../../lib/toast';
import { useDepositAddresses, useSetDepositChain } from '../api/deposit-addresses';
import './deposit-addresses-card.css';

/** A chain as members see it: the coin and its chain, proper names both. */
const chainName = (chain: DepositChainState) => (chain.coin === chain.chain ? chain.coin : `${chain.coin} (${chain.chain})`);

/** Each chain's switch for new deposits; either way asks first. One admin may switch (the address itself is not changed). */
function ChainSwitches({ rows }: { rows: DepositNetworkView[] }) {
  const { t } = useTranslation();
  const setChain = useSetDepositChain();
  const [asking, setAsking] = useState<{ chain: DepositChainState; address: string }>();
  const [problem, setProblem] = useState<FormProblem>();
  const confirm = async () => {
    const target = asking;
    setAsking(undefined);
    if (!target) return;
    try {
      await setChain.mutateAsync({ chain: target.chain.chain, enabled: !target.chain.enabled });
      showToast('success', t('console.saved'));
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };
  const turningOn = asking ? !asking.chain.enabled : false;
  const name = asking ? chainName(asking.chain) : '';
  return (
    <div className="address-chains" data-testid="addresses-chains">
      <h4 className="address-network__title">{t('console.products.addresses.chains')}</h4>
      <ul className="address-chains__list">
        {rows.flatMap((row) =>
          row.chains.map((chain) => (
            <li key={chain.chain} className="address-chains__row" data-testid={`addresses-chain-${chain.chain}`} data-enabled={chain.enabled}>
              <span>
                <span className="address-chains__name">{chainName(chain)}</span>
                <span className="console-row__meta"> · {CHAIN_NETWORKS[chain.chain]}</span>
              </span>
              {/* A native button: reachable by keyboard, unlike antd-mobile's Switch (a div). */}
              <button
                type="button"
                role="switch"
                className="address-switch"
                aria-checked={chain.enabled}
                aria-busy={setChain.isPending && setChain.variables.chain === chain.chain}
                onClick={() => (setProblem(undefined), setAsking({ chain, address: row.address }))}
                aria-label={t('console.products.addresses.chainSwitch', { chain: chainName(chain) })}
                data-testid={`addresses-chain-${chain.chain}-switch`}
              >
                <span className="address-switch__knob" aria-hidden="true" />
              </button>
            </li>
          )),
        )}
      </ul>
      <FormMessage problem={problem} testId="addresses-chains-problem" />
      <ConfirmDialog
        open={asking !== undefined}
        title={t(turningOn ? 'console.products.addresses.chainOnTitle' : 'console.products.addresses.chainOffTitle', { chain: name })}
        confirmLabel={t(turningOn ? 'console.products.addresses.turnOn' : 'console.products.addresses.turnOff')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(undefined)}
        testId="addresses-chain-confirm"
      >
        <p>{t(turningOn ? 'console.products.addresses.chainOnText' : 'console.products.addresses.chainOffText', { chain: name })}</p>
        {turningOn && <p className="console-row__mono">{asking?.address}</p>}
      </ConfirmDialog>
    </div>
  );
}

/**
 * Where members send deposits (admins): per network the address in force and its source, the
 * proposal waiting for a second admin, and each chain's switch. An address needs two admins.
 */
export function DepositAddressesCard() {
  const { t } = useTranslation();
  const addresses = useDepositAddresses();
  return (
    <section className="console-form terms-card deposit-addresses-card" data-testid="deposit-addresses" aria-labelledby="deposit-addresses-title">
      <div className="terms-card__head">
        <h3 className="terms-card__title" id="deposit-addresses-title">
          {t('console.products.addresses.title')}
        </h3>
      </div>
      <p className="console-form__hint">{t('console.products.addresses.note')}</p>
      {addresses.isPending ? (
        <CardsSkeleton count={2} height={140} />
      ) : addresses.isError ? (
        <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
      ) : (
        <>
          {addresses.data.networks.map((row) => (
            <DepositNetworkPanel key={row.network} row={row} viewer={addresses.data.viewer} />
          ))}
          <ChainSwitches rows={addresses.data.networks} />
        </>
      )}
    </section>
  );
}
