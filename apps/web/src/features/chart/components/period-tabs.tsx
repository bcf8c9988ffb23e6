import type { KlinePeriod } from '@halyard/shared';
import { ActionSheet } from '../../../components/antd-overlays';
import { DownFill } from '../../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { isMorePeriod, MORE_PERIODS, PRIMARY_PERIODS } from '../chart-periods';

interface PeriodTabsProps {
  period: KlinePeriod;
  onChange: (period: KlinePeriod) => void;
}

/** The spec's five periods as tabs, the other four in a "more" sheet. */
export function PeriodTabs({ period, onChange }: PeriodTabsProps) {
  const { t } = useTranslation();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreChosen = isMorePeriod(period);
  return (
    <div className="period-tabs" role="group" aria-label={t('chart.periodsLabel')} data-testid="period-tabs">
      {PRIMARY_PERIODS.map((item) => (
        <button
          key={item}
          type="button"
          className="period-tabs__tab"
          aria-pressed={item === period}
          data-testid={`period-${item}`}
          onClick={() => onChange(item)}
        >
          {t(`chart.period.${item}`)}
        </button>
      ))}
      <button
        type="button"
        className="period-tabs__tab period-tabs__more"
        aria-pressed={moreChosen}
        aria-haspopup="dialog"
        data-testid="period-more"
        onClick={() => setMoreOpen(true)}
      >
        {moreChosen ? t(`chart.period.${period}`) : t('chart.more')}
        <DownFill className="period-tabs__caret" aria-hidden="true" />
      </button>
      <ActionSheet
        visible={moreOpen}
        cancelText={t('common.cancel')}
        actions={MORE_PERIODS.map((item) => ({
          key: item,
          text: <span data-testid={`period-${item}`}>{t(`chart.period.${item}`)}</span>,
          bold: item === period,
        }))}
        onAction={(action) => {
          const chosen = MORE_PERIODS.find((item) => item === action.key);
          if (chosen) onChange(chosen);
          setMoreOpen(false);
        }}
        onClose={() => setMoreOpen(false)}
      />
    </div>
  );
}
