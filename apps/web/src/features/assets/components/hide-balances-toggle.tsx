import { EyeInvisibleOutline, EyeOutline } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import { useHideBalancesStore } from '../stores/hide-balances-store';
import './balances.css';

/** The eye beside the total: hides or shows every amount of the overview. */
export function HideBalancesToggle() {
  const { t } = useTranslation();
  const { hidden, toggle } = useHideBalancesStore();
  return (
    <button
      type="button"
      className="icon-button assets-eye"
      aria-pressed={hidden}
      aria-label={hidden ? t('assets.balances.show') : t('assets.balances.hide')}
      data-testid="toggle-balances"
      onClick={toggle}
    >
      {hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
    </button>
  );
}
