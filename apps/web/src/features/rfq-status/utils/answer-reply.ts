/** The two plain forms of the status page; a hidden `intent` field says which one was posted. */
export const ANSWER_INTENTS = ['accept', 'decline'] as const;
export type AnswerIntent = (typeof ANSWER_INTENTS)[number];

/**
 * Sent only once React owns the page (the form posts through its fetcher): a refusal is then an answer shown in
 * place, so it comes back 200, not 400 (a browser logs every 4xx fetch as a console error).
 */
export const IN_PLACE_FIELD = 'inPlace';

/** The text fields of each form, named as the contract's bodies name them. */
export const ANSWER_FIELDS = {
  accept: ['Name', 'Designation', 'PONumber', 'AcceptTerms'],
  decline: ['Reason', 'Comment'],
} as const satisfies Record<AnswerIntent, readonly string[]>;

/** What the page shows after a refused post: the message, each field's error and what was typed. */
export interface AnswerFormReply {
  intent: AnswerIntent;
  message: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A PO file was chosen: a browser cannot refill a file field, so the page asks for it again. */
  fileDropped?: boolean;
}

/** Why a PO file was refused before it was read: the page says it after the server's redirect, the form before posting. */
export const PO_TOO_LARGE_MESSAGE = 'The PO file is too large: it may be at most 5 MB. Please choose a smaller file.';

/** The page after a too-large post (the server redirects here: the body was never read). */
export const TOO_LARGE_PARAM = 'refused';
export const TOO_LARGE_VALUE = 'too-large';
