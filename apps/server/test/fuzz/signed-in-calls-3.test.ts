import { fuzzEndpoints } from './fuzz-suite.js';

await fuzzEndpoints('signed-in', { part: 2, parts: 3 });
