import type { AppConfig } from '@halyard/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openChat } from '../load-chat';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';

type ChatState = 'opening' | 'open' | 'failed';

/** /thirdParty: the chat widget when configured, otherwise an honest "not available". */
export function CustomerService({ config, address }: { config: AppConfig; address: string | undefined }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ChatState>('opening');
  const configured = Boolean(config.chatUrl && config.kefuToken);

  useEffect(() => {
    if (!configured || !address) return;
    openChat({ chatUrl: config.chatUrl, websiteToken: config.kefuToken, address, identifierHash: config.identifierHash })
      .then(() => setState('open'))
      .catch(() => setState('failed'));
  }, [configured, address, config.chatUrl, config.kefuToken, config.identifierHash]);

  if (!configured || !address) return <EmptyState testId="support-unavailable" text={t('support.unavailable')} />;
  if (state === 'failed') return <EmptyState testId="support-failed" text={t('support.loadFailed')} />;
  if (state === 'opening') return <LoadingState text={t('support.opening')} />;
  return null;
}
