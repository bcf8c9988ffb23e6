import type { ContentKind } from '@halyard/shared';
import { Popup } from 'antd-mobile';
import { CloseOutline } from '../../../../components/icons';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ContentForm } from './content-form';
import { ErrorState } from '../../../../components/error-state';
import { StatusTag } from '../../../../components/status-tag';
import { DetailSkeleton } from '../../../../components/skeleton';
import { useContentItem } from '../api/content';
import { contentStatus, draftOf, emptyDraft } from '../content-draft';

/** What the editor is open on: a new item (of the kind the desk shows), or a saved one by its id. */
export type EditorTarget = { kind: ContentKind; id?: undefined } | { id: number; kind?: undefined };

interface ContentEditorProps {
  open: boolean;
  /** Kept while the panel slides away, so it does not change under the reader's eyes. */
  target: EditorTarget | undefined;
  onClose: () => void;
  /** Saved: the desk shows the item's kind, where it now is. */
  onSaved: (kind: ContentKind) => void;
}

function SavedItemForm({ id, onClose, onSaved }: { id: number; onClose: () => void; onSaved: (kind: ContentKind) => void }) {
  const { t } = useTranslation();
  const item = useContentItem(id);
  if (item.isPending) return <DetailSkeleton />;
  if (item.isError) return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  const status = contentStatus(item.data);
  return (
    <>
      <p className="content-editor__facts">
        <StatusTag label={t(`console.content.status.${status}`)} tone={status === 'published' ? 'success' : status === 'scheduled' ? 'pending' : 'neutral'} status={status} testId="content-editor-status" />
        <span>#{item.data.id}</span>
        {item.data.slug && <span className="console-row__mono">{item.data.slug}</span>}
        {item.data.version && <span>{t('content.version', { version: item.data.version })}</span>}
      </p>
      <ContentForm id={id} initial={draftOf(item.data)} onSaved={onSaved} onDeleted={onClose} />
    </>
  );
}

/** The item being written, over the desk: a panel from the side, as wide as a phone on a phone. */
export function ContentEditor({ open, target, onClose, onSaved }: ContentEditorProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popup visible={open && target !== undefined} position="right" onMaskClick={onClose} onClose={onClose} bodyClassName="console-sheet content-sheet" destroyOnClose>
      <div className="console-sheet__body" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="content-editor">
        <div className="console-sheet__top">
          <h2 id={titleId} className="console-section__title">
            {t(target?.id === undefined ? 'console.content.newTitle' : 'console.content.editTitle')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('console.close')} data-testid="content-editor-close" onClick={onClose}>
            <CloseOutline />
          </button>
        </div>
        {target?.id !== undefined ? (
          <SavedItemForm id={target.id} onClose={onClose} onSaved={onSaved} />
        ) : (
          target && <ContentForm id={undefined} initial={emptyDraft(target.kind)} onSaved={onSaved} onDeleted={onClose} />
        )}
      </div>
    </Popup>
  );
}
