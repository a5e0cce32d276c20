import { formatQuantity, type QuantityChoice } from '@rp/contract';
import type { StoredQuotationLine } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';

/**
 * The buyer accepts at one of a line's quantity breaks (issue 43): the order takes that quantity at that
 * break's unit price (Per and discount stay the line's), its totals from the one totals function.
 */

/** The choices that differ from the quoted quantities, checked against the lines: a 400 naming the line otherwise. */
export function checkQuantityChoices(lines: readonly StoredQuotationLine[], choices: readonly QuantityChoice[]): QuantityChoice[] {
  const changed: QuantityChoice[] = [];
  for (const choice of choices) {
    const line = lines[choice.Line - 1];
    if (!line) {
      const message = `There is no line ${choice.Line}: the quotation has ${lines.length} line${lines.length === 1 ? '' : 's'}.`;
      throw badRequest(message, { Quantities: message });
    }
    const offered = [line.QuantityThousandths, ...line.QuantityBreaks.map((b) => b.QuantityThousandths)];
    if (!offered.includes(choice.QuantityThousandths)) {
      const message = `Line ${choice.Line} was quoted for ${offered.map(formatQuantity).join(', ')} ${line.Unit}: choose one of these quantities.`;
      throw badRequest(message, { Quantities: message });
    }
    if (choice.QuantityThousandths !== line.QuantityThousandths) changed.push(choice);
  }
  return changed.sort((a, b) => a.Line - b.Line);
}

/** What the order keeps of a line quoted otherwise: the quantity and price first offered. */
export interface QuotedAs {
  QuantityThousandths: number;
  UnitPricePaise: number;
}

/** The lines as accepted: a chosen break's quantity and unit price in place of the quoted ones. */
export function linesAsChosen<L extends StoredQuotationLine>(
  lines: readonly L[],
  choices: readonly QuantityChoice[],
): (L & { QuotedAs?: QuotedAs })[] {
  return lines.map((line, i) => {
    const choice = choices.find((c) => c.Line === i + 1);
    const chosen = choice && line.QuantityBreaks.find((b) => b.QuantityThousandths === choice.QuantityThousandths);
    if (!chosen) return line;
    return {
      ...line,
      QuantityThousandths: chosen.QuantityThousandths,
      UnitPricePaise: chosen.UnitPricePaise,
      QuotedAs: { QuantityThousandths: line.QuantityThousandths, UnitPricePaise: line.UnitPricePaise },
    };
  });
}
