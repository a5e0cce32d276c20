import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompress } from './precompress';

export default {
  appDirectory: 'src/app',
  // Public routes are server-rendered by the Fastify server on every request (fresh catalogue);
  // admin routes render only their HydrateFallback on the server and run client-side.
  ssr: true,
  // Stay on the v7 behaviour explicitly (loaders receive the server's AppLoadContext); silences the notices.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  // Static assets precompressed at build time (ADR 036).
  async buildEnd({ reactRouterConfig }) {
    await precompress(path.join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
