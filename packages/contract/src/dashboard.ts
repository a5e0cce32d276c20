import { z } from 'zod';
import { successEnvelope } from './common.js';
import { RECORD_TYPES } from './constants.js';
import { orderFigures } from './orders.js';

export const activityItem = z.object({
  _id: z.string(),
  Types: z.enum(RECORD_TYPES),
  Title: z.string(),
  Status: z.string(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;

/** The newest backups, for the dashboard: when the last good one was taken and whether to worry. */
export const backupStatus = z.object({
  /** Hours between scheduled backups; 0 when they are off. */
  everyHours: z.number().nonnegative(),
  lastSuccessAt: z.string().nullable(),
  lastSuccessFile: z.string().nullable(),
  lastSuccessBytes: z.number().int().nullable(),
  /** Set when the newest backup attempt failed. */
  lastFailureAt: z.string().nullable(),
  /** A sentence for staff when backups need attention (failed, too old, none yet); null when all is well. */
  warning: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatus>;

/**
 * One thing to do before going live (issue 33): the company profile still holds placeholders, mail is not
 * configured, or an Owner signs in without a second factor. Href is where it is fixed.
 */
export const goLiveItem = z.object({
  Kind: z.enum(['profile', 'smtp', 'two-factor']),
  Title: z.string(),
  /** What exactly is missing, one line each. */
  Details: z.array(z.string()),
  Href: z.string(),
  /** The link's words. */
  Action: z.string(),
});
export type GoLiveItem = z.infer<typeof goLiveItem>;

/** Quotation figures (issue 33); amounts in rupees, days in India time. */
export const quotationFigures = z.object({
  /** Quotations mailed this month (a number counted once, at its latest revision mailed this month). */
  sentThisMonth: z.number().int(),
  sentThisMonthValue: z.number(),
  /** Sent or Viewed and still valid: what the buyers may still accept. */
  openCount: z.number().int(),
  openValue: z.number(),
  /** Accepted and Declined over the last 90 days; winRate is accepted / (accepted + declined), null when none. */
  accepted90Days: z.number().int(),
  declined90Days: z.number().int(),
  winRate90Days: z.number().nullable(),
  /** Open quotations whose last valid day is today or within the next 7 days. */
  expiringWithin7Days: z.number().int(),
});
export type QuotationFigures = z.infer<typeof quotationFigures>;

/** One row of a leads breakdown: a source, product or industry page and its leads. */
export const leadCount = z.object({ name: z.string(), count: z.number().int() });

/**
 * Quotes and inquiries of the last `days` days by origin (utm_source, referring site, Direct, or a hand-logged
 * Source), quotes by Product of Interest, and leads by the industry page they came through (ADR 082).
 */
export const leadSources = z.object({
  days: z.number().int(),
  total: z.number().int(),
  bySource: z.array(leadCount),
  byProduct: z.array(leadCount),
  byIndustry: z.array(leadCount),
});
export type LeadSources = z.infer<typeof leadSources>;

/**
 * The money after the yes (issue 46), amounts in rupees (an order in another currency at its frozen rate, half up
 * to the paisa), months in India time.
 */
export const paymentFigures = z.object({
  /** Orders in a production stage with an Issued proforma the order's payments do not yet cover. */
  advanceAwaited: z.number().int(),
  /** What those orders still owe of their advance: per order its largest Issued proforma minus what it received. */
  advanceAwaitedValue: z.number(),
  /** A few of them, the longest waiting first (oldest proforma). */
  advanceAwaitedOrders: z.array(
    z.object({
      _id: z.string(),
      Number: z.string(),
      Company: z.string(),
      ProformaNumber: z.string(),
      /** Rupees still due of the advance. */
      Due: z.number(),
      DueDate: z.string().nullable(),
    }),
  ),
  /** Payments dated this month (not removed) and their sum. */
  receivedThisMonth: z.number().int(),
  receivedThisMonthValue: z.number(),
});
export type PaymentFigures = z.infer<typeof paymentFigures>;

/**
 * How good the estimates are (issue 47): the lines of quotations sent in the last 90 days that carried an
 * estimate. Quoted / estimated compares the line's price per piece with the estimate's; the win rates count lines
 * of decided quotations (accepted: won; declined, expired or withdrawn: lost), null when there are none.
 */
export const estimateFigures = z.object({
  days: z.number().int(),
  linesEstimated: z.number().int(),
  medianQuotedToEstimate: z.number().nullable(),
  winRateAtOrBelow: z.number().nullable(),
  winRateAbove: z.number().nullable(),
});
export type EstimateFigures90 = z.infer<typeof estimateFigures>;

export const dashboardSummary = z.object({
  newQuotes: z.number().int(),
  pendingInquiries: z.number().int(),
  totalProducts: z.number().int(),
  adminUsers: z.number().int(),
  /** Quotes and inquiries still New (the buyer waits for a first reply). */
  waitingForReply: z.number().int(),
  /** Of those, the ones past the 24-business-hour promise. */
  overdue: z.number().int(),
  recentActivity: z.array(activityItem),
  /** One entry per day of the current month in India time (IST), day 1 first; date is YYYY-MM-DD. */
  quotesThisMonth: z.array(z.object({ date: z.string(), count: z.number().int() })),
  backup: backupStatus,
  /** The go-live checklist: empty once everything is done. */
  goLive: z.array(goLiveItem),
  quotations: quotationFigures,
  /** Order figures (issue 34). */
  orders: orderFigures,
  /** Advance awaited and received this month (issue 46). */
  payments: paymentFigures,
  /** How the estimates compare with what was quoted and won (issue 47). */
  estimates: estimateFigures,
  /** Leads by where they came from over the last 30 and 90 days (issue 37), in that order. */
  leadSources: z.array(leadSources),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const dashboardSummaryResponse = successEnvelope(dashboardSummary);
