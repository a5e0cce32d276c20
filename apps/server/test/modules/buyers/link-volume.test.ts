import { linkingAtVolume } from './volume.js';

// A thousand leads in every pass (PGlite too); link-volume-20k.test.ts runs production's size on PostgreSQL.
await linkingAtVolume(1000, 400);
