import { SocketClient, socketUrl } from './ws-client';

let client: SocketClient | undefined;

/** The app's one socket to `/ws` on the configured domain, opened on first use and kept open. */
export function startRealtime(domain: string): SocketClient {
  if (!client) {
    client = new SocketClient({ url: socketUrl(domain, window.location) });
    client.connect();
  }
  return client;
}
