import { DownlandOutline, GiftOutline, HistogramOutline, LoopOutline, MessageOutline, PayCircleOutline } from '../components/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from './paths';
import { useSessionStore } from '../features/session';
import { showToast } from '../lib/toast';

interface Entry {
  key: 'deposit' | 'transfer' | 'options' | 'staking' | 'blindBox' | 'support';
  to: string;
  icon: ReactNode;
  tone: string;
}

const entries: readonly Entry[] = [
  { key: 'deposit', to: paths.topUp, icon: <DownlandOutline />, tone: '#1677ff' },
  { key: 'transfer', to: paths.transferRecord, icon: <LoopOutline />, tone: '#13a8a8' },
  { key: 'options', to: paths.option, icon: <HistogramOutline />, tone: '#f0a30b' },
  { key: 'staking', to: paths.staking, icon: <PayCircleOutline />, tone: '#00b578' },
  { key: 'blindBox', to: paths.blindBox, icon: <GiftOutline />, tone: '#9254de' },
  { key: 'support', to: paths.thirdParty, icon: <MessageOutline />, tone: '#eb2f96' },
];

/** Home: one tap to what members do most; support, like the header button, wants a signed-in wallet. */
export function HomeQuickEntries() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const address = useSessionStore((state) => state.address);
  return (
    <nav className="quick-entries" aria-label={t('home.quick.label')} data-testid="quick-entries">
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          className="quick-entries__item"
          data-testid={`quick-${entry.key}`}
          onClick={() => (entry.key === 'support' && !address ? showToast('warning', t('session.loginInfo')) : void navigate(entry.to))}
        >
          <span className="quick-entries__icon" style={{ color: entry.tone, background: `color-mix(in srgb, ${entry.tone} 12%, transparent)` }} aria-hidden="true">
            {entry.icon}
          </span>
          {t(`home.quick.${entry.key}`)}
        </button>
      ))}
    </nav>
  );
}
