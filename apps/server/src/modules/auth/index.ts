/** Auth: sessions and the one-time account links (invite, password reset). What other modules may use; everything else is internal. */
import { defineModule } from '../../lib/server-module.js';
import { bootstrapAdmin, type AdminBootstrapResult } from './admins.js';
import passwordRoutes from './password-routes.js';
import authRoutes from './routes.js';
import sessionRoutes from './session-routes.js';
import twoFactorRoutes from './two-factor-routes.js';
export { sendAccountLink } from './account-links.js';
export { revokeAllSessions } from './sessions.js';

export type { AdminBootstrapResult } from './admins.js';
export { upsertAdmin } from './admins.js';
export { findSession, type SessionAdmin } from './sessions.js';

declare module '../../lib/server-module.js' {
  interface ModuleOptions {
    /** Told the outcome of the admin bootstrap, e.g. to print a generated password once. */
    onAdminBootstrap?: (result: AdminBootstrapResult) => void;
  }
}

/** Sign-in, sessions, passwords and two-factor; the first admin account from ADMIN_EMAIL on an empty database. */
export const authModule = defineModule({
  name: 'auth',
  seed: async (db, { config, options, passwords }) => {
    // Two statements: an optional call's arguments are not evaluated when there is no callback.
    const result = await bootstrapAdmin(db, config.adminEmail, config.adminPassword, passwords);
    options.onAdminBootstrap?.(result);
  },
  routes: async (api, { config, passwords }) => {
    const options = {
      loginRateLimit: config.loginRateLimit,
      sessionTtlHours: config.sessionTtlHours,
      sessionIdleMinutes: config.sessionIdleMinutes,
      requireTwoFactor: config.requireTwoFactor,
      passwords,
    };
    await api.register(authRoutes, options);
    await api.register(passwordRoutes, options);
    await api.register(sessionRoutes, options);
    await api.register(twoFactorRoutes, options);
  },
});
