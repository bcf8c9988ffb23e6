import type { AppConfig } from '@halyard/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { openChat } from '../load-chat';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { SupportChat } from './support-chat';

type ChatState = 'opening' | 'open' | 'failed';

/** /thirdParty: the configured chat service's widget, or our own chat with the operators when there is none. */
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

  if (!address) return <EmptyState testId="support-unavailable" text={t('support.unavailable')} />;
  if (!configured) return <SupportChat />;
  if (state === 'failed') return <EmptyState testId="support-failed" text={t('support.loadFailed')} />;
  if (state === 'opening') return <LoadingState text={t('support.opening')} />;
  return null;
}
