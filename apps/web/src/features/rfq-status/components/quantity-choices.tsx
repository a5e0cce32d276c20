import type { QuotationBuyerView } from '@rp/contract';
import { money, perText, quantity } from '../utils/quotation-format';

type Line = QuotationBuyerView['Lines'][number];

/** The radio group of line N, named as the server reads a plain form (the contract's quantityChoiceFieldName). */
const fieldName = (line: number) => `Quantity_${line}`;

/**
 * Per line with quantity breaks, the quantity the buyer orders: the quoted one (checked) or a break. Plain
 * radio buttons inside the accept form, so the choice goes with it without JavaScript; a refused post
 * keeps the choice.
 */
export function QuantityChoices({ quotation, values }: { quotation: QuotationBuyerView; values: Record<string, string> }) {
  const choosable = quotation.Lines.flatMap((line, i) => (line.QuantityBreaks.length ? [{ line, number: i + 1 }] : []));
  if (!choosable.length) return null;
  const option = (line: Line, qty: number, price: number) =>
    `${quantity(qty)} ${line.Unit} at ${money(price, quotation.Currency)}${line.Per === 1 ? ' each' : perText(line.Per)}`;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">Order the quoted quantity, or one of the other quantities we priced:</p>
      {choosable.map(({ line, number }) => {
        const name = fieldName(number);
        const chosen = values[name] ?? String(line.Quantity);
        const choices = [
          { Quantity: line.Quantity, UnitPrice: line.UnitPrice, quoted: true },
          ...line.QuantityBreaks.map((b) => ({ ...b, quoted: false })),
        ];
        return (
          <fieldset key={number} data-testid="quantity-choice" className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-steel-700">
            <legend className="max-w-full px-1 text-sm font-semibold break-words text-steel-950 dark:text-white">{`Line ${number}: ${line.Description}`}</legend>
            <div className="grid gap-2">
              {choices.map((choice) => (
                <label key={choice.Quantity} className="flex min-h-11 items-center gap-3 text-sm text-slate-800 dark:text-slate-200">
                  <input
                    type="radio"
                    name={name}
                    value={String(choice.Quantity)}
                    defaultChecked={chosen === String(choice.Quantity)}
                    className="size-5 shrink-0 accent-amber-brand-500"
                  />
                  <span className="min-w-0 break-words tabular-nums">
                    {option(line, choice.Quantity, choice.UnitPrice)}
                    {choice.quoted ? ' (as quoted)' : ''}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

/** The accepted quantities that differ from the quotation, in words, for the answered panel. */
export function chosenQuantitiesText(quotation: QuotationBuyerView): string {
  return quotation.ChosenQuantities.map((c) => {
    const line = quotation.Lines[c.Line - 1];
    return `line ${c.Line}: ${quantity(c.Quantity)} ${line?.Unit ?? ''}`.trim();
  }).join('; ');
}
