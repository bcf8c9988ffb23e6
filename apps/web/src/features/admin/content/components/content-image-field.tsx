import { CONTENT_IMAGE_MAX_BYTES, isSafeLink, SUPPORT_IMAGE_TYPES } from '@halyard/shared';
import { Button, SpinLoading } from 'antd-mobile';
import { PictureOutline } from '../../../../components/icons';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { useUploadContentImage } from '../api/content';
import './content-editor.css';

/** The image types the server takes for content, as for chat images (it tells them by their bytes again). */
const IMAGE_TYPES: readonly string[] = SUPPORT_IMAGE_TYPES;
const MAX_SIZE_TEXT = `${CONTENT_IMAGE_MAX_BYTES / 1024 / 1024}\u00a0MB`;

/** A cover: the current image, and a button that uploads another (checked here for type and size first). */
export function ContentImageField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadContentImage();
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      showToast('error', t('console.content.imageType'));
      return;
    }
    if (file.size > CONTENT_IMAGE_MAX_BYTES) {
      showToast('error', t('console.content.imageSize', { size: MAX_SIZE_TEXT }));
      return;
    }
    try {
      const image = await upload.mutateAsync(file);
      onChange(image.url);
      showToast('success', t('console.content.imageUploaded'));
    } catch {
      // The app has shown the server's refusal.
    }
  };
  return (
    <div className="content-image" data-testid="content-cover">
      <div className="content-image__frame">
        {/* Older rows may hold any address: only a safe one becomes an image source. */}
        {value && isSafeLink(value) ? (
          <img className="content-image__img" src={value} alt={t('console.content.cover')} data-testid="content-cover-image" />
        ) : (
          <PictureOutline className="content-image__none" aria-hidden="true" />
        )}
        {upload.isPending && (
          <span className="content-image__busy">
            <SpinLoading style={{ '--size': '24px' }} />
          </span>
        )}
      </div>
      <div className="content-image__actions">
        <input id={inputId} className="visually-hidden" type="file" accept={IMAGE_TYPES.join(',')} onChange={(event) => void pick(event)} disabled={upload.isPending} data-testid="content-cover-file" />
        <label htmlFor={inputId} className="content-image__upload" aria-disabled={upload.isPending} data-testid="content-cover-upload">
          {t(value ? 'console.content.imageReplace' : 'console.content.imageUpload')}
        </label>
        {value && (
          <Button size="small" fill="none" color="danger" onClick={() => onChange('')} data-testid="content-cover-remove">
            {t('console.content.imageRemove')}
          </Button>
        )}
        <p className="console-form__hint">{t('console.content.imageHint', { size: MAX_SIZE_TEXT })}</p>
      </div>
    </div>
  );
}
