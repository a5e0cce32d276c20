/** Auth: sessions and the one-time account links (invite, password reset). What other modules may use; everything else is internal. */
export { sendAccountLink } from './account-links.js';
export { revokeAllSessions } from './sessions.js';
