import { orderDispatchBody, quantityToThousandths, type Order, type OrderDispatchBody } from '@rp/contract';
import { quantityText } from './order-text';

/** The dispatch form as typed: text in every box, one quantity per order line (by its _id). */
export interface DispatchValues {
  InvoiceNo: string;
  InvoiceDate: string;
  Transporter: string;
  DocketNo: string;
  DispatchDate: string;
  EwayBillNo: string;
  Packages: string;
  Quantities: Record<string, string>;
  Note: string;
  NotifyBuyer: boolean;
  /** An Owner dispatching although the advance is not in (the server's 409 said so); Note then says why. */
  OverrideAdvance: boolean;
}

export type DispatchField = Exclude<keyof DispatchValues, 'Quantities' | 'NotifyBuyer' | 'OverrideAdvance'> | 'Lines';
/** Messages by field, and by line _id for the quantities. */
export interface DispatchErrors {
  fields: Partial<Record<DispatchField, string>>;
  lines: Record<string, string>;
}

/** A new dispatch: dated today (India), one package, and what remains of every line. */
export function initialDispatchValues(order: Pick<Order, 'Lines'>, today: string): DispatchValues {
  return {
    InvoiceNo: '',
    InvoiceDate: today,
    Transporter: '',
    DocketNo: '',
    DispatchDate: today,
    EwayBillNo: '',
    Packages: '1',
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
  const body: OrderDispatchBody = {
    _id: order._id,
    InvoiceNo: values.InvoiceNo,
    InvoiceDate: values.InvoiceDate,
    Transporter: values.Transporter,
    DocketNo: values.DocketNo,
    DispatchDate: values.DispatchDate,
    EwayBillNo: values.EwayBillNo,
    Packages: numberOf(values.Packages) ?? Number.NaN,
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
