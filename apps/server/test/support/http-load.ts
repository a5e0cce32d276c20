import http from 'node:http';

export interface Answer {
  /** HTTP status, or 0 when the request failed without an answer (refused, reset). */
  status: number;
  error?: string;
  /** The answer's Connection header ('' when absent). */
  connection: string;
  /** The request went out on a kept-alive connection that had carried an earlier one. */
  reused: boolean;
  sentAt: number;
  doneAt: number;
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Send the body in two halves, the second after this many milliseconds (a request in flight that long). */
  splitBodyMs?: number;
}

/** One request through `agent` (keep-alive when the agent keeps sockets), never rejecting. */
export function send(port: number, agent: http.Agent, spec: RequestSpec): Promise<Answer> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = spec.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(spec.body) } : {};
    const req = http.request({ host: '127.0.0.1', port, method: spec.method, path: spec.path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: String(res.headers.connection ?? ''),
          reused: req.reusedSocket,
          sentAt,
          doneAt: Date.now(),
        }),
      );
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ status: 0, error: err.code ?? err.message, connection: '', reused: req.reusedSocket, sentAt, doneAt: Date.now() }),
    );
    if (!spec.body) return void req.end();
    if (spec.splitBodyMs === undefined) return void req.end(spec.body);
    const half = Math.floor(spec.body.length / 2);
    req.write(spec.body.slice(0, half));
    setTimeout(() => req.end(spec.body!.slice(half)), spec.splitBodyMs);
  });
}

/**
 * `workers` clients, each on its own keep-alive connection, sending the specs in turn back to back while
 * `keepGoing()` says so. Resolves with every answer.
 */
export async function steadyLoad(port: number, workers: number, specs: RequestSpec[], keepGoing: () => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = w; keepGoing(); i++) answers.push(await send(port, agent, specs[i % specs.length]!));
      agent.destroy();
    }),
  );
  return answers;
}
