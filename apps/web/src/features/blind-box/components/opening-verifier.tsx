import type { BoxOpeningRow } from '@halyard/shared';
import { Button, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { CheckCircleFill, CloseCircleFill } from '../../../components/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { formatQuantity } from '../../../lib/format';
import { canVerifyHere, verifyOpening, type Verification } from '../verify-opening';
import '../verify.css';

function Step({ ok, children, testId }: { ok: boolean | undefined; children: ReactNode; testId: string }) {
  return (
    <li className="verify-step" data-testid={testId} data-ok={ok === undefined ? undefined : String(ok)}>
      {ok === undefined ? <span className="verify-step__dot" aria-hidden="true" /> : ok ? <CheckCircleFill className="verify-step__ok" aria-hidden="true" /> : <CloseCircleFill className="verify-step__bad" aria-hidden="true" />}
      <span>{children}</span>
    </li>
  );
}

/**
 * Recomputes the opening in this browser with Web Crypto from the revealed server seed (or any seed
 * the member pastes), step by step, and says whether it is exactly what the server drew.
 */
export function OpeningVerifier({ opening, blindBoxPath }: { opening: BoxOpeningRow; blindBoxPath: string }) {
  const { t } = useTranslation();
  const [seed, setSeed] = useState(opening.serverSeed ?? '');
  const [result, setResult] = useState<Verification>();
  const supported = canVerifyHere();

  const run = (value: string) => {
    if (!value.trim()) return;
    void verifyOpening(opening, value).then(setResult);
  };
  // A revealed seed is checked at once; the member may still paste another and check again.
  useEffect(() => {
    if (opening.serverSeed && canVerifyHere()) void verifyOpening(opening, opening.serverSeed).then(setResult);
  }, [opening]);

  if (!supported) return <p className="money-form__hint">{t('blindBox.verify.unsupported')}</p>;
  return (
    <div className="verifier money-form" data-testid="verifier">
      <p className="money-form__hint">{t('blindBox.verify.intro')}</p>
      {!opening.serverSeed && (
        <p className="verifier__hidden" data-testid="verifier-hidden">
          {t('blindBox.verify.hidden')}{' '}
          <Link to={blindBoxPath} className="verifier__link">
            {t('blindBox.verify.goReveal')}
          </Link>
        </p>
      )}
      <label className="money-form__label" htmlFor="verify-seed-input">
        {t('blindBox.detail.serverSeed')}
      </label>
      <Input id="verify-seed-input" className="money-form__input money-form__input--mono" value={seed} onChange={setSeed} autoComplete="off" data-testid="verify-seed" />
      <Button size="small" color="primary" fill="outline" onClick={() => run(seed)} disabled={!seed.trim()} data-testid="verify-run">
        {t('blindBox.verify.run')}
      </Button>
      {result && (
        <>
          <ol className="verify-steps">
            <Step ok={result.hashMatches} testId="verify-hash">
              {t('blindBox.verify.hashStep')}
              <code className="verify-step__code">{result.hash}</code>
            </Step>
            <Step ok={undefined} testId="verify-hmac">
              {t('blindBox.verify.hmacStep', { message: result.message })}
              <code className="verify-step__code">{result.hmac}</code>
            </Step>
            <Step ok={result.roll === opening.roll} testId="verify-roll">
              {t('blindBox.verify.rollStep', { digits: result.roll, value: result.rollValue })}
            </Step>
            <Step ok={result.index === opening.prizeIndex} testId="verify-pick">
              {t('blindBox.verify.pickStep', { row: result.index + 1, amount: result.prize === undefined ? '--' : formatQuantity(result.prize, 2) })}
            </Step>
          </ol>
          <p className={result.matches ? 'verify-verdict verify-verdict--ok' : 'verify-verdict verify-verdict--bad'} role="status" data-testid="verify-verdict" data-ok={String(result.matches)}>
            {result.matches ? t('blindBox.verify.match') : t('blindBox.verify.mismatch')}
          </p>
        </>
      )}
    </div>
  );
}
