import { create } from 'zustand';
import { readStored, writeStored } from '../../../lib/storage';

interface HideBalancesState {
  hidden: boolean;
  toggle: () => void;
}

/** The overview's eye: amounts show as **** while hidden; remembered (versioned storage) across visits. */
export const useHideBalancesStore = create<HideBalancesState>((set, get) => ({
  hidden: readStored('hideBalances') ?? false,
  toggle: () => {
    const hidden = !get().hidden;
    writeStored('hideBalances', hidden);
    set({ hidden });
  },
}));

/** What a hidden amount shows. */
export const HIDDEN_AMOUNT = '****';
