import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  // Public routes are server-rendered by the Fastify server on every request (fresh catalogue);
  // admin routes render only their HydrateFallback on the server and run client-side.
  ssr: true,
} satisfies Config;
