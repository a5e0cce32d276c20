import { ATTRIBUTION_FIELDS, type LeadAttribution } from '@rp/contract/plain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { attributionFrom, visitAttribution } from '~/lib/lead-attribution';

/**
 * Where the visit came from, as hidden fields (ADR 082). The server renders this page's path and utm_* (all a
 * form posted without JavaScript can know); in the browser they become the visit's, from its first page.
 */
export function AttributionFields() {
  const { pathname, search } = useLocation();
  const [attribution, setAttribution] = useState<LeadAttribution>(() => ({
    ...attributionFrom(null, new URL(pathname + search, 'https://this.site')),
    LandingPath: '',
  }));
  useEffect(() => setAttribution(visitAttribution()), [pathname, search]);
  return ATTRIBUTION_FIELDS.map((field) => <input key={field} type="hidden" name={field} value={attribution[field]} />);
}
