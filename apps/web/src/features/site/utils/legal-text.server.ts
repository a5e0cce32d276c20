import { Marked, type Token, type Tokens } from 'marked';
import type { PublicCompanyProfile } from '@rp/contract';
import { SEEDED_COMPANY } from '~/lib/company-profile.server';
import type { LegalText } from '../components/legal-page';
import privacyPolicyMarkdown from '~/content/legal/privacy-policy.md?raw';
import termsOfServiceMarkdown from '~/content/legal/terms-of-service.md?raw';

/**
 * The legal texts are Markdown files rendered here, on the server only (`.server`): the parser never
 * reaches the browser. A text is an intro paragraph, then numbered sections, each a '## Title'.
 */

const PARAGRAPH = 'mt-3 leading-relaxed text-slate-700 dark:text-slate-300';
const LIST = 'mt-3 list-disc space-y-1.5 pl-6 text-slate-700 marker:text-amber-brand-600 dark:text-slate-300';

// gfm off: an e-mail address stays text, as on the rest of the page, instead of turning into a link.
const markdown = new Marked({
  gfm: false,
  renderer: {
    paragraph({ tokens }) {
      return `<p class="${PARAGRAPH}">${this.parser.parseInline(tokens)}</p>\n`;
    },
    list(token) {
      const tag = token.ordered ? 'ol' : 'ul';
      return `<${tag} class="${LIST}">${token.items.map((item) => this.listitem(item)).join('')}</${tag}>\n`;
    },
  },
});

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The values a legal text may name as {{key}}, from the company profile. */
export const legalPlaceholders = (profile: PublicCompanyProfile): Record<string, string> => ({
  companyName: profile.LegalName,
  email: profile.Email,
  city: profile.City,
  region: profile.StateName,
});

function fillPlaceholders(text: string, values: Record<string, string>, escape: (value: string) => string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder {{${key}}} in a legal text.`);
    return escape(value);
  });
}

export function renderLegalText(source: string, values: Record<string, string> = legalPlaceholders(SEEDED_COMPANY)): LegalText {
  const tokens = markdown.lexer(source);
  const intro = tokens.find((t): t is Tokens.Paragraph => t.type === 'paragraph');
  const firstHeading = tokens.findIndex((t) => t.type === 'heading');
  if (!intro || firstHeading < 0 || tokens.indexOf(intro) > firstHeading)
    throw new Error('A legal text starts with an intro paragraph, then ## sections.');

  const sections: { title: string; body: Token[] }[] = [];
  for (const token of tokens.slice(firstHeading)) {
    if (token.type === 'heading' && token.depth === 2) sections.push({ title: token.text, body: [] });
    else sections[sections.length - 1]!.body.push(token);
  }
  return {
    introHtml: fillPlaceholders(markdown.parseInline(intro.text) as string, values, escapeHtml),
    sections: sections.map(({ title, body }) => ({
      // Plain text: React escapes it.
      title: fillPlaceholders(title, values, (value) => value),
      html: fillPlaceholders(markdown.parser(body), values, escapeHtml),
    })),
  };
}

let cache: { key: string; texts: { privacyPolicy: LegalText; termsOfService: LegalText } } | null = null;

/** Rendered once per process and profile: the texts are part of the build, the names come from the profile. */
export function legalTexts(profile: PublicCompanyProfile = SEEDED_COMPANY) {
  const values = legalPlaceholders(profile);
  const key = JSON.stringify(values);
  if (cache?.key !== key) {
    cache = {
      key,
      texts: { privacyPolicy: renderLegalText(privacyPolicyMarkdown, values), termsOfService: renderLegalText(termsOfServiceMarkdown, values) },
    };
  }
  return cache.texts;
}
