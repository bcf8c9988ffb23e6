/** Typed app-wide events carried as window CustomEvents, so features need not import each other. */
export interface AppEventMap {
  'symbols-change': { pair: string };
}
export type AppEventName = keyof AppEventMap;

export function emitAppEvent<N extends AppEventName>(name: N, detail: AppEventMap[N]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onAppEvent<N extends AppEventName>(name: N, handler: (detail: AppEventMap[N]) => void): () => void {
  const listener = (event: Event) => {
    if (event instanceof CustomEvent) handler(event.detail as AppEventMap[N]);
  };
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
