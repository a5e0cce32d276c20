/** Orders (issue 34): the staff routes, the late-mail schedule, creation on acceptance, links and the buyer's view. */
import { defineModule } from '../../lib/server-module.js';
import orderLatePlugin, { type OrderLateOptions } from './late-plugin.js';
import orderRoutes from './routes.js';
export { createOrderForAcceptance, type OrderCreator } from './create.js';
/** The order acknowledgement PDF stored for the acceptance's confirmation mail (issue 46). */
export { saveOrderAcknowledgement } from './acknowledgement.js';
export { orderLinkOfLead, orderLinkOfQuotation } from './read.js';
/** For the status page (rfq-status): the buyer's view of a lead's order, or null. */
export { buyerStageLabel, getBuyerOrderView } from './buyer-view.js';
/** The buyer's desk (issue 49): the acknowledgement of one of the session's orders. */
export { orderAcknowledgementPdf } from './acknowledgement.js';
export { lateSql, todayInIndia } from './late.js';

declare module '../../lib/server-module.js' {
  interface ModuleOptions {
    /** The late-order mail schedule (issue 34). */
    orderLate?: OrderLateOptions;
  }
}

/** Orders and their late-order mail. */
export const ordersModule = defineModule({
  name: 'orders',
  plugin: async (app, { options }) => {
    await app.register(orderLatePlugin, options.orderLate ?? {});
  },
  routes: async (api) => {
    await api.register(orderRoutes);
  },
});
