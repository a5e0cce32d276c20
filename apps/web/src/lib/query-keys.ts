import type { RecordKind } from '@rp/contract';

/** Every TanStack Query key of the admin app, defined once: the api/ files and invalidations use these. */
export const queryKeys = {
  dashboardSummary: ['admin', 'dashboard-summary'] as const,
  products: ['admin', 'products'] as const,
  product: (id: string) => ['admin', 'product', id] as const,
  /** Parent of every page and detail of one kind: a change invalidates them all. */
  records: (kind: RecordKind) => ['admin', 'records', kind] as const,
  recordPage: (kind: RecordKind, view: object) => ['admin', 'records', kind, 'page', view] as const,
  recordDetail: (kind: RecordKind, id: string) => ['admin', 'records', kind, 'detail', id] as const,
  attachment: (fileId: string) => ['admin', 'attachment', fileId] as const,
  drawingThumbnail: (fileId: string) => ['admin', 'drawing-thumbnail', fileId] as const,
  /** A STEP or DXF drawing measured by the server (issue 47). */
  drawingMeasure: (fileId: string) => ['admin', 'drawing-measure', fileId] as const,
  /** Parent of the outbox list and summary: a resend invalidates both. */
  outbox: ['admin', 'outbox'] as const,
  outboxList: ['admin', 'outbox', 'list'] as const,
  outboxSummary: ['admin', 'outbox', 'summary'] as const,
  currentAccount: ['admin', 'current-account'] as const,
  sessions: ['admin', 'sessions'] as const,
  team: ['admin', 'team'] as const,
  activityPage: (view: object) => ['admin', 'activity', view] as const,
  companyProfile: ['admin', 'company-profile'] as const,
  /** The estimating rate tables (issue 47): the Rates screen and the quotation editor's estimate panel. */
  rateTables: ['admin', 'rate-tables'] as const,
  /** What was quoted before for a drawing, or a material and size (the estimate panel). */
  estimateSimilar: (body: object) => ['admin', 'estimate-similar', body] as const,
  /** Parent of every quotations page, detail and lead's list: a save, send or revise invalidates them all. */
  quotations: ['admin', 'quotations'] as const,
  quotationPage: (view: object) => ['admin', 'quotations', 'page', view] as const,
  quotationDetail: (id: string) => ['admin', 'quotations', 'detail', id] as const,
  leadQuotations: (leadId: string) => ['admin', 'quotations', 'lead', leadId] as const,
  /** Parent of every orders page and detail: a move or dispatch invalidates them all. */
  orders: ['admin', 'orders'] as const,
  orderPage: (view: object) => ['admin', 'orders', 'page', view] as const,
  orderDetail: (id: string) => ['admin', 'orders', 'detail', id] as const,
  /** Parent of every buyers page and detail: a save or merge invalidates them all (issue 46). */
  buyers: ['admin', 'buyers'] as const,
  buyerPage: (view: object) => ['admin', 'buyers', 'page', view] as const,
  buyerDetail: (id: string) => ['admin', 'buyers', 'detail', id] as const,
  /** One order's proformas and payments (issue 46). */
  orderProformas: (orderId: string) => ['admin', 'orders', 'proformas', orderId] as const,
  orderPayments: (orderId: string) => ['admin', 'orders', 'payments', orderId] as const,
  /** Parent of every invoices page and detail: a cancel, e-way bill or e-invoice invalidates them all (issue 48). */
  invoices: ['admin', 'invoices'] as const,
  invoicePage: (view: object) => ['admin', 'invoices', 'page', view] as const,
  invoiceDetail: (id: string) => ['admin', 'invoices', 'detail', id] as const,
  /** Parent of the site-content overview and each kind's editor: a save or undo invalidates them all. */
  siteContent: ['admin', 'site-content'] as const,
  siteContentKind: (kind: string) => ['admin', 'site-content', kind] as const,
};
