import { describe, expect, it } from 'vitest';
import type { Order } from '@rp/contract';
import { dispatchBodyOf, initialDispatchValues, serverDispatchErrors } from '../../../src/features/admin-orders/utils/dispatch-form';

type Line = Order['Lines'][number];
const line = (id: string, Quantity: number, Dispatched: number): Line =>
  ({ _id: id, Description: `Part ${id}\nsecond line`, Unit: 'Nos', Quantity, Dispatched, Remaining: Quantity - Dispatched }) as Line;

const order = { _id: 'order-1', Lines: [line('a', 100, 40), line('b', 2.5, 2.5), line('c', 10, 0)] };
const filled = () => ({
  ...initialDispatchValues(order, '2026-11-27'),
  InvoiceMode: 'elsewhere' as const,
  InvoiceNo: 'INV/117',
  Transporter: 'VRL Logistics',
  DocketNo: 'LR 4471',
});

describe('the dispatch form', () => {
  it('starts with what remains of each line still open, the invoice made here, today, by road and one package, telling the buyer', () => {
    const values = initialDispatchValues(order, '2026-11-27');
    expect(values.Quantities).toEqual({ a: '60', c: '10' });
    expect(values).toMatchObject({
      InvoiceMode: 'here',
      InvoiceDate: '2026-11-27',
      DispatchDate: '2026-11-27',
      Packages: '1',
      TransportMode: 'Road',
      NotifyBuyer: true,
    });
  });

  it('made here: no invoice number goes (the server takes the next), the vehicle, distance and mode do', () => {
    const { body, errors } = dispatchBodyOf(order, {
      ...filled(),
      InvoiceMode: 'here',
      VehicleNo: 'gj 03 ab 1234',
      DistanceKm: '240',
      TransportMode: 'Rail',
      TransporterId: '24AAACR5055K1Z5',
    });
    expect(errors).toEqual({ fields: {}, lines: {} });
    expect(body).not.toHaveProperty('InvoiceNo');
    expect(body).toMatchObject({ InvoiceDate: '2026-11-27', VehicleNo: 'gj 03 ab 1234', DistanceKm: 240, TransportMode: 'Rail' });
  });

  it('leaves out an empty distance and refuses a vehicle, distance or transporter id the contract does not take', () => {
    expect(dispatchBodyOf(order, filled()).body).not.toHaveProperty('DistanceKm');
    const { body, errors } = dispatchBodyOf(order, { ...filled(), VehicleNo: 'truck 7', DistanceKm: '4001', TransporterId: 'VRL' });
    expect(body).toBeNull();
    expect(errors.fields).toMatchObject({
      VehicleNo: 'Vehicle number must be an Indian registration like GJ03AB1234.',
      TransporterId: 'Transporter id must be a GSTIN or a 15-character transporter id.',
    });
    expect(errors.fields.DistanceKm).toMatch(/^Distance must be a whole number of kilometres from 1 to 4,000/);
  });

  it('sends the lines with a quantity, leaving out empty and zero ones and lines sent in full', () => {
    const { body, errors } = dispatchBodyOf(order, { ...filled(), Quantities: { a: '25.5', c: '0', b: '1' } });
    expect(errors).toEqual({ fields: {}, lines: {} });
    expect(body).toMatchObject({ _id: 'order-1', InvoiceNo: 'INV/117', Packages: 1, Lines: [{ LineId: 'a', Quantity: 25.5 }] });
  });

  it('names each missing field with the contract’s message and refuses more than remains', () => {
    const { body, errors } = dispatchBodyOf(order, {
      ...initialDispatchValues(order, '2026-11-27'),
      InvoiceMode: 'elsewhere',
      Packages: '',
      EwayBillNo: '1234',
      Quantities: { a: '61', c: '10' },
    });
    expect(body).toBeNull();
    expect(errors.fields).toMatchObject({
      InvoiceNo: 'Invoice number is required.',
      Transporter: 'Transporter is required.',
      DocketNo: 'LR / docket number is required.',
      EwayBillNo: 'E-way bill number must be 12 digits.',
    });
    expect(errors.fields.Packages).toMatch(/^Packages must be a whole number/);
    expect(errors.lines).toEqual({ a: 'Only 60 Nos remain to dispatch on this line.' });
  });

  it('asks for at least one quantity', () => {
    const { body, errors } = dispatchBodyOf(order, { ...filled(), Quantities: { a: '', c: '0' } });
    expect(body).toBeNull();
    expect(errors.fields.Lines).toBe('A dispatch needs at least one line with a quantity.');
  });

  it('puts the server’s field messages on the fields, a line’s by its position in the body', () => {
    const body = dispatchBodyOf(order, { ...filled(), Quantities: { a: '5', c: '3' } }).body!;
    expect(serverDispatchErrors({ DispatchDate: 'Dispatch date cannot be in the future.', 'Lines.1.Quantity': 'Too many.' }, body)).toEqual({
      fields: { DispatchDate: 'Dispatch date cannot be in the future.' },
      lines: { c: 'Too many.' },
    });
  });
});
