/**
 * '@rp/contract/plain': the contract's constants, types and pure functions that do not load zod. Public pages
 * import from here, so their first screen never pulls the zod chunk (ADR 079); lint keeps these modules free
 * of zod and of the contract's zod modules (import type aside). The main entry re-exports all of it.
 */
export * from './constants.js';
export * from './site-constants.js';
export * from './business-hours.js';
export * from './company-contact.js';
export * from './company-profile-view.js';
export * from './description.js';
export * from './image-variant-sizes.js';
export * from './india-time.js';
export * from './indian-format.js';
export * from './gst-law.js';
export * from './currency-words.js';
export * from './text-characters.js';
export * from './order-stage-names.js';
export * from './buyer-status-page.js';
export * from './web-context.js';
export * from './site-content-view.js';
export * from './site-content-seed.js';
export * from './site-content-home-view.js';
export * from './site-content-home-seed.js';
export * from './site-content-pages-seed.js';
export * from './lead-attribution.js';
