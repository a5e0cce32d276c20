// @postgresql-only: 20,000 leads with their quotations and orders take minutes to seed and link on PGlite
import { linkingAtVolume } from './volume.js';

await linkingAtVolume(20_000, 5000);
