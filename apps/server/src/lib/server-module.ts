import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { PasswordHasher } from './passwords.js';

/**
 * buildApp's options for single modules (tests shorten periods and tighten limits). A module adds its own by
 * declaration merging in its index.ts, so the app's options name them without app.ts knowing each module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleOptions {}

/** What a module's entry is given when the app registers it. */
export interface ModuleContext {
  config: Config;
  options: ModuleOptions;
  /** The one password hasher of the app (its concurrency limit is shared by every call that hashes). */
  passwords: PasswordHasher;
}

/**
 * A server module as the app registers it, declared in the module's index.ts: buildApp runs every module's
 * seed, then every plugin, then every module's routes under /api/v1, in the order of SERVER_MODULES
 * (server-modules.ts). A plugin names the plugins it needs (fastify-plugin `dependencies`), so an order that
 * breaks them stops the app at start instead of failing later.
 */
export interface ServerModule {
  name: string;
  /** Data every installation needs, written at start under the migration lock (several processes take turns). */
  seed?: (db: Db, ctx: ModuleContext) => Promise<void>;
  /** App-wide decorators, hooks and scheduled jobs. */
  plugin?: (app: FastifyInstance, ctx: ModuleContext) => Promise<void>;
  /** The module's calls, registered under /api/v1. */
  routes?: (api: FastifyInstance, ctx: ModuleContext) => Promise<void>;
}

export const defineModule = (module: ServerModule): ServerModule => module;
