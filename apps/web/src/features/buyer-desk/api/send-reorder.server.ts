import type { AccountReorderBody, ServerLoadContext } from '@rp/contract';
import type { DeskFormReply } from '../utils/desk-reply';
import { fieldErrors } from './desk-headers.server';

export type ReorderResult = { done: true; reference: string } | { done: false; status: number; reply: DeskFormReply };

/** A quantity as the API reads it: a number when it is one, else the text (the API says what is wrong with it). */
function quantityOf(text: string): number | string {
  const value = Number(text.replace(/,/g, ''));
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
}

/** A quantity the API could take: a positive number with at most 3 decimals. */
const QUANTITY = /^(?=.*[1-9])\d{1,9}(\.\d{1,3})?$/;

/**
 * The API names a refused line's quantity only as "Lines" (the error envelope keeps the top-level field): the
 * message goes beside each quantity that is not a plain positive number; any other "Lines" refusal stays above.
 */
function placeLinesError(errors: Record<string, string>, lineIds: string[], values: Record<string, string>) {
  const message = errors.Lines;
  if (!message) return;
  const wrong = lineIds.filter((id) => !QUANTITY.test((values[`Quantity_${id}`] ?? '').replace(/,/g, '')));
  if (wrong.length === 0) return;
  for (const id of wrong) errors[`Quantity_${id}`] ??= message;
  delete errors.Lines;
}

/**
 * The chosen drawing files as the API takes them ({ Name, Body: data URL }); an empty file input posts one nameless,
 * empty part, which is no file. The API checks type, bytes and sizes as for the quote form.
 */
async function drawingsOf(form: FormData): Promise<NonNullable<AccountReorderBody['Attachments']>> {
  const chosen = form.getAll('Drawing').filter((part): part is File => typeof part !== 'string' && (part.name !== '' || part.size > 0));
  return Promise.all(
    chosen.map(async (file) => ({
      Name: file.name,
      Body: `data:${file.type || 'application/octet-stream'};base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`,
    })),
  );
}

/**
 * The "Order again" form: the chosen lines (LineId, each with Quantity_<LineId>), PO number, required-by day and
 * note and the new drawing revision's files (Drawing), as POST /api/v1/account/reorder { OrderId, Lines, PONumber?,
 * RequiredBy?, Note?, Attachments? }. A field's refusal comes
 * back under the form's own field name (Lines.0.Quantity → Quantity_<that line's id>).
 */
export async function sendReorder(account: ServerLoadContext['account'], cookie: string, form: FormData): Promise<ReorderResult> {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const lineIds = form.getAll('LineId').map(String);
  const values: Record<string, string> = { PONumber: text('PONumber'), RequiredBy: text('RequiredBy'), Note: String(form.get('Note') ?? '') };
  for (const id of lineIds) values[`Line_${id}`] = 'on';
  // Every quantity typed is kept, also a line's left unticked (it shows again as typed).
  for (const [name, value] of form.entries()) if (/^Quantity_[\w-]{1,64}$/.test(name) && typeof value === 'string') values[name] = value.trim();
  const body: AccountReorderBody = {
    OrderId: text('OrderId'),
    Lines: lineIds.map((LineId) => ({ LineId, Quantity: quantityOf(values[`Quantity_${LineId}`] ?? '') as number })),
    ...(values.PONumber ? { PONumber: values.PONumber } : {}),
    ...(values.RequiredBy ? { RequiredBy: values.RequiredBy } : {}),
    ...(values.Note?.trim() ? { Note: values.Note } : {}),
  };
  const attachments = await drawingsOf(form);
  if (attachments.length) body.Attachments = attachments;
  const answer = await account.call('POST', '/account/reorder', { cookie, body });
  const data = answer.body?.data as { Reference?: string } | undefined;
  if ((answer.status === 201 || answer.status === 200) && data?.Reference) return { done: true, reference: data.Reference };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(answer.body?.errors))) {
    const line = /^Lines\.(\d+)/.exec(path);
    const id = line ? lineIds[Number(line[1])] : undefined;
    const field = path.split('.')[0] ?? path;
    errors[id ? `Quantity_${id}` : field === 'Attachments' ? 'Drawing' : field] ??= message;
  }
  placeLinesError(errors, lineIds, values);
  const message = answer.body?.message ?? 'Something went wrong. Please try again.';
  return { done: false, status: answer.status, reply: { intent: 'reorder', sent: false, message, values, errors } };
}
