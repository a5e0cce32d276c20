import { and, asc, eq, isNull } from 'drizzle-orm';
import { profilePlaceholders, type GoLiveItem } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { admins } from '../../db/schema.js';

/** Active Owners who sign in without two-factor sign-in, oldest first (the checklist below and npm run doctor). */
export function ownersWithoutTwoFactor(db: Db) {
  return db
    .select({ id: admins.id, email: admins.email, name: admins.name })
    .from(admins)
    .where(and(eq(admins.role, 'Owner'), eq(admins.status, 'active'), isNull(admins.totpEnabledAt)))
    .orderBy(asc(admins.createdAt));
}

/**
 * The go-live checklist (issue 33): what still stands between this installation and real buyers. Each item
 * links to where it is fixed; the list is empty when nothing is left.
 */
export async function goLiveChecklist(app: FastifyInstance, viewerId: string | null): Promise<GoLiveItem[]> {
  const [profile, owners] = await Promise.all([app.companyProfile(), ownersWithoutTwoFactor(app.db)]);
  const items: GoLiveItem[] = [];

  const placeholders = profilePlaceholders(profile.record);
  if (placeholders.length) {
    items.push({
      Kind: 'profile',
      Title: 'The company profile still has placeholders',
      Details: placeholders.map((p) => p.Message),
      Href: '/admin/settings',
      Action: 'Open company settings',
    });
  }
  if (!app.mail.configured) {
    items.push({
      Kind: 'smtp',
      Title: 'Mail is not being sent: SMTP_URL is not set',
      Details: ["Set SMTP_URL in the server's environment and restart it. Until then, every mail waits in the Outbox."],
      Href: '/admin/outbox',
      Action: 'See the Outbox',
    });
  }
  if (owners.length) {
    const viewerIsOne = owners.some((o) => o.id === viewerId);
    items.push({
      Kind: 'two-factor',
      Title: owners.length === 1 ? 'An Owner signs in without two-factor sign-in' : `${owners.length} Owners sign in without two-factor sign-in`,
      Details: owners.map((o) => (o.id === viewerId ? `You (${o.email})` : o.name ? `${o.name} (${o.email})` : o.email)),
      // The viewer turns it on for themselves on My Account; other Owners do it on theirs.
      Href: viewerIsOne ? '/admin/account' : '/admin/team',
      Action: viewerIsOne ? 'Turn it on in My Account' : 'See the team',
    });
  }
  return items;
}
