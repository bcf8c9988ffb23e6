import { LOADING_OVERLAY_MS } from '@halyard/shared';
import { create } from 'zustand';

interface LoadingOverlayState {
  visible: boolean;
  showFor: (ms?: number) => void;
  hide: () => void;
}

let hideTimer: ReturnType<typeof setTimeout> | undefined;

export const useLoadingOverlayStore = create<LoadingOverlayState>((set) => ({
  visible: false,
  /** A timed show hides itself (spec §4: after 1 s). */
  showFor: (ms = LOADING_OVERLAY_MS) => {
    clearTimeout(hideTimer);
    set({ visible: true });
    hideTimer = setTimeout(() => set({ visible: false }), ms);
  },
  hide: () => {
    clearTimeout(hideTimer);
    set({ visible: false });
  },
}));
