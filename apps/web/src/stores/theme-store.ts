import { create } from 'zustand';
import { readStored, writeStored, type Theme } from '../lib/storage';

interface ThemeState {
  theme: Theme;
  toggleTheme: () => void;
}

/** Same attributes as src/theme-boot.js (inlined in index.html); antd-mobile's dark palette keys on data-prefers-color-scheme. */
function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.dataset.prefersColorScheme = theme;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: readStored('theme') ?? 'light',
  toggleTheme: () => {
    const theme: Theme = get().theme === 'light' ? 'dark' : 'light';
    writeStored('theme', theme);
    applyTheme(theme);
    set({ theme });
  },
}));
