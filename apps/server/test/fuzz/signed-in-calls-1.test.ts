import { fuzzEndpoints } from './fuzz-suite.js';

await fuzzEndpoints('signed-in', { part: 0, parts: 3 });
