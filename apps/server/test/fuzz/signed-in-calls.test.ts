import { fuzzEndpoints } from './fuzz-suite.js';

await fuzzEndpoints('signed-in');
