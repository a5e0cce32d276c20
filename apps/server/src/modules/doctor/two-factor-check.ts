import { ownersWithoutTwoFactor } from '../dashboard/index.js';
import { fine, wrong, type DoctorCheck } from './check.js';

/** The dashboard's go-live rule: every active Owner signs in with two-factor sign-in. */
export const twoFactorCheck: DoctorCheck = {
  name: 'Owners and two-factor sign-in',
  needsDatabase: true,
  async run({ db }) {
    const owners = await ownersWithoutTwoFactor(db!);
    if (!owners.length) return fine('every active Owner signs in with two-factor sign-in');
    return wrong(
      ...owners.map(
        (o) => `The Owner ${o.email} signs in without two-factor sign-in: turn it on in My Account (/admin/account) when signed in as them.`,
      ),
    );
  },
};
