import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The dashboard at volume (issue 45): runs the built copy of apps/server/src/cli/bench-dashboard.ts (the cli/
 * folder beside the benchmarked server's entry, so `--server` compares another build's dashboard too), which
 * seeds 20,000 leads, 24,000 quotation rows and 20,000 orders into a fresh in-memory PGlite, or a throwaway
 * database on the PostgreSQL server that `databaseUrl` names, and prints the median server time of
 * GET /api/v1/dashboard/summary and of each card. Its output goes straight to this process's.
 */
export async function benchDashboard({ serverEntry, databaseUrl, leads, runs }) {
  const script = path.join(path.dirname(serverEntry), 'cli', 'bench-dashboard.js');
  if (!fs.existsSync(script)) throw new Error(`${script} is missing: run \`npm run build\` first`);
  const args = [script, '--leads', String(leads), '--runs', String(runs), ...(databaseUrl ? ['--database-url', databaseUrl] : [])];
  console.log(`\nThe dashboard at ${Number(leads).toLocaleString('en-GB')} leads (${databaseUrl ? 'PostgreSQL' : 'PGlite'}):`);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the dashboard benchmark exited with ${code}`);
}
