import { Popup } from '../../../components/antd-overlays';
import { CloseOutline } from '../../../components/icons';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { GatedAction } from '../../../lib/restrictions';

/** The app's gate for restricted actions (app/action-gate.tsx), handed down by the route: a feature never imports the app. */
export type ActionGateComponent = ComponentType<{ action: GatedAction; children: ReactNode }>;

/** A bottom sheet holding one staking form, behind the action's gate; its close is a real button (antd-mobile's is an anchor without href). */
export function Web3Sheet({ open, onClose, title, testId, children }: { open: boolean; onClose: () => void; title: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="web3-sheet" destroyOnClose>
      <section aria-label={title} data-testid={testId}>
        <header className="web3-sheet__head">
          <h2 className="web3-sheet__title">{title}</h2>
          <button type="button" className="icon-button" aria-label={t('web3.sheetClose')} onClick={onClose} data-testid={`${testId}-close`}>
            <CloseOutline aria-hidden="true" />
          </button>
        </header>
        {children}
      </section>
    </Popup>
  );
}
