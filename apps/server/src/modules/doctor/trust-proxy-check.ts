import { eq } from 'drizzle-orm';
import { appMeta } from '../../db/schema.js';
import { fine, wrong, type DoctorCheck } from './check.js';
import { FORWARDED_WITHOUT_TRUST_KEY, type ForwardedForNote } from './forwarded-for-note.js';

/** TRUST_PROXY unset while requests arrive through a proxy (the server notes X-Forwarded-For it was not told to trust). */
export const trustProxyCheck: DoctorCheck = {
  name: 'TRUST_PROXY',
  needsDatabase: true,
  async run({ config, db }) {
    if (config.trustProxy !== false)
      return fine(`set (${Array.isArray(config.trustProxy) ? config.trustProxy.join(', ') : `${config.trustProxy} hop`})`);
    const [row] = await db!.select().from(appMeta).where(eq(appMeta.key, FORWARDED_WITHOUT_TRUST_KEY)).limit(1);
    if (!row) return fine('not set, and no request came through a proxy');
    const note = JSON.parse(row.value) as ForwardedForNote;
    const from = note.peer === 'public' ? 'a public address' : note.peer;
    const advice =
      note.peer === 'public'
        ? 'If a proxy or CDN is in front of the server, set TRUST_PROXY to its addresses; if none is, a client sent the header itself.'
        : `Set TRUST_PROXY=${note.peer} (the proxy's address).`;
    return wrong(
      `Requests from ${from} carried X-Forwarded-For (last noted ${note.at}), but TRUST_PROXY is not set: rate limits count every visitor behind the proxy as one. ${advice}`,
    );
  },
};
