// @database-agnostic: functions of the contract, no database (the PGlite pass only)
import {
  amountInWords,
  discountPercentField,
  formatPercent,
  formatQuantity,
  formatRupees,
  groupIndian,
  numberInIndianWords,
  paiseToRupees,
  quantityField,
  rupeesField,
  rupeesToPaise,
  thousandthsToQuantity,
  quantityToThousandths,
} from '@rp/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
/** Node's full ICU as the independent reference for the grouping (the contract itself never calls Intl). */
const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const paiseText = (paise: bigint) => {
  const abs = paise < 0n ? -paise : paise;
  return `${paise < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

describe('wire amounts to integers', () => {
  it('reads rupees with up to 2 decimals exactly, where multiplying the float is off by one paisa', () => {
    expect(1.15 * 100).not.toBe(115);
    expect(rupeesToPaise(1.15)).toBe(115);
    expect(rupeesToPaise(1234.56)).toBe(123456);
    expect(rupeesToPaise(1234.5)).toBe(123450);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1.005)).toBeUndefined();
    expect(rupeesToPaise(0.1 + 0.2)).toBeUndefined();
    expect(quantityToThousandths(2.345)).toBe(2345);
    expect(quantityToThousandths(2.3456)).toBeUndefined();
  });

  it('gives back every amount of paise it printed, and the JSON text carries at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (paise) => {
        const rupees = paiseToRupees(paise);
        expect(rupeesToPaise(rupees)).toBe(paise);
        expect(JSON.stringify(rupees)).toMatch(/^-?\d+(\.\d{1,2})?$/);
        expect(quantityToThousandths(thousandthsToQuantity(paise))).toBe(paise);
      }),
      { numRuns: 5000 },
    );
  });

  it('says what is wrong with an amount, a quantity or a discount', () => {
    const price = rupeesField('Unit price');
    expect(price.parse(1234.5)).toBe(123450);
    expect(price.parse(0)).toBe(0);
    expect(firstMessage(price.safeParse(12.345))).toBe('Unit price may have at most 2 decimals (paise).');
    expect(firstMessage(price.safeParse(-1))).toBe('Unit price cannot be negative.');
    expect(firstMessage(price.safeParse(Number.NaN))).toBe('Unit price must be an amount in rupees.');
    expect(firstMessage(price.safeParse(Number.POSITIVE_INFINITY))).toBe('Unit price must be an amount in rupees.');
    expect(firstMessage(price.safeParse('12'))).toBe('Unit price must be an amount in rupees.');
    expect(firstMessage(price.safeParse(1e30))).toBe('Unit price must be at most ₹10,00,00,000 (10 crore).');
    expect(price.parse(100_000_000)).toBe(10_000_000_000);
    expect(firstMessage(price.safeParse(1e-7))).toBe('Unit price may have at most 2 decimals (paise).');

    const quantity = quantityField('Quantity');
    expect(quantity.parse(0.001)).toBe(1);
    expect(firstMessage(quantity.safeParse(0))).toBe('Quantity must be more than 0.');
    expect(firstMessage(quantity.safeParse(1.0001))).toBe('Quantity may have at most 3 decimals (thousandths).');
    expect(firstMessage(quantity.safeParse(1_000_001))).toBe('Quantity must be at most 10,00,000.');

    const discount = discountPercentField('Discount');
    expect(discount.parse(12.5)).toBe(1250);
    expect(discount.parse(100)).toBe(10_000);
    expect(firstMessage(discount.safeParse(100.01))).toBe('Discount must be at most 100 %.');
    expect(firstMessage(discount.safeParse(-0.5))).toBe('Discount cannot be negative.');
    expect(firstMessage(discount.safeParse(2.555))).toBe('Discount may have at most 2 decimals (hundredths of a percent).');
  });
});

describe('Indian formatting', () => {
  it('groups rupees the Indian way with the ₹ sign', () => {
    expect(formatRupees(12_345_650)).toBe('₹1,23,456.50');
    expect(formatRupees(123_456_789_00)).toBe('₹12,34,56,789.00');
    expect(formatRupees(-123_400)).toBe('-₹1,234.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(99_900)).toBe('₹999.00');
    expect(formatRupees(100_000)).toBe('₹1,000.00');
    expect(groupIndian('100000')).toBe('1,00,000');
    expect(() => formatRupees(1.5)).toThrow(RangeError);
  });

  it('prints every amount as Node’s en-IN currency format does', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (paise) => {
        // Intl formats a decimal string exactly (ES2023); TypeScript's lib does not declare that overload yet.
        expect(formatRupees(paise)).toBe(intlRupees.format(paiseText(paise) as unknown as number));
      }),
      { numRuns: 5000 },
    );
  });

  it('prints quantities and percents without trailing zeros', () => {
    expect(formatQuantity(2500)).toBe('2.5');
    expect(formatQuantity(1_250_000)).toBe('1,250');
    expect(formatQuantity(1)).toBe('0.001');
    expect(formatQuantity(123_456_789)).toBe('1,23,456.789');
    expect(formatPercent(1250)).toBe('12.5');
    expect(formatPercent(0)).toBe('0');
    expect(formatPercent(10_000)).toBe('100');
  });
});

describe('amount in words', () => {
  it('writes the issue’s example and paise', () => {
    expect(amountInWords(12_345_700)).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Seven Only');
    expect(amountInWords(12_345_750)).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Seven and Fifty Paise Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(1)).toBe('One Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(-250)).toBe('Minus Rupees Two and Fifty Paise Only');
  });

  it('counts in crore, lakh, thousand and hundred', () => {
    expect(numberInIndianWords(10)).toBe('Ten');
    expect(numberInIndianWords(19)).toBe('Nineteen');
    expect(numberInIndianWords(40)).toBe('Forty');
    expect(numberInIndianWords(101)).toBe('One Hundred One');
    expect(numberInIndianWords(1000)).toBe('One Thousand');
    expect(numberInIndianWords(100_000)).toBe('One Lakh');
    expect(numberInIndianWords(1_00_00_000)).toBe('One Crore');
    expect(numberInIndianWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(numberInIndianWords(99_99_99_999)).toBe('Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInIndianWords(1000_00_00_000)).toBe('One Thousand Crore');
    expect(numberInIndianWords(1_00_000_00_00_000n)).toBe('One Lakh Crore');
    expect(numberInIndianWords(20_05_00_300)).toBe('Twenty Crore Five Lakh Three Hundred');
  });

  it('reads back to the same number for any amount (words parsed independently)', () => {
    const small: Record<string, number> = {};
    'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'
      .split(' ')
      .forEach((w, i) => (small[w] = i));
    'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ').forEach((w, i) => (small[w] = 20 + 10 * i));
    const scales: Record<string, bigint> = { Hundred: 100n, Thousand: 1000n, Lakh: 100_000n, Crore: 10_000_000n };
    // Left to right: a scale word multiplies everything since the last larger-or-equal scale.
    const parse = (words: string): bigint => {
      const stack: { scale: bigint; value: bigint }[] = [];
      let current = 0n;
      for (const word of words.split(/[ -]/)) {
        if (word in small) current += BigInt(small[word]!);
        else {
          const scale = scales[word]!;
          let value = current;
          while (stack.length && stack.at(-1)!.scale < scale) value += stack.pop()!.value;
          stack.push({ scale, value: value * scale });
          current = 0n;
        }
      }
      return stack.reduce((sum, item) => sum + item.value, current);
    };
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n - 1n }), (n) => {
        expect(parse(numberInIndianWords(n))).toBe(n);
      }),
      { numRuns: 3000 },
    );
  });
});
