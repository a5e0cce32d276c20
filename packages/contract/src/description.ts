/**
 * Quote and inquiry records keep company, product and other details as lines of the Description text
 * ('Company: ...', 'Product of Interest: ...'). These helpers write and read that format.
 */
export function buildDescription(lines: Record<string, string | undefined>): string {
  return Object.entries(lines)
    .map(([label, value]) => `${label}: ${(value ?? '').trim()}`)
    .join('\n');
}

/** Reads one 'Label: value' line; 'N/A' when absent or empty. */
export function readDescriptionField(description: string | null | undefined, label: string): string {
  if (!description) return 'N/A';
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // [ \t] not \s: an empty 'Company:' line must not swallow the next line.
  const match = new RegExp(`^[ \\t]*${escaped}[ \\t]*:[ \\t]*(.*)$`, 'im').exec(description);
  const value = match?.[1]?.trim();
  return value ? value : 'N/A';
}
