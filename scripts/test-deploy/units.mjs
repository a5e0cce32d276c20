/**
 * What systemd alone would enforce, read from the unit files: `systemd-analyze verify`, the web unit's
 * hardening (a line missing would go unnoticed otherwise), who runs what with which settings, and
 * `systemd-analyze security --offline` exposure figures. The processes are held against the system-call
 * filter in syscalls.mjs.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { commandWords, deployDir, unitValues } from './recipe.mjs';
import { check } from './report.mjs';

const UNITS = [
  'rp-site@.service',
  'rp-site-backup.service',
  'rp-site-backup-copy.service',
  'rp-site-backup.timer',
  'rp-site-parse.socket',
  'rp-site-parse@.service',
];

/** The parser unit's boundary (ADR 092): its own user, no network, no view of other processes, the site's folders hidden. */
const PARSER_HARDENING = {
  DynamicUser: 'yes',
  PrivateNetwork: 'yes',
  ProtectProc: 'invisible',
  NoNewPrivileges: 'yes',
  ProtectSystem: 'strict',
  CapabilityBoundingSet: '',
  StandardInput: 'socket',
};
const PARSER_HIDDEN = ['/etc/rp-site', '/var/lib/rp-site', '/var/backups', '/srv/rp-site/home'];

/** The web unit's hardening: each of these exactly (SystemCallFilter= starting with @system-service). */
const WEB_HARDENING = {
  User: 'rp-site',
  EnvironmentFile: '/etc/rp-site/site.env',
  NoNewPrivileges: 'yes',
  ProtectSystem: 'strict',
  ReadWritePaths: '/var/lib/rp-site /var/backups/rp-site',
  ProtectHome: 'yes',
  PrivateTmp: 'yes',
  PrivateDevices: 'yes',
  ProtectKernelTunables: 'yes',
  ProtectKernelModules: 'yes',
  ProtectKernelLogs: 'yes',
  ProtectControlGroups: 'yes',
  ProtectClock: 'yes',
  ProtectHostname: 'yes',
  ProtectProc: 'invisible',
  RestrictAddressFamilies: 'AF_UNIX AF_INET AF_INET6',
  RestrictNamespaces: 'yes',
  RestrictRealtime: 'yes',
  RestrictSUIDSGID: 'yes',
  LockPersonality: 'yes',
  SystemCallArchitectures: 'native',
  SystemCallErrorNumber: 'EPERM',
  CapabilityBoundingSet: '',
  UMask: '0077',
};

const available = (command) => spawnSync(command, ['--version']).status === 0;

/** The unit files in a folder of their own, with an instance of the template. */
function unitCopies(tmpDir) {
  const dir = path.join(tmpDir, 'units');
  fs.mkdirSync(dir);
  for (const name of UNITS) fs.copyFileSync(path.join(deployDir, name), path.join(dir, name));
  fs.symlinkSync('rp-site@.service', path.join(dir, 'rp-site@4400.service'));
  fs.symlinkSync('rp-site-parse@.service', path.join(dir, 'rp-site-parse@0.service'));
  return dir;
}

export function checkUnits(tmpDir) {
  const web = Object.fromEntries(Object.keys(WEB_HARDENING).map((key) => [key, unitValues('rp-site@.service', key)]));
  const off = Object.entries(WEB_HARDENING).filter(([key, value]) => web[key].length !== 1 || web[key][0] !== value);
  const [filter] = unitValues('rp-site@.service', 'SystemCallFilter');
  check(
    'rp-site@.service keeps its hardening and adds SystemCallFilter=@system-service',
    off.length === 0 && /^@system-service(\s|$)/.test(filter ?? ''),
    off.length
      ? off.map(([key, value]) => `${key}: ${web[key].join(' | ') || 'missing'} (want "${value}")`).join('; ')
      : `SystemCallFilter=${filter}`,
  );
  // The web process writes only its two folders: not /srv/rp-site (the code, the release steps' HOME).
  const copyEnvironment = unitValues('rp-site-backup-copy.service', 'EnvironmentFile');
  const copyCommand = commandWords(unitValues('rp-site-backup-copy.service', 'ExecStart')[0] ?? '');
  const keyOption = /-i\s+(\S+)/.exec(copyCommand[copyCommand.indexOf('-e') + 1] ?? '')?.[1];
  check(
    "the off-site copy gets none of the site's settings, deletes nothing, and uses a key in its own user's home",
    copyEnvironment.length === 0 && !copyCommand.some((word) => /^--(delete|remove)/.test(word)) && keyOption?.startsWith('/var/lib/rp-site-backup/'),
    `EnvironmentFile: ${copyEnvironment.join(', ') || 'none'}; key ${keyOption}`,
  );

  const parser = Object.fromEntries(Object.keys(PARSER_HARDENING).map((key) => [key, unitValues('rp-site-parse@.service', key)]));
  const parserOff = Object.entries(PARSER_HARDENING).filter(([key, value]) => parser[key].length !== 1 || parser[key][0] !== value);
  const hidden = (unitValues('rp-site-parse@.service', 'InaccessiblePaths')[0] ?? '').split(/\s+/);
  const webSocket = /^PARSER_SOCKET=(\S+)$/.exec(
    unitValues('rp-site@.service', 'Environment').find((v) => v.startsWith('PARSER_SOCKET=')) ?? '',
  )?.[1];
  const [listen] = unitValues('rp-site-parse.socket', 'ListenStream');
  const parserSettings = unitValues('rp-site-parse@.service', 'EnvironmentFile');
  check(
    "the web unit parses uploads through rp-site-parse.socket; the parser runs as its own user without the site's settings, network or folders",
    parserOff.length === 0 && PARSER_HIDDEN.every((p) => hidden.includes(p)) && webSocket === listen && parserSettings.length === 0,
    parserOff.length
      ? parserOff.map(([key, value]) => `${key}: ${parser[key].join(' | ') || 'missing'} (want "${value}")`).join('; ')
      : `PARSER_SOCKET=${webSocket}, ListenStream=${listen}; EnvironmentFile: ${parserSettings.join(', ') || 'none'}; hidden: ${hidden.join(' ')}`,
  );

  if (!available('systemd-analyze')) return console.log('(systemd-analyze is not installed: the unit files were not verified)');
  const dir = unitCopies(tmpDir);
  const files = [
    'rp-site@4400.service',
    'rp-site-backup.service',
    'rp-site-backup-copy.service',
    'rp-site-backup.timer',
    'rp-site-parse.socket',
    'rp-site-parse@0.service',
  ].map((n) => path.join(dir, n));
  const verify = spawnSync('systemd-analyze', ['verify', ...files], { encoding: 'utf8' });
  const complaints = `${verify.stdout}${verify.stderr}`.trim();
  check('systemd-analyze verify: the unit files', verify.status === 0 && !complaints, complaints.split('\n').slice(0, 3).join(' | '));

  const exposures = ['rp-site@4400.service', 'rp-site-backup.service', 'rp-site-backup-copy.service', 'rp-site-parse@0.service'].map((name) => {
    const result = spawnSync('systemd-analyze', ['security', '--offline=true', '--no-pager', path.join(dir, name)], { encoding: 'utf8' });
    const level = /Overall exposure level for \S+: ([\d.]+)/.exec(result.stdout)?.[1];
    return { name, level: level === undefined ? null : Number(level) };
  });
  if (exposures.some((e) => e.level === null)) return console.log('(systemd-analyze security --offline is not available: no exposure figures)');
  // 0 (locked down) to 10; the web unit was at 3.0 before SystemCallFilter=.
  check(
    'systemd-analyze security --offline: each service at most 2.0 of 10 exposed',
    exposures.every((e) => e.level <= 2),
    exposures.map((e) => `${e.name.replace(/@(4400|0)\./, '@.')} ${e.level.toFixed(1)}`).join(', '),
  );
}
