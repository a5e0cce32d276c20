/**
 * The site's Content Security Policy. React Router inlines its hydration data and our pre-paint theme
 * script, hence 'unsafe-inline' for scripts; the map embed and the chat link are the only third parties.
 */
export const contentSecurityPolicy = (development = false) => ({
  defaultSrc: ["'self'"],
  // 'wasm-unsafe-eval': the back office's STEP viewer compiles OpenCascade's WebAssembly (served by us).
  scriptSrc: ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"],
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
