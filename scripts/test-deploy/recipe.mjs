/**
 * What the deploy test takes from the recipe in deploy/: the environment file (as systemd's EnvironmentFile=
 * reads it), the template unit's Environment= and ExecStart= lines, and the Caddyfile's path. The test
 * replaces only what belongs to one machine (passwords, host names, folders) and keeps every other setting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const deployDir = path.join(root, 'deploy');
export const caddyfile = path.join(deployDir, 'Caddyfile');
export const unitFile = path.join(deployDir, 'rp-site@.service');
export const envFile = path.join(deployDir, 'rp-site.env.example');

/** KEY=value lines; `#` comments and blank lines skipped; one pair of surrounding double quotes removed. */
export function parseEnvironmentFile(text) {
  const env = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(trimmed);
    if (!match) throw new Error(`${path.basename(envFile)}: not KEY=value: ${trimmed}`);
    const value = match[2].trim();
    if (/[$`]/.test(value)) throw new Error(`${match[1]}: systemd and the shell (rp-site-cli) read $ and \` differently`);
    env[match[1]] = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  }
  return env;
}

/** A unit file's setting lines (comments and blank lines skipped), `%i` replaced by the instance name. */
export function unitLines(instance, file = unitFile) {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith(';'))
    .map((line) => line.replaceAll('%i', instance));
}

/** Every value of `key` in a unit file of deploy/ (`ExecStart`: one per command, in order). */
export function unitValues(name, key) {
  return unitLines('0', path.join(deployDir, name))
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));
}

/** One command line of a unit as systemd splits it: words, a "double-quoted" part one word. */
export function commandWords(line) {
  const words = [];
  for (const match of line.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)) words.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]);
  return words;
}

/** Environment= assignments of the unit (space-separated KEY=value pairs). */
function unitEnvironment(lines) {
  const env = {};
  for (const line of lines.filter((l) => l.startsWith('Environment='))) {
    for (const pair of line.slice('Environment='.length).split(/\s+/)) {
      const [key, ...rest] = pair.split('=');
      env[key] = rest.join('=');
    }
  }
  return env;
}

/** Settings that name this machine's secrets, hosts and folders: the test must give its own. */
export const MACHINE_SETTINGS = ['DATABASE_URL', 'SITE_URL', 'DATA_DIR', 'BACKUP_DIR', 'SMTP_URL', 'BACKUP_ENCRYPTION_KEY'];

/**
 * The environment file's settings with the test's machine settings in place of this machine's, plus PATH
 * and HOME (systemd sets them too): what deploy/rp-site-cli gives a command.
 */
export function fileEnvironment(machine) {
  const fileEnv = parseEnvironmentFile(fs.readFileSync(envFile, 'utf8'));
  if ('PORT' in fileEnv) throw new Error('the environment file sets PORT: every instance would listen on that one port');
  const missing = MACHINE_SETTINGS.filter((key) => !(key in machine));
  if (missing.length) throw new Error(`the test gives no ${missing.join(', ')}`);
  const placeholder = Object.entries(fileEnv).find(([key, value]) => !MACHINE_SETTINGS.includes(key) && value.includes('CHANGE-ME'));
  if (placeholder) throw new Error(`${placeholder[0]} in the environment file is a placeholder the test does not replace`);
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: machine.HOME ?? '/nonexistent', ...fileEnv, ...machine };
}

/**
 * The environment and command of instance `port` as systemd would start it: the unit's Environment=,
 * then the environment file over it (systemd's order), then the test's machine settings.
 */
export function serviceCommand(port, machine) {
  const lines = unitLines(String(port));
  const env = { ...unitEnvironment(lines), ...fileEnvironment(machine) };
  const execStart = lines
    .find((l) => l.startsWith('ExecStart='))
    ?.slice('ExecStart='.length)
    .split(/\s+/);
  if (!execStart || path.basename(execStart[0]) !== 'node') throw new Error('the unit has no ExecStart=/usr/bin/node ... line');
  // The unit names /usr/bin/node; the test runs the Node it runs on (the same one on Debian with NodeSource).
  return { command: process.execPath, args: execStart.slice(1), cwd: root, env };
}

/** The recipe's value of a setting (the environment file's, else the unit's). */
export function recipeSetting(name) {
  const fileEnv = parseEnvironmentFile(fs.readFileSync(envFile, 'utf8'));
  return fileEnv[name] ?? unitEnvironment(unitLines('0'))[name];
}
