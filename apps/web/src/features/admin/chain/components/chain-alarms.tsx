import type { ChainAlarm } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormMessage } from '../../../../components/form-message';
import { StatusTag } from '../../../../components/status-tag';
import { formatDateTime, formatShortAddress } from '../../../../lib/format';
import { serverProblem, type FormProblem } from '../../../../lib/form-problem';
import { useTranslation } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { useAcknowledgeChainAlarm } from '../api/acknowledge-chain-alarm';

/** An alarm's detail as the watcher wrote it: a number, a hash or an address per line. */
function detailText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

function AlarmRow({ alarm, mayAcknowledge, onAcknowledge }: { alarm: ChainAlarm; mayAcknowledge: boolean; onAcknowledge: (alarm: ChainAlarm) => void }) {
  const { t } = useTranslation();
  const open = alarm.acknowledgedAt === null;
  const testId = `chain-alarm-${alarm.id}`;
  const details = Object.entries(alarm.detail);
  return (
    <article className="console-row chain-alarm" data-testid={testId} data-kind={alarm.kind} data-open={open}>
      <span className="console-row__title">{t(`console.chain.kind.${alarm.kind}`)}</span>
      <StatusTag label={t(open ? 'console.chain.open' : 'console.chain.acknowledged')} tone={open ? 'danger' : 'neutral'} testId={`${testId}-state`} />
      <span className="console-row__meta chain-alarm__meta">
        {t('console.chain.raisedAt', { when: formatDateTime(alarm.raisedAt) })}
        {!open && ` · ${t('console.chain.acknowledgedBy', { who: formatShortAddress(alarm.acknowledgedBy ?? ''), when: formatDateTime(alarm.acknowledgedAt ?? '') })}`}
      </span>
      {details.length > 0 && (
        <ul className="audit-change" data-testid={`${testId}-detail`}>
          {details.map(([field, value]) => (
            <li key={field}>
              <span className="audit-change__field">{field}</span>
              <span className="console-row__mono">{detailText(value)}</span>
            </li>
          ))}
        </ul>
      )}
      {open && mayAcknowledge && (
        <Button className="chain-alarm__action" size="small" color="primary" fill="outline" onClick={() => onAcknowledge(alarm)} data-testid={`${testId}-acknowledge`}>
          {t('console.chain.acknowledge')}
        </Button>
      )}
    </article>
  );
}

/** Open alarms first, then the latest acknowledged; an admin acknowledges one once it is looked into. */
export function ChainAlarms({ alarms, mayAcknowledge }: { alarms: ChainAlarm[]; mayAcknowledge: boolean }) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeChainAlarm();
  const [asking, setAsking] = useState<ChainAlarm>();
  const [problem, setProblem] = useState<FormProblem>();
  const confirm = async () => {
    const alarm = asking;
    setAsking(undefined);
    if (!alarm) return;
    try {
      await acknowledge.mutateAsync(alarm.id);
      showToast('success', t('console.chain.acknowledgeDone'));
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };
  const open = alarms.filter((alarm) => alarm.acknowledgedAt === null).length;
  return (
    <section className="chain-card" data-testid="chain-alarms" data-open={open} aria-labelledby="chain-alarms-title">
      <div className="chain-card__head">
        <h3 className="chain-card__title" id="chain-alarms-title">
          {t('console.chain.alarms')}
        </h3>
        {open > 0 && <StatusTag label={t('console.chain.openCount', { count: open })} tone="danger" testId="chain-alarms-open" />}
      </div>
      {alarms.length === 0 ? (
        <p className="chain-card__note" data-testid="chain-alarms-none">
          {t('console.chain.noAlarms')}
        </p>
      ) : (
        <ul className="record-list">
          {alarms.map((alarm) => (
            <li key={alarm.id}>
              <AlarmRow alarm={alarm} mayAcknowledge={mayAcknowledge} onAcknowledge={(chosen) => (setProblem(undefined), setAsking(chosen))} />
            </li>
          ))}
        </ul>
      )}
      <FormMessage problem={problem} testId="chain-alarms-problem" />
      <ConfirmDialog
        open={asking !== undefined}
        title={t('console.chain.acknowledgeTitle')}
        confirmLabel={t('console.chain.acknowledge')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(undefined)}
        testId="chain-alarm-confirm"
      >
        <p>{t('console.chain.acknowledgeText')}</p>
      </ConfirmDialog>
    </section>
  );
}
