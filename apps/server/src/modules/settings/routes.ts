import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { actorOf } from '../activity/index.js';
import { saveCompanyProfile } from './company-profile.js';

/** GET /settings/company (Owner and Staff) and POST /settings/company (Owner; the contract's access check). */
export default async function settingsRoutes(app: FastifyInstance) {
  route(app, endpoints.settings.company, {}, async () => ({
    success: true as const,
    message: 'Company profile.',
    data: (await app.companyProfile()).record,
  }));

  route(app, endpoints.settings.saveCompany, {}, async (request) => ({
    success: true as const,
    message: 'Company profile saved. The website shows it from the next page load.',
    data: await saveCompanyProfile(app.db, request.body, actorOf(request)),
  }));
}
