/**
 * Values that end up in a mail header (the subject): line breaks and other control characters become
 * spaces, so a buyer's text can never start a new header, and each value is capped.
 */
export function oneLine(value: string, max = 80): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- line breaks and other controls must never reach a mail header
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
