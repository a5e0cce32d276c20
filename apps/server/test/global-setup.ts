/**
 * Migrates one template database per run, so each test file starts from a copy instead of running
 * every migration again: on PostgreSQL a template database (`create database ... template`), on
 * PGlite a data directory image that each file's PGlite loads. test/db/migrations.test.ts still
 * migrates from empty, and the app still runs the migrator at every start (it finds nothing to do).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { transpileServer } from '../scripts/transpile.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's JavaScript copy of src/ (see transpileSource). */
    serverBuild: string;
    /** PostgreSQL: the migrated template database's name. */
    templateDatabase: string;
    /** PGlite: the file holding the migrated data directory image. */
    pgliteImage: string;
  }
}

async function postgresTemplate(serverUrl: string) {
  const name = `rp_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  await database.close();
  return {
    name,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function pgliteImage() {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  // Uncompressed: loading it is faster than gunzipping on every file.
  const image = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  return { file, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The processes the tests start (servers, CLIs, the thumbnail child) run src/ transpiled, as in
 * production: under tsx each took seconds to start, since tsx rewrites every ES module it loads.
 */
const transpileSource = () => transpileServer('.test-build');

export default async function setup(project: TestProject) {
  project.provide('serverBuild', await transpileSource());
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await postgresTemplate(serverUrl);
    project.provide('templateDatabase', template.name);
    project.provide('pgliteImage', '');
    return template.drop;
  }
  const image = await pgliteImage();
  project.provide('pgliteImage', image.file);
  project.provide('templateDatabase', '');
  return image.drop;
}
