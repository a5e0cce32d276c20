import { afterAll, describe, expect, it } from 'vitest';
import { financialYearLabel, financialYearStart, nextDocumentNumber } from '../../../src/modules/documents/numbering.js';
import { freshDatabase } from '../../helpers.js';

// 31 March 2027 23:59 and 1 April 2027 00:00 in India (UTC+5:30).
const LAST_MINUTE_OF_YEAR = new Date('2027-03-31T18:29:00Z');
const FIRST_MINUTE_OF_NEXT = new Date('2027-03-31T18:30:00Z');

describe('financial-year series (proforma, invoice)', () => {
  it('run April to March in India time and are labelled 26-27', () => {
    expect(financialYearStart(new Date('2026-04-01T00:00:00+05:30'))).toBe(2026);
    expect(financialYearStart(LAST_MINUTE_OF_YEAR)).toBe(2026);
    expect(financialYearStart(FIRST_MINUTE_OF_NEXT)).toBe(2027);
    expect(financialYearStart(new Date('2027-01-15T12:00:00Z'))).toBe(2026);
    expect(financialYearLabel(2026)).toBe('26-27');
    expect(financialYearLabel(2099)).toBe('99-00');
  });

  const fresh = freshDatabase();
  afterAll(async () => {
    const { database, drop } = await fresh;
    await database.close();
    await drop();
  });

  it('restart at 0001 on 1 April India time, per series, and a rolled-back one gives its number back', async () => {
    const { database } = await fresh;
    const db = database.db;
    const next = (series: 'proforma' | 'invoice', at: Date, prefix = '') => db.transaction((tx) => nextDocumentNumber(tx, series, at, prefix));
    expect(await next('proforma', LAST_MINUTE_OF_YEAR)).toBe('PI/26-27/0001');
    expect(await next('proforma', LAST_MINUTE_OF_YEAR)).toBe('PI/26-27/0002');
    expect(await next('proforma', FIRST_MINUTE_OF_NEXT)).toBe('PI/27-28/0001');
    expect(await next('invoice', FIRST_MINUTE_OF_NEXT)).toBe('INV/27-28/0001');
    expect(await next('invoice', FIRST_MINUTE_OF_NEXT, 'RPW')).toBe('RPW/27-28/0002');
    await expect(
      db.transaction(async (tx) => {
        await nextDocumentNumber(tx, 'proforma', FIRST_MINUTE_OF_NEXT);
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    expect(await next('proforma', FIRST_MINUTE_OF_NEXT)).toBe('PI/27-28/0002');
  });
});
