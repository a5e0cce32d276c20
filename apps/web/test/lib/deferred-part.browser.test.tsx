// Component tests in Chromium (ADR 079): a deferred part keeps the server's HTML, then renders itself live.
import { useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { deferredPart } from '~/lib/deferred-part';

/** The part: a counter, so "live" means its handler works. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

/** A load the test finishes when it wants, as a slow network would. */
function pendingLoad() {
  let finish!: () => void;
  const loaded = new Promise<ComponentType<{ label: string }>>((resolve) => {
    finish = () => resolve(Counter);
  });
  return { load: () => loaded, finish };
}

const root = document.documentElement;
afterEach(() => {
  cleanup();
  delete root.dataset.hydrated;
  document.body.querySelectorAll('[data-test-container]').forEach((element) => element.remove());
});

describe('deferredPart', () => {
  it('on the server renders the part itself, in a box-less wrapper', () => {
    const Part = deferredPart(() => Promise.resolve(Counter), Counter);
    expect(renderToString(<Part label="Parts" />)).toBe(
      '<div data-deferred="static" style="display:contents"><button type="button">Parts<!-- -->: <!-- -->0</button></div>',
    );
  });

  it('mounted after hydration: an empty placeholder until the code arrives, then the live part', async () => {
    root.dataset.hydrated = 'true';
    const { load, finish } = pendingLoad();
    const Part = deferredPart(load, undefined);
    const screen = await render(<Part label="Parts" />);
    const wrapper = () => screen.container.querySelector('[data-deferred]');
    expect(wrapper()?.getAttribute('data-deferred')).toBe('loading');
    expect(wrapper()?.textContent).toBe('');

    finish();
    const button = page.getByRole('button', { name: 'Parts: 0' });
    await expect.element(button).toBeVisible();
    expect(wrapper()?.getAttribute('data-deferred')).toBe('live');
    await button.click();
    await expect.element(page.getByRole('button', { name: 'Parts: 1' })).toBeVisible();
  });

  it('while hydrating: keeps the server HTML (no code yet), then renders the part over it when idle', async () => {
    const ServerPart = deferredPart(() => Promise.resolve(Counter), Counter);
    const container = document.createElement('div');
    container.dataset.testContainer = '';
    container.innerHTML = renderToString(<ServerPart label="Parts" />);
    document.body.append(container);
    const serverButton = container.querySelector('button');

    const { load, finish } = pendingLoad();
    const Part = deferredPart(load, undefined);
    const hydrated = await act(async () => hydrateRoot(container, <Part label="Parts" />));
    // The server's nodes themselves stay, with the wrapper marked static: nothing flashes or shifts.
    expect(container.querySelector('[data-deferred]')?.getAttribute('data-deferred')).toBe('static');
    expect(container.querySelector('button')).toBe(serverButton);

    finish();
    await expect.element(page.getByRole('button', { name: 'Parts: 0' })).toBeVisible();
    await expect.poll(() => container.querySelector('[data-deferred]')?.getAttribute('data-deferred')).toBe('live');
    await page.getByRole('button', { name: 'Parts: 0' }).click();
    await expect.element(page.getByRole('button', { name: 'Parts: 1' })).toBeVisible();
    hydrated.unmount();
  });
});
