import escapeHtml from 'escape-html';

/** Markup that is already safe: produced by `html` or by trusted template code, never by a buyer. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template: every interpolated value is HTML-escaped unless it is SafeHtml (nested `html`). */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Text with its line breaks kept, escaped. */
export const multiline = (text: string) => html`${text.split(/\r?\n/).map((line, i) => (i === 0 ? html`${line}` : html`<br>${line}`))}`;
