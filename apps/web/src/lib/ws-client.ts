import { SOCKET_BATCH_PARAM, SOCKET_PATH, SOCKET_RECONNECT_MS, type ClientFrame, type ServerFrame } from '@halyard/shared';

export type FrameHandler = (frame: ServerFrame) => void;

type SocketFactory = (url: string) => WebSocket;

export interface SocketClientOptions {
  url: string;
  createSocket?: SocketFactory;
  reconnectMs?: number;
}

/**
 * ws(s)://{config domain or this page's host}/ws (ARCHITECTURE §6), asking for frames that carry
 * several pushes: the server sends a socket the channels that changed together as one frame.
 */
export function socketUrl(domain: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${domain || location.host}${SOCKET_PATH}?${SOCKET_BATCH_PARAM}=1`;
}

/** Server frames arrive gzip-compressed (binary) or as plain JSON text; a batch is an array of pushes. */
export async function decodeFrame(payload: unknown): Promise<unknown> {
  if (typeof payload === 'string') return JSON.parse(payload);
  const bytes = payload instanceof Blob ? await payload.arrayBuffer() : payload;
  if (!(bytes instanceof ArrayBuffer)) return undefined;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return JSON.parse(await new Response(stream).text());
}

function isPing(frame: unknown): frame is { ping: number } {
  return typeof frame === 'object' && frame !== null && 'ping' in frame && typeof frame.ping === 'number';
}

/** Channels of the signed-in member (`user.*`): subscribed only behind an `auth` frame. */
function isMemberChannel(channel: string): boolean {
  return channel.startsWith('user.');
}

/** The channel a frame belongs to: a push's, a reply's, or the one a `subbed` confirmation names. */
function channelOf(frame: unknown): string | undefined {
  if (typeof frame !== 'object' || frame === null) return undefined;
  if ('ch' in frame && typeof frame.ch === 'string') return frame.ch;
  if ('rep' in frame && typeof frame.rep === 'string') return frame.rep;
  if ('subbed' in frame && typeof frame.subbed === 'string') return frame.subbed;
  return undefined;
}

export class SocketClient {
  private socket: WebSocket | undefined;
  private readonly handlers = new Map<string, Set<FrameHandler>>();
  private readonly frameListeners = new Set<FrameHandler>();
  private token: string | undefined;
  private nextId = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private closedByUs = false;
  private readonly createSocket: SocketFactory;
  private readonly reconnectMs: number;

  constructor(private readonly options: SocketClientOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.reconnectMs = options.reconnectMs ?? SOCKET_RECONNECT_MS;
  }

  connect(): void {
    this.closedByUs = false;
    const socket = this.createSocket(this.options.url);
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => this.resendState();
    socket.onmessage = (event: MessageEvent) => void this.receive(event.data);
    socket.onclose = () => this.scheduleReconnect();
    this.socket = socket;
  }

  close(): void {
    this.closedByUs = true;
    clearTimeout(this.reconnectTimer);
    this.socket?.close();
    this.socket = undefined;
  }

  /** Sends `sub` and returns the matching `unsub`; the subscription survives reconnects. */
  subscribe(channel: string, handler: FrameHandler): () => void {
    let channelHandlers = this.handlers.get(channel);
    if (!channelHandlers) {
      channelHandlers = new Set();
      this.handlers.set(channel, channelHandlers);
      if (this.maySubscribe(channel)) this.send({ sub: channel, id: this.newId() });
    }
    channelHandlers.add(handler);
    return () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      this.send({ unsub: channel, id: this.newId() });
    };
  }

  /** Every decoded frame, e.g. to notice the first message after sign-in. */
  onFrame(listener: FrameHandler): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /**
   * Signs the socket in, the member's channels right behind it (the server pushes prompts as soon
   * as it has signed the socket in); signing out reconnects, since the server keeps a socket's identity.
   */
  auth(token: string | undefined): void {
    const wasSignedIn = this.token !== undefined;
    this.token = token;
    if (token) {
      this.send({ auth: token, id: this.newId() });
      for (const channel of this.handlers.keys()) if (isMemberChannel(channel)) this.send({ sub: channel, id: this.newId() });
    } else if (wasSignedIn) this.socket?.close();
  }

  private maySubscribe(channel: string): boolean {
    return !isMemberChannel(channel) || this.token !== undefined;
  }

  private newId(): string {
    this.nextId += 1;
    return String(this.nextId);
  }

  private send(frame: ClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private resendState(): void {
    if (this.token) this.send({ auth: this.token, id: this.newId() });
    for (const channel of this.handlers.keys()) if (this.maySubscribe(channel)) this.send({ sub: channel, id: this.newId() });
  }

  private scheduleReconnect(): void {
    this.socket = undefined;
    if (this.closedByUs) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), this.reconnectMs);
  }

  private async receive(payload: unknown): Promise<void> {
    let frame: unknown;
    try {
      frame = await decodeFrame(payload);
    } catch {
      return;
    }
    if (Array.isArray(frame)) for (const push of frame) this.dispatch(push);
    else this.dispatch(frame);
  }

  private dispatch(frame: unknown): void {
    if (isPing(frame)) {
      this.send({ pong: frame.ping });
      return;
    }
    if (typeof frame !== 'object' || frame === null) return;
    const serverFrame = frame as ServerFrame;
    for (const listener of this.frameListeners) listener(serverFrame);
    const channel = channelOf(frame);
    if (channel) for (const handler of this.handlers.get(channel) ?? []) handler(serverFrame);
  }
}
