import type { PostedFile, QuotationAnswerOutcome, ServerLoadContext } from '@rp/contract';
import { ANSWER_FIELDS, ANSWER_INTENTS, IN_PLACE_FIELD, type AnswerFormReply, type AnswerIntent } from '../utils/answer-reply';

export type AnswerActionResult = { done: true } | { done: false; status: number; reply?: AnswerFormReply };

const NOT_POSTED = 'Please use the form on this page to answer the quotation.';

async function postedFile(value: FormDataEntryValue | null): Promise<PostedFile | null> {
  // An empty file field arrives as a file without a name and without bytes.
  if (!value || typeof value === 'string' || (!value.name && value.size === 0)) return null;
  return { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
}

/**
 * The status page's accept or decline form, posted without JavaScript or through the page's fetcher: the server
 * checks it with the contract's body and answers it as the JSON call would (ServerLoadContext.quotationAnswer).
 * A refusal comes back with the field messages and what was typed (200 for the fetcher, IN_PLACE_FIELD); a
 * wrong key is the 404 page.
 */
export async function answerQuotationForm(
  form: FormData,
  reference: string,
  key: string,
  quotationAnswer: ServerLoadContext['quotationAnswer'],
): Promise<AnswerActionResult> {
  const intentValue = form.get('intent');
  const intent = ANSWER_INTENTS.find((name) => name === intentValue);
  if (!quotationAnswer) return { done: false, status: 405 };
  if (!intent) return { done: false, status: 400, reply: { intent: 'accept', message: NOT_POSTED, values: {}, errors: {} } };

  const values: Record<string, string> = {};
  for (const name of ANSWER_FIELDS[intent]) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  // The quantity chosen per line with breaks (Quantity_1, Quantity_2, ...): the server reads them as Quantities.
  if (intent === 'accept') {
    for (const [name, value] of form.entries()) if (/^Quantity_[0-9]{1,3}$/.test(name) && typeof value === 'string') values[name] = value;
  }
  let outcome: QuotationAnswerOutcome;
  let fileDropped = false;
  if (intent === 'accept') {
    const file = await postedFile(form.get('POFile'));
    fileDropped = file !== null;
    outcome = await quotationAnswer.accept(reference, { ...values, Key: key }, file);
  } else {
    outcome = await quotationAnswer.decline(reference, { ...values, Key: key });
  }
  if (outcome.ok) return { done: true };
  if (outcome.status === 404) return { done: false, status: 404 };
  // Shown in place by the page's fetcher: an answer of the page, not a failed request.
  const status = form.get(IN_PLACE_FIELD) === '1' ? 200 : outcome.status;
  return { done: false, status, reply: replyOf(intent, outcome, values, fileDropped) };
}

function replyOf(
  intent: AnswerIntent,
  outcome: Extract<QuotationAnswerOutcome, { ok: false }>,
  values: Record<string, string>,
  fileDropped: boolean,
): AnswerFormReply {
  const errors: Record<string, string> = {};
  // The server names nested fields by their path (POFile.Body): the page shows them at the top-level field.
  for (const [field, message] of Object.entries(outcome.errors ?? {})) errors[field.split('.')[0]!] ??= message;
  return { intent, message: outcome.message, values, errors, fileDropped };
}
