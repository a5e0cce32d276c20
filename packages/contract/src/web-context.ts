import type { PublicCompanyProfile } from './company-profile-view.js';
import type { Product } from './products.js';
import type { InquirySaveBody } from './records.js';
import type { RfqStatusView } from './rfq-status.js';

/** How the server answered the contact page's form when it was posted without JavaScript. */
export type FormSubmitOutcome = { ok: true; reference: string } | { ok: false; status: 400 | 429; message: string; errors?: Record<string, string> };

/**
 * What the Fastify server hands to React Router loaders when it renders a page: loaders read the
 * catalogue in-process instead of calling the API over HTTP.
 */
export interface ServerLoadContext {
  /** Public origin, e.g. https://example.com, for canonical URLs, sitemap and Open Graph tags. */
  siteUrl: string;
  /** This response's Content-Security-Policy nonce: every inline script the page renders carries it. */
  cspNonce?: string;
  /** The company profile as the public pages show it (read through the content-version cache). */
  company: {
    profile(): Promise<PublicCompanyProfile>;
  };
  catalog: {
    /** The public product list, as GET /api/v1/product/list answers it in `data`. */
    list(): Promise<Product[]>;
  };
  /** The buyer's status page: null for an unknown reference or a wrong key (both answer 404). */
  rfqStatus: {
    find(reference: string, key: string): Promise<RfqStatusView | null>;
  };
  /**
   * Present only while the server answers a form posted to /contact (no JavaScript): stores the
   * inquiry as POST /inquery/save would (contract validation, rate limit, honeypot, mails).
   */
  inquiryForm?: {
    submit(body: InquirySaveBody): Promise<FormSubmitOutcome>;
  };
}
