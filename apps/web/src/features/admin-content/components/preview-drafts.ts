import type { SiteImage } from '@rp/contract';

/**
 * A draft as the editor holds it, made whole for the public components the previews draw: a field being
 * typed may be missing or empty, and the preview still shows the rest.
 */

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const texts = (values: unknown): string[] => (Array.isArray(values) ? values.map(text) : []);

export const titledTexts = (values: unknown): { Title: string; Text: string }[] =>
  Array.isArray(values) ? values.map((v: { Title?: unknown; Text?: unknown } | undefined) => ({ Title: text(v?.Title), Text: text(v?.Text) })) : [];

export const hero = (value: { Title?: unknown; Text?: unknown } | undefined) => ({ Title: text(value?.Title), Text: text(value?.Text) });

/** A kind's section eyebrows and headings from the draft, each as text; the keys are those of today's defaults. */
export const labels = <T extends Record<string, string>>(value: Partial<Record<keyof T, unknown>> | undefined, defaults: T): T =>
  Object.fromEntries(Object.keys(defaults).map((key) => [key, text(value?.[key])])) as T;

/** An uploaded picture in the draft, or null (the one shipped with the site). */
export const image = (
  value: { FileId?: unknown; Name?: unknown; Url?: unknown; Variants?: SiteImage['Variants'] } | null | undefined,
): SiteImage | null =>
  value && typeof value.FileId === 'string'
    ? { FileId: value.FileId, Name: text(value.Name), Url: typeof value.Url === 'string' ? value.Url : undefined, Variants: value.Variants }
    : null;
