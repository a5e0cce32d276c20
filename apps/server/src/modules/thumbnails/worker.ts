import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { DEFAULT_LIMITS, renderIsolated, type IsolateLimits } from './isolate.js';
import { renderThroughSocket } from './parser-socket.js';
import { claimPending, renewClaim, saveThumbnail } from './queue.js';
import { PollingWorker } from '../../lib/poll-loop.js';

/** A claim lasts this long unless renewed (every third of it while the file renders). */
const LEASE_MS = 6000;

export interface ThumbnailWorkerOptions {
  pollIntervalMs: number;
  limits?: IsolateLimits;
  /** The child's entry (default: the one beside isolate.ts); the tests start it from their JavaScript copy. */
  childEntry?: string;
  /**
   * PARSER_SOCKET: the parser unit's socket (ADR 092); files are then parsed as its own user, not in a
   * child of this process. Unset (development, tests): a child process with a minimal environment.
   */
  socketPath?: string;
  log: FastifyBaseLogger;
  /** Called after each thumbnail (made or failed): the staff mail waiting for it can go. */
  onDone?: () => void;
}

/**
 * Makes drawing thumbnails off the request path, one file at a time per process (the machine is small),
 * each in a child process with a time and heap limit. Files are claimed through the database.
 */
export class ThumbnailWorker extends PollingWorker {
  constructor(
    private readonly db: Db,
    private readonly opts: ThumbnailWorkerOptions,
  ) {
    super(opts.pollIntervalMs, opts.log);
  }

  /** Claims one pending file and makes (or fails to make) its thumbnail; true when there was one. */
  protected async round(): Promise<boolean> {
    const [file] = await this.claimed(() => claimPending(this.db, 1, LEASE_MS), 'thumbnails: could not read pending files');
    if (!file) return false;
    const started = Date.now();
    const { limits = DEFAULT_LIMITS, childEntry, socketPath } = this.opts;
    const result = await this.renewing(
      () => renewClaim(this.db, file.id, LEASE_MS),
      LEASE_MS / 3,
      'thumbnails: could not renew a claim',
      () =>
        socketPath ? renderThroughSocket(socketPath, file.mimeType, file.data, limits) : renderIsolated(file.mimeType, file.data, limits, childEntry),
    );
    try {
      await saveThumbnail(this.db, file.id, 'png' in result ? result.png : null);
    } catch (err) {
      if (this.poll.isStopped) return false;
      this.opts.log.error({ err, id: file.id }, 'thumbnails: could not store the outcome');
    }
    const ms = Date.now() - started;
    if ('png' in result) this.opts.log.info({ event: 'thumbnail_made', id: file.id, type: file.mimeType, ms }, 'thumbnail made');
    else this.opts.log.warn({ event: 'thumbnail_failed', id: file.id, type: file.mimeType, ms, reason: result.error }, 'no thumbnail for this file');
    this.opts.onDone?.();
    return true;
  }
}
