import { ALERT_KINDS, type AlertKind } from '@halyard/shared';
import { Button, Skeleton } from 'antd-mobile';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { BellOutline, ExclamationTriangleOutline, InformationCircleOutline, LockOutline } from '../../../components/icons';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../lib/i18n';
import { usePushKinds, useSetPushKind, pushServer } from '../api/push-settings';
import { browserForPush, currentSubscription, pushPermissionOf, switchPushOff, switchPushOn, type PushBrowser, type PushPermission, type PushServer } from '../push-device';
import '../notification-settings.css';

/** A switch as the platform draws one: a native button, reachable by keyboard and read as a switch. */
function Toggle({ checked, busy = false, disabled = false, label, onChange, testId }: { checked: boolean; busy?: boolean; disabled?: boolean; label: string; onChange: (on: boolean) => void; testId: string }) {
  return (
    <button type="button" role="switch" className="setting-switch" aria-checked={checked} aria-busy={busy} aria-label={label} disabled={disabled || busy} onClick={() => onChange(!checked)} data-testid={testId}>
      <span className="setting-switch__knob" aria-hidden="true" />
    </button>
  );
}

function SettingRow({ title, hint, control, testId }: { title: string; hint?: string; control: ReactNode; testId?: string }) {
  return (
    <li className="setting-row" data-testid={testId}>
      <span className="setting-row__text">
        <span className="setting-row__title">{title}</span>
        {hint && <span className="setting-row__hint">{hint}</span>}
      </span>
      {control}
    </li>
  );
}

function Notice({ tone, icon, title, text, testId }: { tone: 'warning' | 'info'; icon: ReactNode; title: string; text?: string; testId: string }) {
  return (
    <div className={`setting-notice setting-notice--${tone}`} role="status" data-testid={testId}>
      <span className="setting-notice__icon" aria-hidden="true">
        {icon}
      </span>
      <span>
        <strong>{title}</strong>
        {text && <span>{text}</span>}
      </span>
    </div>
  );
}

/** This device's switch: on means a subscription here that the server keeps. */
function DeviceSection({ browser, server }: { browser: PushBrowser; server: PushServer }) {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<PushPermission>(() => pushPermissionOf(browser));
  const [on, setOn] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void currentSubscription(browser)
      .catch(() => null)
      .then((subscription) => live && setOn(subscription !== null));
    return () => {
      live = false;
    };
  }, [browser]);

  const change = useCallback(
    async (wanted: boolean) => {
      setBusy(true);
      setFailed(false);
      try {
        if (wanted) {
          const result = await switchPushOn(browser, server);
          setOn(result === 'on');
          setFailed(result === 'failed');
        } else {
          await switchPushOff(browser, server);
          setOn(false);
        }
      } catch {
        setFailed(true);
      } finally {
        setPermission(pushPermissionOf(browser));
        setBusy(false);
      }
    },
    [browser, server],
  );

  const unavailable = permission === 'unsupported' || permission === 'denied';
  return (
    <section className="setting-group" aria-labelledby="settings-device">
      <h2 className="setting-group__title" id="settings-device">
        {t('settings.notifications.deviceGroup')}
      </h2>
      <ul className="setting-list">
        <SettingRow
          title={t('settings.notifications.device')}
          hint={t('settings.notifications.deviceHint')}
          testId="push-device"
          control={<Toggle checked={on === true && !unavailable} busy={busy || on === undefined} disabled={unavailable} label={t('settings.notifications.device')} onChange={(wanted) => void change(wanted)} testId="push-device-switch" />}
        />
      </ul>
      {permission === 'unsupported' && <Notice tone="info" icon={<InformationCircleOutline />} title={t('settings.notifications.unsupported')} text={t('settings.notifications.unsupportedHint')} testId="push-unsupported" />}
      {permission === 'denied' && <Notice tone="warning" icon={<LockOutline />} title={t('settings.notifications.denied')} text={t('settings.notifications.deniedHint')} testId="push-denied" />}
      {failed && permission !== 'denied' && <Notice tone="warning" icon={<ExclamationTriangleOutline />} title={t('settings.notifications.failed')} testId="push-failed" />}
    </section>
  );
}

/** A switch per alert kind, kept with the account. */
function KindsSection() {
  const { t } = useTranslation();
  const kinds = usePushKinds(true);
  const setKind = useSetPushKind();
  let body: ReactNode;
  if (kinds.isPending) body = <Skeleton.Paragraph lineCount={5} animated />;
  else if (kinds.isError) body = <ErrorState error={kinds.error} onRetry={() => void kinds.refetch()} />;
  else {
    body = (
      <ul className="setting-list" data-testid="push-kinds">
        {ALERT_KINDS.map((kind: AlertKind) => (
          <SettingRow
            key={kind}
            title={t(`alerts.kind.${kind}.title`)}
            hint={t(`alerts.kind.${kind}.hint`)}
            testId={`push-kind-${kind}`}
            control={<Toggle checked={kinds.data[kind]} busy={setKind.isPending && setKind.variables[kind] !== undefined} label={t(`alerts.kind.${kind}.title`)} onChange={(on) => setKind.mutate({ [kind]: on })} testId={`push-kind-${kind}-switch`} />}
          />
        ))}
      </ul>
    );
  }
  return (
    <section className="setting-group" aria-labelledby="settings-kinds">
      <h2 className="setting-group__title" id="settings-kinds">
        {t('settings.notifications.kindsGroup')}
      </h2>
      {body}
      {setKind.isError && <p className="setting-group__error" role="alert" data-testid="push-kinds-failed">{t('settings.notifications.saveFailed')}</p>}
      <p className="setting-group__footer">{t('settings.notifications.kindsHint')}</p>
    </section>
  );
}

/**
 * /settings/notifications: Web Push on this device, and which alerts to push. Signed out, it
 * offers the sign-in; the message center keeps every alert whatever is chosen here.
 */
export function NotificationSettings({ signedIn, onSignIn, browser, server = pushServer }: { signedIn: boolean; onSignIn: () => void; browser?: PushBrowser; server?: PushServer }) {
  const { t } = useTranslation();
  const [pushBrowser] = useState(() => browser ?? browserForPush());
  if (!signedIn) {
    return (
      <div className="notification-settings notification-settings--signed-out" data-testid="push-signed-out">
        <span className="notification-settings__bell" aria-hidden="true">
          <BellOutline />
        </span>
        <p>{t('settings.notifications.signedOut')}</p>
        <Button color="primary" onClick={onSignIn} data-testid="push-sign-in">
          {t('settings.notifications.signIn')}
        </Button>
      </div>
    );
  }
  return (
    <div className="notification-settings" data-testid="notification-settings">
      <DeviceSection browser={pushBrowser} server={server} />
      <KindsSection />
    </div>
  );
}
