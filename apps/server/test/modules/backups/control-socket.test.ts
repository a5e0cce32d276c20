// @database-agnostic: a socket in DATA_DIR, no database (the PGlite pass only)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findControlSocket, isServerRunning, listenControlSocket, sendControlCommand } from '../../../src/modules/backups/control-socket.js';
import { tempDir } from './fixtures.js';

const root = tempDir('rp-control-test-');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
/** A DATA_DIR whose path is too long for a Unix socket inside it (the limit is about 104 bytes). */
const longDataDir = (name: string) => {
  const dir = path.join(root, name, 'a-data-directory-with-a-long-name'.repeat(3));
  fs.mkdirSync(dir, { recursive: true });
  return dir;
};
const handlers = { ping: async () => ({ pong: true }) };
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('the control socket', () => {
  it("lives in DATA_DIR when its path fits, readable by the server's user alone", async () => {
    const dataDir = path.join(root, 'short');
    fs.mkdirSync(dataDir);
    const control = await listenControlSocket(dataDir, handlers);
    try {
      expect(control.path).toBe(path.join(dataDir, 'server.sock'));
      expect(findControlSocket(dataDir)).toBe(control.path);
      expect(mode(control.path)).toBe(0o600);
      expect(fs.existsSync(path.join(dataDir, 'server.sock.path'))).toBe(false);
    } finally {
      await control.close();
    }
  });

  it('otherwise lives in a new private folder (0700, random name) that DATA_DIR points to, removed on close', async () => {
    const dataDir = longDataDir('long');
    const first = await listenControlSocket(dataDir, handlers);
    const folder = path.dirname(first.path);
    try {
      expect(path.dirname(folder)).toBe(os.tmpdir());
      expect(path.basename(folder)).toMatch(/^rp-control-\w{6}$/);
      expect(mode(folder)).toBe(0o700);
      expect(fs.statSync(folder).uid).toBe(process.getuid!());
      expect(mode(first.path)).toBe(0o600);
      expect(mode(path.join(dataDir, 'server.sock.path'))).toBe(0o600);
      expect(findControlSocket(dataDir)).toBe(first.path);
      expect(await sendControlCommand(findControlSocket(dataDir)!, 'ping', {})).toEqual({ pong: true });
      await expect(listenControlSocket(dataDir, handlers)).rejects.toThrow('Another server is already running on this data directory');
    } finally {
      await first.close();
    }
    expect(fs.existsSync(folder)).toBe(false);
    expect(findControlSocket(dataDir)).toBeNull();
    expect(await isServerRunning(findControlSocket(dataDir))).toBe(false);

    // Each start makes a new folder: nobody can guess its name ahead of the server.
    const second = await listenControlSocket(dataDir, handlers);
    expect(path.dirname(second.path)).not.toBe(folder);
    await second.close();
  });

  it('cannot be squatted: a socket another user put at the old fixed /tmp name is neither refused on nor talked to', async () => {
    const dataDir = longDataDir('squatted');
    const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
    const squatted = path.join(os.tmpdir(), `rajkot-precision-${id}.sock`);
    let squatterHeard = false;
    const squatter = net.createServer((socket) => {
      squatterHeard = true;
      socket.destroy();
    });
    await new Promise<void>((resolve) => squatter.listen(squatted, resolve));
    try {
      const control = await listenControlSocket(dataDir, handlers);
      expect(await sendControlCommand(findControlSocket(dataDir)!, 'ping', {})).toEqual({ pong: true });
      expect(squatterHeard).toBe(false);
      await control.close();
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('starts after a killed server: its leftover private folder is removed and a new one made', async () => {
    const dataDir = longDataDir('killed');
    const stale = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-control-'));
    fs.writeFileSync(path.join(stale, 'server.sock'), '');
    fs.writeFileSync(path.join(dataDir, 'server.sock.path'), `${path.join(stale, 'server.sock')}\n`);
    expect(await isServerRunning(findControlSocket(dataDir))).toBe(false);
    const control = await listenControlSocket(dataDir, handlers);
    expect(fs.existsSync(stale)).toBe(false);
    expect(path.dirname(control.path)).not.toBe(stale);
    await control.close();
  });
});
