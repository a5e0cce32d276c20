/** Public cache: content version and cached response bodies. What other modules may use; everything else is internal. */
export { compressOnce, sendCachedBody, type CachedBody } from './cached-body.js';
export { bumpContentVersion, publicContentChanged } from './content-version.js';
export { VersionedCache } from './versioned-cache.js';
