import { COMPANY_PROFILE_SEED, companyProfileBody, gstinCheckCharacter, type CompanyProfile } from '@rp/contract';
import type { Db } from '../../src/db/client.js';
import { saveCompanyProfile } from '../../src/modules/settings/company-profile.js';
import { ADMIN } from '../helpers.js';

/** A company profile with nothing left a placeholder, as an Owner would save it. */
export function completeCompanyProfile(): CompanyProfile {
  return companyProfileBody.parse({
    ...COMPANY_PROFILE_SEED,
    LegalName: 'Rajkot Precision Works Private Limited',
    AddressLines: ['Survey 112, Plot 7, GIDC Lodhika', 'Kalawad Road'],
    GSTIN: `24AAACR1234A1Z${gstinCheckCharacter('24AAACR1234A1Z')}`,
    PAN: 'AAACR1234A',
    Phones: ['+91 281 255 0101'],
    Emails: ['sales@rpw.co.in'],
    ChatNumber: '+91 99099 12345',
    Bank: { AccountName: 'RPW', AccountNumber: '50200012345678', IFSC: 'HDFC0001234', BankName: 'HDFC Bank', Branch: 'Rajkot' },
  });
}

/** Saves completeCompanyProfile() as the first Owner (ADMIN). */
export const saveCompleteCompanyProfile = (db: Db) =>
  saveCompanyProfile(db, completeCompanyProfile(), { actorId: null, actorEmail: ADMIN.email, ip: '127.0.0.1' });
