import { fuzzEndpoints } from './fuzz-suite.js';

await fuzzEndpoints('signed-in', { part: 1, parts: 3 });
