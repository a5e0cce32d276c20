/** Where the back office's records open, for links between orders, quotations and the leads they came from. */

/** Where a lead's detail opens: quote requests (Q-...) and inquiries (I-...) have their own lists. */
export function leadHref(lead: { LeadId: string | null; LeadReference: string | null }): string | null {
  if (!lead.LeadId) return null;
  const list = lead.LeadReference?.startsWith('I-') ? '/admin/contacts' : '/admin/quotes';
  return `${list}?open=${encodeURIComponent(lead.LeadId)}`;
}

export const orderHref = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;
export const quotationHref = (id: string) => `/admin/quotations/${encodeURIComponent(id)}`;
export const buyerHref = (id: string) => `/admin/buyers/${encodeURIComponent(id)}`;
export const invoiceHref = (id: string) => `/admin/invoices/${encodeURIComponent(id)}`;
