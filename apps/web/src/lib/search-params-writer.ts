/**
 * Builds every URL write of a list on the newest write, not on the params of the last render.
 *
 * React Router's functional setSearchParams hands its callback the params of the render it came from, and
 * a navigation shows only after the loaders ran: on the quotations list a state chip clicked within the
 * search box's debounce was lost, because the late search write started from params the chip had not yet
 * changed. Here each write starts from the one before it; the router's params are adopted once our own
 * writes have shown (or when someone else navigated: the back button, a link).
 */
export class SearchParamsWriter {
  private latest: URLSearchParams;
  private lastShown: string;
  /** Our writes the router has not shown yet, oldest first, as query strings. */
  private pending: string[] = [];

  constructor(initial: URLSearchParams) {
    this.latest = new URLSearchParams(initial);
    this.lastShown = initial.toString();
  }

  /** The router now shows these params (call it on every render; the same params twice change nothing). */
  shown(params: URLSearchParams): void {
    const text = params.toString();
    if (text === this.lastShown) return;
    this.lastShown = text;
    const index = this.pending.indexOf(text);
    if (index === -1) {
      // Not one of ours: another navigation wins over whatever we were waiting for.
      this.pending = [];
      this.latest = new URLSearchParams(params);
      return;
    }
    // One of ours showed: the writes before it are done; a later one still wins.
    this.pending = this.pending.slice(index + 1);
    if (this.pending.length === 0) this.latest = new URLSearchParams(params);
  }

  /** The params the next write starts from. */
  current(): URLSearchParams {
    return new URLSearchParams(this.latest);
  }

  /** Records a write handed to the router. */
  wrote(next: URLSearchParams): void {
    this.latest = new URLSearchParams(next);
    const text = next.toString();
    // Writing what is shown while nothing else is on its way navigates nowhere: nothing to wait for.
    if (this.pending.length > 0 || text !== this.lastShown) this.pending.push(text);
  }
}
