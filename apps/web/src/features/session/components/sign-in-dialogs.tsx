import { Button, CenterPopup, List, Popup } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { networkName, SIWE_STATEMENT } from '@halyard/shared';
import { useOpenAfterMount } from '../../../hooks/use-opened-once';
import { useAppConfig } from '../../../lib/app-config';
import { useSignIn } from '../hooks/use-sign-in';
import { useSignInStore } from '../stores/sign-in-store';
import '../sign-in.css';

/** The wallet picker (several EIP-6963 wallets) and the preview-mode sign dialog, mounted once. */
export function SignInDialogs() {
  const { t } = useTranslation();
  const step = useSignInStore((state) => state.step);
  // Loaded with the first sign-in step: closed for one frame, so it slides in as before.
  const shown = useOpenAfterMount(true);
  const { data: config } = useAppConfig();
  const { signInWith, confirmPreview, cancel } = useSignIn();
  const previewTitleId = useId();

  return (
    <>
      <Popup visible={shown && step.kind === 'pickWallet'} onMaskClick={cancel} onClose={cancel}>
        <List header={t('session.chooseWallet')} data-testid="wallet-picker">
          {step.kind === 'pickWallet' &&
            step.wallets.map((wallet) => (
              <List.Item
                key={wallet.info.uuid}
                data-testid={`wallet-option-${wallet.info.rdns}`}
                prefix={wallet.info.icon ? <img className="wallet-icon" src={wallet.info.icon} alt="" /> : null}
                onClick={() => void signInWith(wallet)}
              >
                {wallet.info.name}
              </List.Item>
            ))}
        </List>
      </Popup>
      <CenterPopup visible={shown && step.kind === 'preview'} onMaskClick={cancel}>
        <div className="preview-dialog" role="dialog" aria-modal="true" aria-labelledby={previewTitleId} data-testid="preview-dialog">
          <h2 id={previewTitleId} className="preview-dialog__title">{t('session.preview.title')}</h2>
          <dl className="preview-dialog__facts">
            <dt>{t('session.preview.host')}</dt>
            <dd data-testid="preview-host">{window.location.host}</dd>
            <dt>{t('session.preview.network')}</dt>
            <dd>{networkName(config?.chainId)}</dd>
            <dt>{t('session.preview.message')}</dt>
            {/* The statement itself, untranslated: it is the exact text the key signs. */}
            <dd>{SIWE_STATEMENT}</dd>
          </dl>
          <div className="preview-dialog__actions">
            <Button block data-testid="preview-cancel" onClick={cancel}>
              {t('session.preview.cancel')}
            </Button>
            <Button block color="primary" data-testid="preview-confirm" onClick={() => void confirmPreview()}>
              {t('session.preview.confirm')}
            </Button>
          </div>
        </div>
      </CenterPopup>
    </>
  );
}
