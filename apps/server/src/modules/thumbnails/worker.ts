import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { DEFAULT_LIMITS, renderIsolated, type IsolateLimits } from './isolate.js';
import { claimPending, renewClaim, saveThumbnail } from './queue.js';

/** A claim lasts this long unless renewed (every third of it while the file renders). */
const LEASE_MS = 6000;

export interface ThumbnailWorkerOptions {
  pollIntervalMs: number;
  limits?: IsolateLimits;
  log: FastifyBaseLogger;
  /** Called after each thumbnail (made or failed): the staff mail waiting for it can go. */
  onDone?: () => void;
}

/**
 * Makes drawing thumbnails off the request path, one file at a time per process (the machine is small),
 * each in a child process with a time and heap limit. Files are claimed through the database.
 */
export class ThumbnailWorker {
  private stopped = false;
  private running: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private wakeRequested = false;

  constructor(
    private readonly db: Db,
    private readonly opts: ThumbnailWorkerOptions,
  ) {}

  start(): void {
    this.running ??= this.loop();
  }

  wake(): void {
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.running;
  }

  private async loop(): Promise<void> {
    const limits = this.opts.limits ?? DEFAULT_LIMITS;
    while (!this.stopped) {
      let claimed: Awaited<ReturnType<typeof claimPending>> = [];
      try {
        claimed = await claimPending(this.db, 1, LEASE_MS);
      } catch (err) {
        if (this.stopped) break;
        this.opts.log.error({ err }, 'thumbnails: could not read pending files');
      }
      const file = claimed[0];
      if (!file) {
        await this.sleep();
        continue;
      }
      const started = Date.now();
      const renew = setInterval(() => {
        renewClaim(this.db, file.id, LEASE_MS).catch((err) => this.opts.log.warn({ err }, 'thumbnails: could not renew a claim'));
      }, LEASE_MS / 3);
      const result = await renderIsolated(file.mimeType, file.data, limits).finally(() => clearInterval(renew));
      try {
        await saveThumbnail(this.db, file.id, 'png' in result ? result.png : null);
      } catch (err) {
        if (this.stopped) break;
        this.opts.log.error({ err, id: file.id }, 'thumbnails: could not store the outcome');
      }
      const ms = Date.now() - started;
      if ('png' in result) this.opts.log.info({ event: 'thumbnail_made', id: file.id, type: file.mimeType, ms }, 'thumbnail made');
      else this.opts.log.warn({ event: 'thumbnail_failed', id: file.id, type: file.mimeType, ms, reason: result.error }, 'no thumbnail for this file');
      this.opts.onDone?.();
    }
  }

  private sleep(): Promise<void> {
    if (this.wakeRequested || this.stopped) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.opts.pollIntervalMs);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wakeUp = null;
        self.wakeRequested = false;
        resolve();
      }
      this.wakeUp = done;
    });
  }
}
