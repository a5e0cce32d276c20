/**
 * The deploy test's PostgreSQL: the server TEST_DATABASE_URL names (CI starts one with
 * scripts/start-postgres.sh), or one started here the same way; on it, a new database for this run only.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import postgres from 'postgres';
import { root } from './recipe.mjs';

function serverUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  console.log('TEST_DATABASE_URL is not set: starting PostgreSQL with scripts/start-postgres.sh');
  const output = execFileSync('bash', [path.join(root, 'scripts/start-postgres.sh')], { encoding: 'utf8' });
  return output.trim().split('\n').pop();
}

/** Creates `deploy_<pid>_<time>`; `sql` queries it, `drop()` removes it. */
export async function throwawayDatabase() {
  const server = serverUrl();
  const name = `deploy_${process.pid}_${Date.now()}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
