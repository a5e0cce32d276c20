import { z } from 'zod';
import { successEnvelope } from './common.js';
import { RECORD_TYPES } from './constants.js';

export const activityItem = z.object({
  _id: z.string(),
  Types: z.enum(RECORD_TYPES),
  Title: z.string(),
  Status: z.string(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;

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
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const dashboardSummaryResponse = successEnvelope(dashboardSummary);
