// Component tests in Chromium (ADR 079): the one modal dialog and the back office's titled dialog.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { TitledDialog } from '~/components/ui/titled-dialog';

/** A page with a button that opens a titled dialog holding a field and a footer button. */
function Harness({ onClosed }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClosed?.();
  };
  return (
    <div style={{ height: '3000px' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Edit part
      </button>
      {open ? (
        <TitledDialog title="Edit part" description="Change the part's name." onClose={close} footer={<button type="button">Save</button>}>
          <label>
            Name <input data-autofocus defaultValue="Shaft" />
          </label>
        </TitledDialog>
      ) : null}
    </div>
  );
}

const opener = () => page.getByRole('button', { name: 'Edit part' });
const dialog = () => page.getByRole('dialog', { name: 'Edit part' });
const root = () => document.documentElement;

async function openDialog() {
  await render(<Harness />);
  await opener().click();
  await expect.element(dialog()).toBeVisible();
}

afterEach(() => cleanup());

describe('Dialog (TitledDialog)', () => {
  it('opens as a modal named by its title and described by its description', async () => {
    await openDialog();
    await expect.element(dialog()).toHaveAccessibleDescription("Change the part's name.");
    const element = dialog().element() as HTMLDialogElement;
    expect(element.open).toBe(true);
    // showModal(), not show(): the rest of the page is inert and the dialog sits in the top layer.
    expect(element.matches(':modal')).toBe(true);
  });

  it('moves focus into the dialog, to its [data-autofocus] field', async () => {
    await openDialog();
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(opener()).toHaveFocus();
  });

  it('closes from its close button and on a click on the backdrop', async () => {
    await openDialog();
    await page.getByRole('button', { name: 'Close dialog' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();

    await opener().click();
    await expect.element(dialog()).toBeVisible();
    // The backdrop covers the viewport; the panel sits in the middle, so a corner is backdrop.
    await userEvent.click(dialog(), { position: { x: 2, y: 2 } });
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog: past the last control it wraps to the first', async () => {
    await openDialog();
    await page.getByRole('button', { name: 'Save' }).element().focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('locks page scrolling while open and restores it when closed', async () => {
    root().style.overflow = 'auto';
    await openDialog();
    expect(root().style.overflow).toBe('hidden');
    expect(root().dataset.scrollLocked).toBe('true');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(root().style.overflow).toBe('auto');
    expect(root().dataset.scrollLocked).toBeUndefined();
    root().style.overflow = '';
  });
});
