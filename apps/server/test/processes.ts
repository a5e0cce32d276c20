import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll } from 'vitest';
import { builtModule } from './support/server-build.js';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** A port nobody is listening on right now, picked by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** Runs one of src/cli/*.ts (its built copy) as `npm run ...` would, and returns its exit code and output. */
export function runCli(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [builtModule(`cli/${name}.ts`), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += String(d)));
  child.stderr!.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(): Promise<number | null>;
}

/** Starts src/server.ts on 127.0.0.1 and resolves once it is ready (rejects with its output if it exits). */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [builtModule('server.ts')], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), SHUTDOWN_GRACE_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const onData = (d: unknown) => {
      out += String(d);
      if (out.includes('site and API ready')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
