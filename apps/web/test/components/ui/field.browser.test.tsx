// Component tests in Chromium (ADR 079): how a Field ties its label, hint and error to its control.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { controlProps, Field, InputField } from '~/components/ui/field';

afterEach(() => cleanup());

function NameField({ error, hint }: { error?: string; hint?: string }) {
  return (
    <Field id="part-name" label="Part name" required error={error} hint={hint}>
      <input {...controlProps('part-name', error, { required: true })} />
    </Field>
  );
}

describe('Field and controlProps', () => {
  it('labels the control (label for = the control id) and marks it required', async () => {
    await render(<NameField hint="As on the drawing." />);
    const input = page.getByRole('textbox', { name: 'Part name' });
    await expect.element(input).toBeVisible();
    await expect.element(input).toHaveAttribute('aria-required', 'true');
    await expect.element(input).not.toBeInvalid();
    await expect.element(page.getByText('As on the drawing.')).toBeVisible();
  });

  it('with an error: the control is invalid and described by the message, which is announced', async () => {
    await render(<NameField error="Enter the part name." hint="As on the drawing." />);
    const input = page.getByRole('textbox', { name: 'Part name' });
    await expect.element(input).toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('Enter the part name.');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Enter the part name.');
    // The hint gives way to the error rather than reading both.
    await expect.element(page.getByText('As on the drawing.')).not.toBeInTheDocument();
  });

  it('the label points at the control by id (for=)', async () => {
    const screen = await render(<NameField />);
    const label = screen.container.querySelector('label');
    expect(label?.htmlFor).toBe('part-name');
    expect(screen.container.querySelector('#part-name')?.tagName).toBe('INPUT');
  });

  it('InputField: described by its hint until there is an error, then invalid and described by the error', async () => {
    const screen = await render(<InputField label="Drawing number" hint="As printed on the drawing." />);
    const input = page.getByRole('textbox', { name: 'Drawing number' });
    await expect.element(input).toHaveAccessibleDescription('As printed on the drawing.');
    await expect.element(input).not.toBeInvalid();

    await screen.rerender(<InputField label="Drawing number" hint="As printed on the drawing." error="Enter the drawing number." />);
    await expect.element(input).toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('Enter the drawing number.');
  });
});
