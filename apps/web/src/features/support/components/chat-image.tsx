import { Image, ImageViewer } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { API_BASE } from '@halyard/shared';
import { readStored } from '../../../lib/storage';

/** A chat image: fetched with the session (an <img> cannot send it), shown from a blob URL, enlarged on tap. */
export function ChatImage({ path }: { path: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    const token = readStored('token');
    fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = URL.createObjectURL(await response.blob());
        if (!cancelled) setUrl(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  if (failed) return <span className="chat-image chat-image--failed">{t('support.chat.imageFailed')}</span>;
  if (!url) return <span className="chat-image chat-image--loading" aria-busy="true" />;
  return <Image className="chat-image" src={url} alt={t('support.chat.image')} fit="cover" lazy onClick={() => ImageViewer.show({ image: url })} data-testid="chat-image" />;
}
