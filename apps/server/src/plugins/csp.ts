/**
 * The site's Content Security Policy. React Router inlines its hydration data and our pre-paint theme
 * script, hence 'unsafe-inline' for scripts; the map embed and the chat link are the only third parties.
 */
export const contentSecurityPolicy = (development = false) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // Vite's hot-reload websocket in development only.
  connectSrc: development ? ["'self'", 'ws:'] : ["'self'"],
  frameSrc: ["'self'", 'blob:', 'https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
  objectSrc: ["'none'"],
  workerSrc: ["'self'", 'blob:'],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
});
