import type { AccountCallAnswer, AccountSummary, ServerLoadContext } from '@rp/contract';

const page = <T>(Items: T[], Total = Items.length) => ({ Items, Total, Page: 1, PageSize: 20 });

/** A buyer's summary: one repeat request, one open quotation, one dispatched order with an invoice, one proforma. */
export const SUMMARY: AccountSummary = {
  Email: 'buyer@gondal.example',
  Company: 'Gondal Gear Works',
  Requests: page([
    { _id: 'r1', Reference: 'Q-2026-00042', Date: '2026-11-20T05:00:00.000Z', Product: 'Shafts', Status: 'New', RepeatOf: 'SO-2026-00017' },
  ]),
  Quotations: page([
    {
      _id: 'q1',
      Number: 'QT-2026-00007',
      Revision: 1,
      Date: '2026-03-10',
      Currency: 'INR',
      Value: 121625.5,
      State: 'Sent',
      Open: true,
      PdfUrl: '/api/v1/quotation/public/q1/pdf',
      StatusUrl: '/rfq/Q-2026-00009?key=abc',
    },
  ]),
  Orders: page([
    {
      _id: 'o1',
      Number: 'SO-2026-00017',
      PONumber: 'PO-881',
      Stage: 'Dispatched',
      StageLabel: 'Dispatched',
      PromisedDate: '2026-04-10',
      Date: '2026-03-14',
      Currency: 'INR',
      Lines: [
        { _id: 'l1', Description: 'EN8 shaft', DrawingNo: 'GG-114', DrawingRev: 'C', Quantity: 250, Unit: 'Nos', UnitPrice: 486.5, Per: 1 },
        { _id: 'l2', Description: 'Bush', DrawingNo: '', DrawingRev: '', Quantity: 12.5, Unit: 'Kg', UnitPrice: 90, Per: 1 },
      ],
      Dispatches: [{ DispatchDate: '2026-04-08', Transporter: 'VRL', DocketNo: 'D-5511', InvoiceNo: 'INV/26-27/0001' }],
      AcknowledgementUrl: '/ack.pdf',
      Invoices: [{ Number: 'INV/26-27/0001', Date: '2026-04-08', State: 'Issued', GrandTotal: 143517.5, PdfUrl: '/inv.pdf' }],
    },
  ]),
  Proformas: page([
    { Number: 'PI-2026-00003', OrderNumber: 'SO-2026-00017', Date: '2026-03-15', Amount: 50000, Due: 0, State: 'Paid', PdfUrl: '/pi.pdf' },
  ]),
};

export interface RecordedCall {
  method: string;
  path: string;
  cookie: string;
  body?: unknown;
}

/** context.account answering each call with `answer` (by path) and recording what the page sent. */
export function fakeAccount(answer: (path: string, body: unknown) => Partial<AccountCallAnswer>) {
  const calls: RecordedCall[] = [];
  const account: ServerLoadContext['account'] = {
    call: async (method, path, { cookie, body }) => {
      calls.push({ method, path, cookie, body });
      return { status: 200, body: null, setCookies: [], ...answer(path, body) };
    },
  };
  return { account, calls };
}
