import { orderDispatchBody, quantityToThousandths, type Order, type OrderDispatchBody, type TransportMode } from '@rp/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { quantityText } from './order-text';

/** 'here': the dispatch issues the tax invoice (issue 48); 'elsewhere': it was made elsewhere, its number typed. */
export type InvoiceMode = 'here' | 'elsewhere';

/** The dispatch form as typed: text in every box, one quantity per order line (by its _id). */
export interface DispatchValues {
  InvoiceMode: InvoiceMode;
  InvoiceNo: string;
  InvoiceDate: string;
  Transporter: string;
  DocketNo: string;
  DispatchDate: string;
  EwayBillNo: string;
  Packages: string;
  VehicleNo: string;
  TransporterId: string;
  DistanceKm: string;
  TransportMode: TransportMode;
  Quantities: Record<string, string>;
  Note: string;
  NotifyBuyer: boolean;
  /** An Owner dispatching although the advance is not in (the server's 409 said so); Note then says why. */
  OverrideAdvance: boolean;
}

export type DispatchField = Exclude<keyof DispatchValues, 'InvoiceMode' | 'Quantities' | 'NotifyBuyer' | 'OverrideAdvance'> | 'Lines';
/** Messages by field, and by line _id for the quantities. */
export interface DispatchErrors {
  fields: Partial<Record<DispatchField, string>>;
  lines: Record<string, string>;
}

/** A new dispatch: the tax invoice made here, dated today (India), by road, one package, and what remains of every line. */
export function initialDispatchValues(order: Pick<Order, 'Lines'>, today: string): DispatchValues {
  return {
    InvoiceMode: 'here',
    InvoiceNo: '',
    InvoiceDate: today,
    Transporter: '',
    DocketNo: '',
    DispatchDate: today,
    EwayBillNo: '',
    Packages: '1',
    VehicleNo: '',
    TransporterId: '',
    DistanceKm: '',
    TransportMode: 'Road',
    Quantities: Object.fromEntries(order.Lines.filter((l) => l.Remaining > 0).map((l) => [l._id, String(l.Remaining)])),
    Note: '',
    NotifyBuyer: true,
    OverrideAdvance: false,
  };
}

const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/**
 * The body POST /order/dispatch takes, checked by the contract's own schema (so the form shows the server's
 * messages before sending) and against what remains of each line. A line left empty or at 0 is not sent.
 */
export function dispatchBodyOf(
  order: Pick<Order, '_id' | 'Lines'>,
  values: DispatchValues,
): { body: OrderDispatchBody | null; errors: DispatchErrors } {
  const errors: DispatchErrors = { fields: {}, lines: {} };
  const sent: { LineId: string; Quantity: number }[] = [];
  for (const line of order.Lines) {
    const text = values.Quantities[line._id];
    if (text === undefined || line.Remaining <= 0) continue;
    const quantity = numberOf(text);
    if (quantity === 0 || quantity === undefined) continue;
    const wanted = quantityToThousandths(quantity);
    const remaining = quantityToThousandths(line.Remaining);
    if (wanted !== undefined && remaining !== undefined && wanted > remaining) {
      errors.lines[line._id] = `Only ${quantityText(line.Remaining)} ${line.Unit} remain to dispatch on this line.`;
    }
    sent.push({ LineId: line._id, Quantity: quantity });
  }
  // Made here: no number (the server takes the series' next), dated as typed (the server refuses a day before the last invoice's).
  const body: OrderDispatchBody = {
    _id: order._id,
    ...(values.InvoiceMode === 'elsewhere' ? { InvoiceNo: values.InvoiceNo } : {}),
    InvoiceDate: values.InvoiceDate,
    Transporter: values.Transporter,
    DocketNo: values.DocketNo,
    DispatchDate: values.DispatchDate,
    EwayBillNo: values.EwayBillNo,
    Packages: numberOf(values.Packages) ?? Number.NaN,
    VehicleNo: values.VehicleNo,
    TransporterId: values.TransporterId,
    ...(numberOf(values.DistanceKm) === undefined ? {} : { DistanceKm: numberOf(values.DistanceKm) }),
    TransportMode: values.TransportMode,
    Lines: sent,
    NotifyBuyer: values.NotifyBuyer,
    Note: values.Note,
    ...(values.OverrideAdvance ? { OverrideAdvance: true } : {}),
  };
  const parsed = orderDispatchBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      if (field === 'Lines' && typeof index === 'number') {
        const lineId = sent[index]?.LineId;
        if (lineId) errors.lines[lineId] ??= issue.message;
      } else if (typeof field === 'string' && field !== '_id') {
        errors.fields[field as DispatchField] ??= issue.message;
      }
    }
  }
  // Invoiced elsewhere: the number is what this dispatch records (the contract takes '' as "make it here").
  if (values.InvoiceMode === 'elsewhere' && values.InvoiceNo.trim() === '') errors.fields.InvoiceNo ??= 'Invoice number is required.';
  const failed = Object.keys(errors.fields).length > 0 || Object.keys(errors.lines).length > 0;
  return { body: failed ? null : body, errors };
}

/** The server's field messages (a 400's `errors`, keys like "DispatchDate" or "Lines.0.Quantity") on the form's fields. */
export function serverDispatchErrors(errors: Record<string, string> | undefined, body: OrderDispatchBody): DispatchErrors {
  const found: DispatchErrors = { fields: {}, lines: {} };
  for (const [key, message] of Object.entries(errors ?? {})) {
    const line = /^Lines\.(\d+)\./.exec(key);
    const lineId = line ? body.Lines[Number(line[1])]?.LineId : undefined;
    if (lineId) found.lines[lineId] ??= message;
    else if (!line && key !== '_id') found.fields[key as DispatchField] ??= message;
  }
  return found;
}

/** The messages as react-hook-form keeps them: each field's, and each line's under Quantities.<line _id>. */
export function dispatchFieldErrors(errors: DispatchErrors): FieldErrors<DispatchValues> {
  const found: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(errors.fields)) if (message) found[field] = { type: 'contract', message };
  const lines = Object.entries(errors.lines).filter(([, message]) => message);
  if (lines.length) found.Quantities = Object.fromEntries(lines.map(([lineId, message]) => [lineId, { type: 'contract', message }]));
  return found as FieldErrors<DispatchValues>;
}

/** The form's resolver: dispatchBodyOf (the contract's orderDispatchBody and what remains of each line). */
export const dispatchResolver =
  (order: Pick<Order, '_id' | 'Lines'>): Resolver<DispatchValues> =>
  (values) => {
    const { body, errors } = dispatchBodyOf(order, values);
    return body ? { values, errors: {} } : { values: {}, errors: dispatchFieldErrors(errors) };
  };
