import { ROLL_HEX_DIGITS } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';

/** The published rule in notation: the same on every page and in every language. */
const FORMULA = [
  `hmac  = HMAC-SHA256(key = serverSeed, message = clientSeed + ":" + nonce)`,
  `roll  = int(hmac[0:${ROLL_HEX_DIGITS}], 16) / 16^${ROLL_HEX_DIGITS}`,
  `prize = first row whose cumulative probability > roll`,
].join('\n');

/** How a prize is drawn, in words and in the rule itself (blind-box-rule.ts), so anyone can recompute it. */
export function FairRule() {
  const { t } = useTranslation();
  return (
    <div className="fair-rule" data-testid="fair-rule">
      <p>{t('blindBox.rule.commit')}</p>
      <pre className="fair-rule__formula" tabIndex={0} aria-label={t('blindBox.rule.formulaLabel')}>
        {FORMULA}
      </pre>
      <p>{t('blindBox.rule.reveal')}</p>
      <p>{t('blindBox.rule.payout')}</p>
    </div>
  );
}
