/**
 * A background loop of one server process (the mail sender, the thumbnail worker): it runs `work` again at
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

  start(): void {
    this.running ??= this.loop();
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

  private async loop(): Promise<void> {
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
