interface ChatwootSdk {
  run: (settings: { websiteToken: string; baseUrl: string }) => void;
}
interface ChatwootWidget {
  setUser: (identifier: string, user: { name: string; identifier_hash?: string }) => void;
  toggle: (state?: 'open' | 'close') => void;
}
declare global {
  interface Window {
    chatwootSDK?: ChatwootSdk;
    $chatwoot?: ChatwootWidget;
  }
}

export interface ChatSettings {
  chatUrl: string;
  websiteToken: string;
  address: string;
  identifierHash: string | undefined;
}

let sdkLoading: Promise<ChatwootSdk> | undefined;

function loadSdk(chatUrl: string): Promise<ChatwootSdk> {
  sdkLoading ??= new Promise<ChatwootSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${chatUrl.replace(/\/$/, '')}/packs/js/sdk.js`;
    script.async = true;
    script.onload = () => (window.chatwootSDK ? resolve(window.chatwootSDK) : reject(new Error('chatwootSDK missing')));
    script.onerror = () => reject(new Error('chat script failed'));
    document.head.append(script);
  }).catch((error: unknown) => {
    sdkLoading = undefined;
    throw error;
  });
  return sdkLoading;
}

function widgetReady(): Promise<ChatwootWidget> {
  const widget = window.$chatwoot;
  if (widget) return Promise.resolve(widget);
  return new Promise((resolve) => {
    window.addEventListener('chatwoot:ready', () => window.$chatwoot && resolve(window.$chatwoot), { once: true });
  });
}

/** Chatwoot: run the SDK once, identify the user by address and the server-computed hash, open it. */
export async function openChat({ chatUrl, websiteToken, address, identifierHash }: ChatSettings): Promise<void> {
  const sdk = await loadSdk(chatUrl);
  if (!window.$chatwoot) sdk.run({ websiteToken, baseUrl: chatUrl });
  const widget = await widgetReady();
  widget.setUser(address, { name: address, identifier_hash: identifierHash });
  widget.toggle('open');
}
