import type { PublicCompanyProfile } from './company-profile-view.js';
import type { Product } from './products.js';
import type { InquirySaveBody } from './records.js';
import type { RfqStatusView } from './rfq-status.js';
import type { SiteContent } from './site-content.js';

/** How the server answered the contact page's form when it was posted without JavaScript. */
export type FormSubmitOutcome =
  /** statusPath: the buyer's private status page, as the acknowledgement mail links to it (rfqStatusPath). */
  { ok: true; reference: string; statusPath: string } | { ok: false; status: 400 | 429; message: string; errors?: Record<string, string> };

/** A file from a form posted without JavaScript, as the server renderer hands it on. */
export interface PostedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** How the server answered the buyer's accept or decline posted without JavaScript (the status page's forms). */
export type QuotationAnswerOutcome =
  { ok: true } | { ok: false; status: 400 | 404 | 409 | 413 | 429; message: string; errors?: Record<string, string> };

/** An account call made in-process for the buyer's desk pages (issue 49): the API's status, envelope and cookies. */
export interface AccountCallAnswer {
  status: number;
  body: { success?: boolean; message?: string; data?: unknown; errors?: Record<string, string> } | null;
  /** The call's Set-Cookie headers (the session's cookie, or its removal), for the page's response. */
  setCookies: string[];
}

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
  /** The site content staff edit (issue 37), as the public pages show it: read through the content-version cache. */
  siteContent: {
    current(): Promise<SiteContent>;
  };
  catalog: {
    /** The public product list, as GET /api/v1/product/list answers it in `data`. */
    list(): Promise<Product[]>;
  };
  /** The buyer's status page: null for an unknown reference or a wrong key (both answer 404). */
  rfqStatus: {
    /** `byStaff`: the page is opened in a staff member's browser (STAFF_DEVICE_COOKIE): no Viewed. */
    find(reference: string, key: string, byStaff?: boolean): Promise<RfqStatusView | null>;
  };
  /**
   * The buyer's desk (issue 49): its pages call /api/v1/account/* in-process with the page request's Cookie
   * header, so the session rules, checks and limits are the API's own. `clientIp`: the posting browser's (the
   * link's per-client limit); the server fills it in for the desk's form posts.
   */
  account: {
    call(method: 'GET' | 'POST', path: string, options: { cookie: string; body?: unknown; clientIp?: string }): Promise<AccountCallAnswer>;
  };
  /**
   * Present only while the server answers a form posted to /contact (no JavaScript): stores the
   * inquiry as POST /inquery/save would (contract validation, rate limit, honeypot, mails).
   */
  inquiryForm?: {
    submit(body: InquirySaveBody): Promise<FormSubmitOutcome>;
  };
  /**
   * Present only while the server answers a form posted to /rfq/{Reference} (no JavaScript): the buyer's
   * accept or decline. `fields` are the form's text fields as posted (Key included); the server checks them
   * with the contract's body (quotationPublicAcceptBody, quotationDeclineBody) and answers as the JSON call does.
   */
  quotationAnswer?: {
    accept(reference: string, fields: Record<string, string>, poFile: PostedFile | null): Promise<QuotationAnswerOutcome>;
    decline(reference: string, fields: Record<string, string>): Promise<QuotationAnswerOutcome>;
  };
}
