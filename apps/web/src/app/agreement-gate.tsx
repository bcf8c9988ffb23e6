import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';
import { useLocation } from 'react-router';
import { AgreementText } from '../components/agreement-text';
import { GateSheet } from '../components/gate-sheet';
import { useAcceptAgreement } from '../features/session';
import { useOpenAfterMount } from '../hooks/use-opened-once';
import { useGateStore } from '../stores/gate-store';

/**
 * The user agreement (code 100000032) as a sheet over the page that asked for it. Accepted
 * (`routes.session.acceptAgreement`), the action that met it is sent again; the form under it never left.
 */
export function AgreementGate() {
  const { t } = useTranslation();
  const open = useOpenAfterMount(useGateStore((state) => state.open === 'agreement'));
  const settle = useGateStore((state) => state.settle);
  const accept = useAcceptAgreement();
  const { pathname } = useLocation();
  // The sheet belongs to the page that met it: leaving the page (back, a link) turns it down.
  useEffect(
    () => () => {
      if (useGateStore.getState().open === 'agreement') settle(false);
    },
    [pathname, settle],
  );
  return (
    <GateSheet
      open={open}
      title={t('route.tos')}
      lead={t('tos.gate.lead')}
      passLabel={t('tos.gate.accept')}
      laterLabel={t('tos.gate.later')}
      passing={accept.isPending}
      onPass={() => accept.mutate(undefined, { onSuccess: () => settle(true) })}
      onLater={() => settle(false)}
      testId="agreement-sheet"
    >
      <AgreementText clauseHeading="h3" />
    </GateSheet>
  );
}
