/** What the scripts that start the built server share: a free port, its environment and waiting for it to answer. */
import net from 'node:net';

/** The admin account the benchmark and soak servers are started with. */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'Bench-Password-123' };

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server's environment: this process's, its own port, data folder, database and admin, plus `settings`. */
export function serverEnv({ port, dataDir, databaseUrl, admin, ...settings }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...settings,
  };
}

/** Polls `origin`/api/v1/health every 100 ms until it answers 200; throws when `child` exits or after `tries` polls. */
export async function waitUntilHealthy(origin, child, tries = 3000) {
  for (let i = 0; ; i++) {
    const healthy = await fetch(`${origin}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    if (i > tries || child.exitCode !== null) throw new Error('the server did not start (run `npm run build` first)');
    await new Promise((r) => setTimeout(r, 100));
  }
}
