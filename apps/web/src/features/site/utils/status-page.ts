/**
 * The buyer's private status page (/rfq/{Reference}?key=...) is not a page of the spec: no preloader covers it
 * (nor its answer posts), and the floating chat button stays off it (it would cover the answer forms; the page
 * offers the chat in its contact section).
 */
export const isStatusPage = (pathname: string) => pathname.startsWith('/rfq/');
