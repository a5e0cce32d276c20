/** Orders (issue 34): the staff routes, the late-mail schedule, creation on acceptance, links and the buyer's view. */
export { default as orderRoutes } from './routes.js';
export { default as orderLatePlugin } from './late-plugin.js';
export { createOrderForAcceptance, type OrderCreator } from './create.js';
export { orderLinkOfLead, orderLinkOfQuotation } from './read.js';
/** For the status page (rfq-status): the buyer's view of a lead's order, or null. */
export { getBuyerOrderView } from './buyer-view.js';
export { lateSql, todayInIndia } from './late.js';
