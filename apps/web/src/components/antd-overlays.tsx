import type { ActionSheetProps, DialogProps, PopupProps } from 'antd-mobile';
import { lazy, Suspense, type ComponentType } from 'react';
import { useOpenAfterMount, useOpenedOnce } from '../hooks/use-opened-once';

/**
 * An antd-mobile overlay whose code, with the react-spring animation under it, loads the first
 * time it opens instead of with every page that has one. Until then it renders nothing, as a
 * closed overlay does; once opened it stays mounted, so it closes with its animation. Same props
 * as antd-mobile's own.
 */
function openedOnce<Props extends { visible?: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const View = lazy(async () => ({ default: await load() }));
  // Mounted when the code is here: it opens a frame later, so it slides in as if it had been there.
  function Opening(props: Props) {
    return <View {...props} visible={useOpenAfterMount(props.visible === true)} />;
  }
  return function LazyOverlay(props: Props) {
    const opened = useOpenedOnce(props.visible === true);
    return opened ? (
      <Suspense fallback={null}>
        <Opening {...props} />
      </Suspense>
    ) : null;
  };
}

export const Popup = openedOnce<PopupProps>(async () => (await import('./antd-overlay-views')).Popup);
export const Dialog = openedOnce<DialogProps>(async () => (await import('./antd-overlay-views')).Dialog);
export const ActionSheet = openedOnce<ActionSheetProps>(async () => (await import('./antd-overlay-views')).ActionSheet);
