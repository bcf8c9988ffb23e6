import { create } from 'zustand';

interface SideMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

export const useSideMenuStore = create<SideMenuState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
