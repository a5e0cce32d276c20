/** Punctuation that ends a sentence after a link rather than belonging to it. */
const TRAILING = /[).,;:!?'"\]>]+$/;

/**
 * The web links in a mail's text, each once, in order: what staff copy to a buyer on a call (the status
 * link, the back-office link). Only http and https.
 */
export function linksIn(text: string): string[] {
  const found = (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => link.replace(TRAILING, ''));
  return [...new Set(found)].filter((link) => URL.canParse(link));
}
