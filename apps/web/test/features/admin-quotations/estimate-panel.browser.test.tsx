// Component test in Chromium (ADR 079): a line's Estimate panel works the price out live from the rates and
// "Use these prices" sets the line's unit price (for Per units) and its break's price.
import { useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { RATE_TABLES_SEED, rateTablesToWire } from '@rp/contract';
import { EstimatePanel } from '~/features/admin-quotations/components/estimate-panel';
import { emptyLine, type QuotationFormValues } from '~/features/admin-quotations/utils/quotation-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  new Response(JSON.stringify({ success: true, message: 'OK', data: body }), { headers: { 'Content-Type': 'application/json' } });

let form: UseFormReturn<QuotationFormValues> | undefined;
function Harness({ values, onForm }: { values: Partial<QuotationFormValues>; onForm: (f: UseFormReturn<QuotationFormValues>) => void }) {
  const methods = useForm<QuotationFormValues>({ defaultValues: values as QuotationFormValues });
  useEffect(() => {
    onForm(methods);
  }, [methods, onForm]);
  return (
    <FormProvider {...methods}>
      <EstimatePanel lineIndex={0} currency="INR" />
    </FormProvider>
  );
}

async function renderPanel(line: QuotationFormValues['Lines'][number]) {
  vi.spyOn(window, 'fetch').mockImplementation(async (url) =>
    json(String(url).endsWith('/settings/rates') ? rateTablesToWire(RATE_TABLES_SEED, null, null) : []),
  );
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness values={{ Currency: 'INR', ExchangeRate: null, Lines: [line] }} onForm={(f) => (form = f)} />
    </QueryClientProvider>,
  );
}

const rupeesIn = async (testId: string) => Number((await page.getByTestId(testId).element()).textContent!.replace(/[₹,]/g, ''));

describe('EstimatePanel', () => {
  it('opens on a line with an estimate, shows the build-up, and "Use these prices" sets the price per 100 and the break', async () => {
    await renderPanel(
      emptyLine({
        Description: 'Pump shaft',
        Quantity: 500,
        Per: 100,
        QuantityBreaks: [{ Quantity: 1000, UnitPrice: undefined as unknown as number }],
        Estimate: {
          MaterialId: 'en8',
          Form: 'Round bar',
          Stock: { Diameter: 32, Length: 105 },
          Operations: [{ MachineId: 'cnc-lathe', SetupMinutes: 30, CycleMinutes: 2.5 }],
          Processes: [{ ProcessId: 'hardening' }],
          MarginPercent: 20,
        },
      }),
    );
    await expect.element(page.getByRole('button', { name: /^Estimate, line 1, ₹/ })).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByTestId('line-1-estimate-weight')).toHaveTextContent('0.663 kg');
    const perPiece = await rupeesIn('line-1-estimate-price');
    const breakPerPiece = await rupeesIn('line-1-estimate-break-1000');
    // The set-up spreads over more pieces at 1000: cheaper a piece.
    expect(breakPerPiece).toBeLessThan(perPiece);

    await page.getByRole('button', { name: 'Use these prices' }).click();
    expect(form!.getValues('Lines.0.UnitPrice')).toBe(Math.round(perPiece * 100 * 100) / 100);
    expect(form!.getValues('Lines.0.QuantityBreaks.0.UnitPrice')).toBe(Math.round(breakPerPiece * 100 * 100) / 100);
  });

  it('is closed on a line without one; opening starts one with the default material and margin, closing it untouched drops it', async () => {
    await renderPanel(emptyLine({ Description: 'Bush', Quantity: 10 }));
    const toggle = page.getByRole('button', { name: /^Estimate, line 1/ });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect.element(page.getByRole('combobox', { name: 'Estimate material, line 1' })).toHaveValue('en8');
    expect(form!.getValues('Lines.0.Estimate')).toMatchObject({ MaterialId: 'en8', Form: 'Round bar', MarginPercent: 20 });
    await expect.element(page.getByTestId('line-1-estimate-missing')).toHaveTextContent('Round bar: Stock.Diameter (mm) is required.');
    await toggle.click();
    expect(form!.getValues('Lines.0.Estimate')).toBeNull();
  });
});
