/** Hosts that are this machine: the only ones Web Push may reach over plain http (a test's or a developer's push service). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function hostMatches(host: string, entry: string): boolean {
  return entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry;
}

/**
 * Whether the server may post to this push endpoint: its host is on the allowlist (PUSH_HOSTS;
 * `*.example.com` matches subdomains), over https, or http to a loopback host on the list. No
 * credentials, no other scheme; anything else, above all an address a member made up, is refused.
 */
export function endpointAllowed(endpoint: string, allowedHosts: readonly string[]): 'ok' | 'hostNotAllowed' | 'insecure' {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'hostNotAllowed';
  }
  if (url.username || url.password) return 'hostNotAllowed';
  const host = url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (!allowedHosts.some((entry) => hostMatches(host, entry))) return 'hostNotAllowed';
  if (url.protocol === 'https:') return 'ok';
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(host) ? 'ok' : 'insecure';
}
