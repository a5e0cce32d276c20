import type { FastifyBaseLogger } from 'fastify';

/**
 * A background loop of one server process (the mail sender, the thumbnail worker, the scheduler): it runs `work` again at
 * once while `work` reports it found something, otherwise sleeps `intervalMs` or until woken. stop() lets
 * the work in hand finish. What to do is claimed through the database by `work` itself, so any number of
 * processes can each run one.
 */
export class PollLoop {
  private stopped = false;
  private running: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private wakeRequested = false;

  constructor(
    private readonly intervalMs: number,
    /** Does one round; resolves true when it did something (look again at once). */
    private readonly work: () => Promise<boolean>,
  ) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Starts the loop; `sleepFirst` when the caller has just done a round itself. */
  start({ sleepFirst = false } = {}): void {
    this.running ??= this.loop(sleepFirst);
  }

  /** Look for work now (e.g. right after a lead was stored). */
  wake(): void {
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  /** Stops looking and waits for the round in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.running;
  }

  private async loop(sleepFirst: boolean): Promise<void> {
    if (sleepFirst) await this.sleep();
    while (!this.stopped) {
      if (await this.work()) continue;
      await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    if (this.wakeRequested || this.stopped) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.wakeRequested = false;
        resolve();
      };
      const timer = setTimeout(done, this.intervalMs);
      this.wakeUp = done;
    });
  }
}

/** A background worker driven by a PollLoop: start, wake and stop, and claims whose failure is logged, not thrown. */
export abstract class PollingWorker {
  protected readonly poll: PollLoop;

  constructor(
    intervalMs: number,
    protected readonly log: FastifyBaseLogger,
  ) {
    this.poll = new PollLoop(intervalMs, () => this.round());
  }

  start(): void {
    this.poll.start();
  }

  /** Look for work now (e.g. right after a lead was stored). */
  wake(): void {
    this.poll.wake();
  }

  /** Stops looking and lets the work in hand finish. */
  async stop(): Promise<void> {
    await this.poll.stop();
  }

  /** One round: claim and do what is due; resolves true when there was something. */
  protected abstract round(): Promise<boolean>;

  /** Does `work` while renewing its claim every `everyMs` (a failed renewal is logged: the lease may lapse). */
  protected async renewing<T>(renew: () => Promise<unknown>, everyMs: number, failure: string, work: () => Promise<T>): Promise<T> {
    const timer = setInterval(() => {
      renew().catch((err: unknown) => this.log.warn({ err }, failure));
    }, everyMs);
    try {
      return await work();
    } finally {
      clearInterval(timer);
    }
  }

  /** Runs a database claim; a failure is logged (unless stopping) and counts as nothing claimed. */
  protected async claimed<T>(claim: () => Promise<T[]>, failure: string): Promise<T[]> {
    try {
      return await claim();
    } catch (err) {
      if (!this.poll.isStopped) this.log.error({ err }, failure);
      return [];
    }
  }
}
