/** Messages between this app and a desktop page that embeds it in a frame (spec §2 Embedding). */
export type ParentMessage =
  | { type: 'desktop-channel-initialized' }
  | { type: 'desktop-route-change'; path: string };

export type ChildMessage =
  | { type: 'mobile-channel-initialized' }
  | { type: 'mobile-route-change'; path: string };

export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  return origin !== 'null' && origin !== '' && allowedOrigins.includes(origin);
}

/** Internal paths only: '/x' but not '//host' or '/\host', which browsers treat as another site. */
export function isInternalPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function readParentMessage(data: unknown): ParentMessage | undefined {
  if (typeof data !== 'object' || data === null || !('type' in data)) return undefined;
  if (data.type === 'desktop-channel-initialized') return { type: data.type };
  if (data.type === 'desktop-route-change' && 'path' in data && isInternalPath(data.path)) {
    return { type: data.type, path: data.path };
  }
  return undefined;
}

export interface EmbedBridgeOptions {
  allowedOrigins: readonly string[];
  navigate: (path: string) => void;
  win?: Window;
}

export interface EmbedBridge {
  reportRoute: (path: string) => void;
  stop: () => void;
}

/** Starts only inside a frame; the parent's origin must be listed, and we never post to '*'. */
export function startEmbedBridge({ allowedOrigins, navigate, win = window }: EmbedBridgeOptions): EmbedBridge | undefined {
  if (win.parent === win) return undefined;
  const ancestor = win.location.ancestorOrigins?.[0];
  let parentOrigin = ancestor && isAllowedOrigin(ancestor, allowedOrigins) ? ancestor : undefined;

  const post = (message: ChildMessage) => {
    if (parentOrigin) win.parent.postMessage(message, parentOrigin);
  };

  const onMessage = (event: MessageEvent) => {
    if (!isAllowedOrigin(event.origin, allowedOrigins)) return;
    const message = readParentMessage(event.data);
    if (!message) return;
    parentOrigin = event.origin;
    if (message.type === 'desktop-channel-initialized') post({ type: 'mobile-channel-initialized' });
    else navigate(message.path);
  };

  win.addEventListener('message', onMessage);
  post({ type: 'mobile-channel-initialized' });
  return {
    reportRoute: (path) => post({ type: 'mobile-route-change', path }),
    stop: () => win.removeEventListener('message', onMessage),
  };
}
