/** Shown when the server answers 429 to a public form. */
export const TOO_MANY_REQUESTS_MESSAGE =
  'You have sent several requests in a short time. Please wait a few minutes and try again, or call us directly.';
