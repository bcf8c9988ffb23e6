import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify, type JWTPayload } from 'jose';

/** One POST the test's push service received. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on the loopback (http://127.0.0.1:<port>), standing in for FCM or Mozilla's: it
 * records every POST and answers 201, or what the test set for a path (410 for a forgotten browser).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const waiters: Array<() => void> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.method === 'POST' ? (answers.get(path) ?? 201) : 405).end();
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Waits until the received pushes satisfy the condition (10 s at most). */
  async function until(condition: (pushes: ReceivedPush[]) => boolean, timeoutMs = 10_000): Promise<ReceivedPush[]> {
    const deadline = Date.now() + timeoutMs;
    while (!condition(received)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the push service did not receive what was expected in ${timeoutMs} ms (received ${received.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return received;
  }

  return {
    origin,
    received,
    until,
    /** Answers POSTs to this path with the status from now on. */
    answer(path: string, status: number) {
      answers.set(path, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The browser's side of a push subscription: a P-256 key pair and a 16-byte auth secret, and the
 * decryption of an aes128gcm body (RFC 8188 and RFC 8291), written here from the RFCs with
 * node:crypto, independently of the library the server encrypts with.
 */
export function createPushBrowser(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const subscription = { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } };

  function decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverKey = body.subarray(21, 21 + idLength);
    const cipherText = body.subarray(21 + idLength);
    const shared = ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
    const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
    const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
    // The last record ends in the delimiter 0x02, then zero padding.
    const end = padded.lastIndexOf(2);
    return padded.subarray(0, end).toString('utf8');
  }

  return { subscription, decrypt };
}

/**
 * Checks a push's VAPID Authorization header (RFC 8292: `vapid t=<JWT>, k=<public key>`): the key is
 * the server's, the JWT is signed by it (ES256), and names the push service's origin. Returns its claims.
 */
export async function verifyVapid(authorization: string | undefined, serverPublicKey: string): Promise<JWTPayload> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  if (match[2] !== serverPublicKey) throw new Error('the VAPID key is not the server key');
  const point = Buffer.from(serverPublicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  return (await jwtVerify(match[1], key, { algorithms: ['ES256'] })).payload;
}
