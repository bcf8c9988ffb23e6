import { API_BASE } from '@halyard/shared';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n';

type LogoState = 'loading' | 'loaded' | 'failed';

/** The configured logo from /api + logoUrl: a placeholder while loading, "Failed to load" on error. */
export function Logo({ logoUrl, logoName }: { logoUrl: string | undefined; logoName: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<LogoState>('loading');
  const src = logoUrl ? `${API_BASE}${logoUrl}` : undefined;

  return (
    <span className="logo" data-testid="header-logo" data-state={src ? state : 'loading'}>
      {state === 'failed' ? (
        <span className="logo__failed">{t('header.logoFailed')}</span>
      ) : (
        <>
          {state === 'loading' && <span className="logo__placeholder" aria-label={t('header.logoLoading')} />}
          {src && (
            <img
              key={src}
              className="logo__image"
              src={src}
              alt={logoName}
              hidden={state !== 'loaded'}
              onLoad={() => setState('loaded')}
              onError={() => setState('failed')}
            />
          )}
        </>
      )}
    </span>
  );
}
