import { isEip1193Provider, type Wallet, type WalletInfo } from './eip1193';

const ANNOUNCE_EVENT = 'eip6963:announceProvider';
const REQUEST_EVENT = 'eip6963:requestProvider';
/** Wallets answer the request synchronously; a short wait also catches slow extensions. */
const DISCOVERY_WAIT_MS = 150;

function isWalletInfo(value: unknown): value is WalletInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Record<string, unknown>;
  return ['uuid', 'name', 'icon', 'rdns'].every((field) => typeof info[field] === 'string');
}

function readAnnouncement(event: Event): Wallet | undefined {
  if (!(event instanceof CustomEvent)) return undefined;
  const detail: unknown = event.detail;
  if (typeof detail !== 'object' || detail === null || !('info' in detail) || !('provider' in detail)) return undefined;
  if (!isWalletInfo(detail.info) || !isEip1193Provider(detail.provider)) return undefined;
  return { info: detail.info, provider: detail.provider };
}

/** EIP-6963 wallets first; else the legacy window.ethereum; else none. */
export async function discoverWallets(win: Window = window): Promise<Wallet[]> {
  const found = new Map<string, Wallet>();
  const onAnnounce = (event: Event) => {
    const wallet = readAnnouncement(event);
    if (wallet) found.set(wallet.info.uuid, wallet);
  };
  win.addEventListener(ANNOUNCE_EVENT, onAnnounce);
  win.dispatchEvent(new Event(REQUEST_EVENT));
  await new Promise((resolve) => setTimeout(resolve, DISCOVERY_WAIT_MS));
  win.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
  if (found.size > 0) return [...found.values()];
  const legacy: unknown = Reflect.get(win, 'ethereum');
  if (!isEip1193Provider(legacy)) return [];
  return [{ info: { uuid: 'window.ethereum', name: 'Browser wallet', icon: '', rdns: 'window.ethereum' }, provider: legacy }];
}
