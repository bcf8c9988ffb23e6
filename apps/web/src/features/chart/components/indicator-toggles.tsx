import { useTranslation } from '../../../lib/i18n';
import { MAIN_INDICATORS, SUB_INDICATORS, type MainIndicator, type SubIndicator } from '../stores/chart-settings-store';

interface IndicatorTogglesProps {
  main: readonly MainIndicator[];
  sub: readonly SubIndicator[];
  onToggleMain: (name: MainIndicator) => void;
  onToggleSub: (name: SubIndicator) => void;
}

function Toggle({ name, on, onToggle }: { name: string; on: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="indicator-toggles__chip" aria-pressed={on} data-testid={`indicator-${name}`} onClick={onToggle}>
      {name}
    </button>
  );
}

/** Main indicators (over the candles) and sub indicators (a pane each); names are the standard abbreviations. */
export function IndicatorToggles({ main, sub, onToggleMain, onToggleSub }: IndicatorTogglesProps) {
  const { t } = useTranslation();
  return (
    <div className="indicator-toggles" role="group" aria-label={t('chart.indicators.label')} data-testid="indicator-toggles">
      <span className="indicator-toggles__label">{t('chart.indicators.main')}</span>
      {MAIN_INDICATORS.map((name) => (
        <Toggle key={name} name={name} on={main.includes(name)} onToggle={() => onToggleMain(name)} />
      ))}
      <span className="indicator-toggles__label indicator-toggles__label--sub">{t('chart.indicators.sub')}</span>
      {SUB_INDICATORS.map((name) => (
        <Toggle key={name} name={name} on={sub.includes(name)} onToggle={() => onToggleSub(name)} />
      ))}
    </div>
  );
}
