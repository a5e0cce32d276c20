import { activityModule } from './modules/activity/index.js';
import { authModule } from './modules/auth/index.js';
import { buyersModule } from './modules/buyers/index.js';
import { buyerDeskModule } from './modules/buyer-desk/index.js';
import { contentModule } from './modules/content/index.js';
import { dashboardModule } from './modules/dashboard/index.js';
import { doctorModule } from './modules/doctor/index.js';
import { drawingsModule } from './modules/drawings/index.js';
import { estimatesModule } from './modules/estimates/index.js';
import { filesModule } from './modules/files/index.js';
import { healthModule } from './modules/health/index.js';
import { leadDetailModule } from './modules/lead-detail/index.js';
import { mailModule } from './modules/mail/index.js';
import { maintenanceModule } from './modules/maintenance/index.js';
import { ordersModule } from './modules/orders/index.js';
import { paymentsModule } from './modules/payments/index.js';
import { invoicesModule } from './modules/invoices/index.js';
import { productsModule } from './modules/products/index.js';
import { publicCacheModule } from './modules/public-cache/index.js';
import { quotationsModule } from './modules/quotations/index.js';
import { recordsModule } from './modules/records/index.js';
import { repeatOrdersModule } from './modules/repeat-orders/index.js';
import { rfqStatusModule } from './modules/rfq-status/index.js';
import { settingsModule } from './modules/settings/index.js';
import { teamModule } from './modules/team/index.js';
import { thumbnailsModule } from './modules/thumbnails/index.js';
import type { ServerModule } from './lib/server-module.js';

/**
 * Every server module the app registers, each from its own entry (index.ts). Seeds, plugins and routes are
 * taken in this order; a plugin that needs another names it (fastify-plugin `dependencies`), so an order
 * that breaks one stops the app at start. Modules without anything to register (backups, documents,
 * quotation-lines) are libraries of the others.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  healthModule,
  publicCacheModule,
  settingsModule,
  contentModule,
  mailModule,
  maintenanceModule,
  thumbnailsModule,
  authModule,
  drawingsModule,
  productsModule,
  teamModule,
  buyersModule,
  estimatesModule,
  recordsModule,
  leadDetailModule,
  filesModule,
  activityModule,
  paymentsModule,
  invoicesModule,
  ordersModule,
  quotationsModule,
  dashboardModule,
  rfqStatusModule,
  buyerDeskModule,
  repeatOrdersModule,
  doctorModule,
];
