import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import { gstRateText, quotationSaveBody } from '@rp/contract';
import type { QuotationFormValues } from './quotation-form';

/** "0, 5, 18 or 40 %". */
const ratesText = (rates: readonly number[]) =>
  rates.length > 1 ? `${rates.slice(0, -1).join(', ')} or ${gstRateText(rates.at(-1)!)}` : rates.map(gstRateText).join('');

/**
 * The GST rates the company profile does not list (a rate removed in Settings after the draft was made): the
 * server refuses them with a 400, so the editor marks them first. Each is [field path, message].
 */
export function rateProblems(values: Pick<QuotationFormValues, 'Lines' | 'Charges'>, rates: readonly number[]): [string, string][] {
  const message = `GST rate must be one of the company's rates: ${ratesText(rates)} (Company settings).`;
  const listed = (rate: unknown) => typeof rate !== 'number' || rates.includes(rate);
  return [
    ...(values.Lines ?? []).flatMap((line, i): [string, string][] => (listed(line.GstRate) ? [] : [[`Lines.${i}.GstRate`, message]])),
    ...(values.Charges ?? []).flatMap((charge, i): [string, string][] =>
      charge.GstRate === null || listed(charge.GstRate) ? [] : [[`Charges.${i}.GstRate`, message]],
    ),
  ];
}

/**
 * The editor's check: the contract's save schema on the raw values (the server parses the rupees itself),
 * then the company's rates, which only the profile knows.
 */
export function quotationResolver(rates: readonly number[]): Resolver<QuotationFormValues> {
  const schema = zodResolver(quotationSaveBody, undefined, { raw: true }) as Resolver<QuotationFormValues>;
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    const problems = rateProblems(values, rates);
    if (problems.length === 0) return result;
    const errors: FieldErrors<QuotationFormValues> = { ...result.errors };
    for (const [path, message] of problems) if (!get(errors, path)) set(errors, path, { type: 'custom', message });
    return { values: {}, errors };
  };
}
