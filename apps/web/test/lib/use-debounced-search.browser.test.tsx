// Component tests in Chromium (ADR 079): a list's search box, sent after a pause, against the URL it writes to.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { useDebouncedSearch } from '~/lib/use-debounced-search';

function SearchBox({ current, send }: { current: string; send: (search: string) => void }) {
  const [search, setSearch] = useDebouncedSearch(current, send);
  return <input aria-label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />;
}

afterEach(() => cleanup());

describe('useDebouncedSearch', () => {
  it('sends after a pause; the URL catching up with an earlier search keeps what was typed since', async () => {
    const send = vi.fn();
    const screen = await render(<SearchBox current="" send={send} />);
    const box = page.getByRole('textbox', { name: 'Search' });
    await userEvent.type(box, 'sha');
    await expect.poll(() => send.mock.calls).toEqual([['sha']]);

    await userEvent.type(box, 'ft');
    // The URL now shows the search sent before "ft" was typed.
    await screen.rerender(<SearchBox current="sha" send={send} />);
    await expect.element(box).toHaveValue('shaft');
    await expect.poll(() => send.mock.calls.at(-1)).toEqual(['shaft']);
  });

  it('follows a URL that changes under it (back button, a shared link)', async () => {
    const send = vi.fn();
    const screen = await render(<SearchBox current="bush" send={send} />);
    const box = page.getByRole('textbox', { name: 'Search' });
    await expect.element(box).toHaveValue('bush');
    await screen.rerender(<SearchBox current="gear" send={send} />);
    await expect.element(box).toHaveValue('gear');
    expect(send).not.toHaveBeenCalled();
  });
});
