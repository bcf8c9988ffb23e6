import { RightOutline, SoundOutline } from '../../../components/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LATEST_BULLETINS, useArticles } from '../api/get-articles';
import '../showcase.css';

const ROLL_MS = 3500;

/** Home: the latest bulletins rolling by one line at a time; a line opens its bulletin, the arrow the list. */
export function BulletinTicker({ onOpen, onMore }: { onOpen: (id: number) => void; onMore: () => void }) {
  const { t } = useTranslation();
  const latest = useArticles('bulletin', LATEST_BULLETINS);
  const rows = latest.data?.pages[0]?.rows ?? [];
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (rows.length < 2) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % rows.length), ROLL_MS);
    return () => clearInterval(timer);
  }, [rows.length]);

  if (latest.isError || (latest.isSuccess && rows.length === 0)) return null;
  const shown = index % Math.max(rows.length, 1);
  return (
    <div className="bulletin-ticker" data-testid="bulletin-ticker" aria-label={t('content.latestBulletins')}>
      <SoundOutline className="bulletin-ticker__icon" aria-hidden="true" />
      <div className="bulletin-ticker__window" aria-live="off">
        <ul className="bulletin-ticker__lines" style={{ transform: `translateY(-${shown * 100}%)` }}>
          {rows.map((item, position) => (
            <li key={item.id} aria-hidden={position !== shown}>
              <button type="button" tabIndex={position === shown ? 0 : -1} onClick={() => onOpen(item.id)} data-testid={`ticker-line-${item.id}`}>
                {item.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="bulletin-ticker__more" onClick={onMore} aria-label={t('content.allBulletins')} data-testid="ticker-more">
        <RightOutline />
      </button>
    </div>
  );
}
