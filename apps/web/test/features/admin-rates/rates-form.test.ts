import { describe, expect, it } from 'vitest';
import { RATE_TABLES_SEED, rateTablesBody, rateTablesToWire } from '@rp/contract';
import { newMachine, parseBarSize, ratesFormValues, withBarSize } from '../../../src/features/admin-rates/utils/rates-form';

const wire = rateTablesToWire(RATE_TABLES_SEED, '2026-11-29T05:00:00.000Z', 'owner@example.com');

describe('the Rates form values', () => {
  it('are the stored set without its save stamp, which the contract reads back as the same set', () => {
    const values = ratesFormValues(wire);
    expect(values).not.toHaveProperty('UpdatedAt');
    expect(values).not.toHaveProperty('UpdatedBy');
    expect(rateTablesBody.parse(values)).toEqual(RATE_TABLES_SEED);
    // The form edits its own copies: the cached answer is never changed underneath.
    values.Machines[0]!.HourRate = 1;
    expect(wire.Machines[0]!.HourRate).toBe(650);
  });

  it('give a new row no Id, which the contract accepts (the server gives one), but not without its figures', () => {
    const values = ratesFormValues(wire);
    const parsed = rateTablesBody.safeParse({ ...values, Machines: [...values.Machines, { ...newMachine(), Name: 'Sliding head', HourRate: 1200 }] });
    expect(parsed.success).toBe(true);
    expect(parsed.data!.Machines.at(-1)).toMatchObject({ Id: '', HourRate: 120000 });
    const missing = rateTablesBody.safeParse({ ...values, Machines: [...values.Machines, { ...newMachine(), Name: 'Sliding head' }] });
    expect(missing.error?.issues[0]?.path).toEqual(['Machines', 5, 'HourRate']);
  });

  it('add a bar size in order, and say why one cannot be added', () => {
    expect(parseBarSize(' 22 ', [20, 25])).toEqual({ size: 22 });
    expect(parseBarSize('12,5', [])).toEqual({ size: 12.5 });
    expect(withBarSize([20, 25], 22)).toEqual([20, 22, 25]);
    expect(parseBarSize('25', [20, 25])).toEqual({ error: '25 mm is listed already.' });
    expect(parseBarSize('0', [])).toEqual({ error: 'Enter a diameter in mm, more than 0.' });
    expect(parseBarSize('abc', [])).toEqual({ error: 'Enter a diameter in mm, more than 0.' });
    expect(parseBarSize('12.25', [])).toEqual({ error: 'A bar size may have at most 1 decimal.' });
    expect(parseBarSize('1200', [])).toEqual({ error: 'A bar size must be at most 1000 mm.' });
  });
});
