/** A lead's detail for staff: the record composed with its quotations and order (so records need neither). */
export { default as leadDetailRoutes } from './routes.js';
