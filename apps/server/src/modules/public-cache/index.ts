/** Public cache: content version and cached response bodies. What other modules may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import publicCachePlugin from './plugin.js';
export { compressOnce, sendCachedBody, type CachedBody } from './cached-body.js';
export { bumpContentVersion, publicContentChanged } from './content-version.js';
export { VersionedCache } from './versioned-cache.js';

/** The public content stamp every cached public answer is checked against. */
export const publicCacheModule = defineModule({
  name: 'public-cache',
  plugin: async (app) => {
    await app.register(publicCachePlugin);
  },
});
