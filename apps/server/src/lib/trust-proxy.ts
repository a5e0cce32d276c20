import net from 'node:net';

/**
 * Which proxies' X-Forwarded-For entries to believe: none, the closest N hops, or the listed proxy
 * addresses and CIDR ranges. Never "all": that takes the leftmost entry, which the client writes.
 */
export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || net.isIP(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address || !bits || !/^\d{1,3}$/.test(bits)) return false;
  const family = net.isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  // `true` meant "behind a reverse proxy": one hop, the only reading that cannot be spoofed.
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8); "${wrong}" is neither.`,
    );
  }
  return entries;
}

/**
 * Fastify's own reading of a number trusts nothing; a hop count trusts the socket's peer and the
 * entries it appended, so the client address is the entry just before them.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
