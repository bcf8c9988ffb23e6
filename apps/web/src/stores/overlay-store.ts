import { create } from 'zustand';

interface OverlayState {
  /** The guided tour is running: prompts wait until it is done. */
  tourOpen: boolean;
  /** A notification prompt is on screen: the tour does not start over it. */
  promptOpen: boolean;
  setTourOpen: (open: boolean) => void;
  setPromptOpen: (open: boolean) => void;
}

/** The two overlays that must never cover each other (spec §4): the guided tour and the prompt popup. */
export const useOverlayStore = create<OverlayState>((set) => ({
  tourOpen: false,
  promptOpen: false,
  setTourOpen: (tourOpen) => set({ tourOpen }),
  setPromptOpen: (promptOpen) => set({ promptOpen }),
}));
