import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { appMeta } from '../../db/schema.js';
import type { TrustProxy } from '../../lib/trust-proxy.js';

/** app_meta key: a request carried X-Forwarded-For while TRUST_PROXY trusted nobody (npm run doctor reads it). */
export const FORWARDED_WITHOUT_TRUST_KEY = 'forwarded_for_without_trust_proxy';
const NOTE_EVERY_MS = 3600_000;

export interface ForwardedForNote {
  /** The sender's address when it is loopback or private (likely the proxy); 'public' otherwise (never a visitor's address). */
  peer: string;
  at: string;
}

const privateRanges = new net.BlockList();
for (const [range, bits] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  privateRanges.addSubnet(range, bits, 'ipv4');
}
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

/** The address when it is loopback or private, else 'public'. */
export function proxyCandidate(address: string | undefined): string {
  const plain = (address ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  const family = net.isIP(plain);
  return family && privateRanges.check(plain, family === 4 ? 'ipv4' : 'ipv6') ? plain : 'public';
}

/**
 * With TRUST_PROXY unset, a request carrying X-Forwarded-For most likely came through a proxy the server
 * does not know about, so rate limits count every visitor as that proxy. Noted in app_meta at most hourly per
 * process (a diagnostic, not a limit), for npm run doctor.
 */
function forwardedForNotePlugin(app: FastifyInstance, opts: { trustProxy: TrustProxy }) {
  if (opts.trustProxy !== false) return;
  let notedAt = 0;
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-forwarded-for'] === undefined || Date.now() - notedAt < NOTE_EVERY_MS) return;
    notedAt = Date.now();
    const note: ForwardedForNote = { peer: proxyCandidate(request.socket.remoteAddress), at: new Date(notedAt).toISOString() };
    const value = JSON.stringify(note);
    try {
      await app.db
        .insert(appMeta)
        .values({ key: FORWARDED_WITHOUT_TRUST_KEY, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
    } catch (err) {
      request.log.warn({ err }, 'could not note X-Forwarded-For without TRUST_PROXY');
    }
  });
}

export default fp(forwardedForNotePlugin, { name: 'forwarded-for-note', dependencies: ['database'] });
