import { COMPANY_PROFILE_SEED, publicCompanyProfile, type PublicCompanyProfile, type ServerLoadContext } from '@rp/contract/plain';

/** The seeded values, only where no server passed a load context (tests, tooling). */
export const SEEDED_COMPANY: PublicCompanyProfile = publicCompanyProfile(COMPANY_PROFILE_SEED, 'Gujarat');

/** The company profile from the server's load context (cached per content version there). */
export async function loadCompany(context: Partial<ServerLoadContext> | undefined): Promise<PublicCompanyProfile> {
  return context?.company ? context.company.profile() : SEEDED_COMPANY;
}
