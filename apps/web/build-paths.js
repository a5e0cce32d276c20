// Where this workspace keeps its sources and its production build, for the server that serves them
// (apps/server imports it as @rp/web/build). The paths follow this file, wherever the repository is.
import { fileURLToPath } from 'node:url';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));

export const webRoot = here('./');
export const viteConfigFile = here('./vite.config.ts');
export const clientDir = here('./build/client');
export const serverEntry = here('./build/server/index.js');
