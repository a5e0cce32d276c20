import net from 'node:net';

/** A raw TCP client: what it received, whether writing failed, and when the server closed it. */
export interface RawConnection {
  socket: net.Socket;
  received: () => string;
  writeError: () => string | null;
  /** Resolves with milliseconds from connect to close; rejects when still open after `deadlineMs`. */
  closed: (deadlineMs: number) => Promise<number>;
  /** Writes and waits for the socket to take the bytes (back-pressure), unless it is gone. */
  write: (data: string | Buffer) => Promise<void>;
}

export function connectRaw(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let writeError: string | null = null;
    let closedAt: number | null = null;
    const openedAt = Date.now();
    const onClose: (() => void)[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', (e: NodeJS.ErrnoException) => (writeError ??= e.code ?? e.message));
    socket.on('close', () => {
      closedAt = Date.now();
      onClose.forEach((f) => f());
    });
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => Buffer.concat(chunks).toString('latin1'),
        writeError: () => writeError,
        closed: (deadlineMs) =>
          new Promise((done, fail) => {
            if (closedAt !== null) return done(closedAt - openedAt);
            const timer = setTimeout(() => fail(new Error(`still open after ${deadlineMs} ms`)), deadlineMs);
            onClose.push(() => {
              clearTimeout(timer);
              done(closedAt! - openedAt);
            });
          }),
        write: (data) =>
          new Promise((done) => {
            if (socket.destroyed) return done();
            if (socket.write(data)) return done();
            const finish = () => {
              socket.off('drain', finish);
              socket.off('close', finish);
              done();
            };
            socket.once('drain', finish);
            socket.once('close', finish);
          }),
      }),
    );
    socket.once('error', reject);
  });
}

/** Resolves once `condition` holds, checking on every event-loop turn that brings data. */
export async function until(condition: () => boolean, socket: net.Socket, deadlineMs: number): Promise<void> {
  if (condition()) return;
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`condition not met within ${deadlineMs} ms`)), deadlineMs);
    const check = () => {
      if (!condition()) return;
      clearTimeout(timer);
      socket.off('data', check);
      socket.off('close', check);
      done();
    };
    socket.on('data', check);
    socket.on('close', check);
  });
}
