/** The two plain forms of the status page; a hidden `intent` field says which one was posted. */
export const ANSWER_INTENTS = ['accept', 'decline'] as const;
export type AnswerIntent = (typeof ANSWER_INTENTS)[number];

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

/** The page after a too-large post (the server redirects here: the body was never read). */
export const TOO_LARGE_PARAM = 'refused';
export const TOO_LARGE_VALUE = 'too-large';
