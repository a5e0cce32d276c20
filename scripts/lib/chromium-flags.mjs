/** Chromium runs as root here: it needs --no-sandbox, and no background traffic on a closed network (e2e and Lighthouse). */
export const CHROMIUM_ROOT_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
