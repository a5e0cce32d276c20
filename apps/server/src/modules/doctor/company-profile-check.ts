import { profilePlaceholders } from '@rp/contract';
import { readCompanyProfile } from '../settings/index.js';
import { fine, wrong, type DoctorCheck } from './check.js';

/** The dashboard's go-live rule for the company profile (profilePlaceholders), read straight from the database. */
export const companyProfileCheck: DoctorCheck = {
  name: 'Company profile',
  needsDatabase: true,
  async run({ db }) {
    const { record } = await readCompanyProfile(db!);
    const placeholders = profilePlaceholders(record);
    if (!placeholders.length) return fine(`${record.LegalName}, no placeholders left`);
    return wrong(...placeholders.map((p) => `${p.Message} (Settings, /admin/settings)`));
  },
};
