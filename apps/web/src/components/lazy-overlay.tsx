import type { ActionSheetProps, DialogProps, PopupProps } from 'antd-mobile';
import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * An antd-mobile overlay whose code, with the react-spring and use-gesture animation under it
 * (about 40 KB gzipped), loads the first time it opens instead of with every page that has one.
 * Until then it renders nothing, as a closed overlay does; once opened it stays mounted so it
 * closes with its animation. Same props as antd-mobile's own.
 */
function openedOnce<Props extends { visible?: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const View = lazy(async () => ({ default: await load() }));
  return function LazyOverlay(props: Props) {
    const [opened, setOpened] = useState(props.visible === true);
    // Adjusting state while rendering (React's "storing information from previous renders").
    if (props.visible === true && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}

export const Popup = openedOnce<PopupProps>(async () => (await import('./overlay-views')).Popup);
export const Dialog = openedOnce<DialogProps>(async () => (await import('./overlay-views')).Dialog);
export const ActionSheet = openedOnce<ActionSheetProps>(async () => (await import('./overlay-views')).ActionSheet);
