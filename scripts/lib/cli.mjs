/** What the benchmark and measurement scripts share: their command-line options and the browser they drive. */
const args = process.argv.slice(2);

/** The value after `--name`, or `fallback` when the option is absent or has no value. */
export function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : fallback;
}

/** Whether the switch `--name` was given. */
export const flag = (name) => args.includes(`--${name}`);

/** The running site to measure: `--url`, else SITE_URL, else http://localhost:3000 (no trailing slash). */
export const siteUrl = () => option('url', process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/** Debian's Chromium (CHROMIUM_PATH to override), headless, with the flags it needs as root. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}
