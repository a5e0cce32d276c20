// Component tests in Chromium (ADR 079): the field kit bound to react-hook-form (ADR 077).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { fieldErrorMessage, typedFormFields } from '~/components/ui/form-fields';

interface PartForm {
  Name: string;
  Quantity?: number;
  Grade: number;
}

const { TextField, NumberField, SelectField } = typedFormFields<PartForm>();

function PartFields({ onForm }: { onForm: (form: UseFormReturn<PartForm>) => void }) {
  const form = useForm<PartForm>({ defaultValues: { Name: '', Grade: 1 } });
  onForm(form);
  return (
    <FormProvider {...form}>
      <form>
        <TextField name="Name" label="Part name" required hint="As on the drawing." />
        <NumberField name="Quantity" label="Quantity" prefix="#" />
        <SelectField
          name="Grade"
          label="Grade"
          numeric
          choices={[
            { value: 1, label: 'One' },
            { value: 2, label: 'Two' },
          ]}
        />
      </form>
    </FormProvider>
  );
}

afterEach(() => cleanup());

describe('bound fields', () => {
  it('label the control, mark it required and describe it by the hint until the form sets an error', async () => {
    let form: UseFormReturn<PartForm> | undefined;
    await render(<PartFields onForm={(f) => (form = f)} />);
    const name = page.getByRole('textbox', { name: 'Part name' });
    await expect.element(name).toHaveAttribute('aria-required', 'true');
    await expect.element(name).not.toBeInvalid();
    await expect.element(name).toHaveAccessibleDescription('As on the drawing.');

    form!.setError('Name', { message: 'Enter the part name.' });
    await expect.element(name).toBeInvalid();
    await expect.element(name).toHaveAccessibleDescription('Enter the part name.');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Enter the part name.');
    await expect.element(page.getByText('As on the drawing.')).not.toBeInTheDocument();
  });

  it('a number field gives a number, or undefined when emptied; a numeric select gives a number', async () => {
    let form: UseFormReturn<PartForm> | undefined;
    await render(<PartFields onForm={(f) => (form = f)} />);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.fill(quantity, '12.5');
    expect(form!.getValues('Quantity')).toBe(12.5);
    await userEvent.clear(quantity);
    expect(form!.getValues('Quantity')).toBeUndefined();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Grade' }), 'Two');
    expect(form!.getValues('Grade')).toBe(2);
  });
});

describe('fieldErrorMessage', () => {
  it("reads a field's message, an array's own message, and with items the first item's", () => {
    expect(fieldErrorMessage({ message: 'Too long.' })).toBe('Too long.');
    expect(fieldErrorMessage({ root: { message: 'Add a line.' } })).toBe('Add a line.');
    const items = { 1: { message: 'Not a phone number.' } };
    expect(fieldErrorMessage(items)).toBeUndefined();
    expect(fieldErrorMessage(items, { items: true })).toBe('Not a phone number.');
    expect(fieldErrorMessage(undefined)).toBeUndefined();
  });
});
