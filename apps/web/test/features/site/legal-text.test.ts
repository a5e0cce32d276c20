import { describe, expect, it } from 'vitest';
import { legalTexts, renderLegalText } from '~/features/site/utils/legal-text.server';

describe('renderLegalText', () => {
  it('splits a text into an intro and numbered sections, filling and escaping placeholders', () => {
    const text = renderLegalText('{{name}} says hi.\n\n## About {{name}}\n\nOne.\n\n- a\n- b\n', { name: 'A & <B>' });
    expect(text.introHtml).toBe('A &amp; &lt;B&gt; says hi.');
    expect(text.sections).toHaveLength(1);
    expect(text.sections[0]!.title).toBe('About A & <B>');
    expect(text.sections[0]!.html).toContain('<p class=');
    expect(text.sections[0]!.html).toMatch(/<ul class="[^"]+"><li>a<\/li>\s*<li>b<\/li>\s*<\/ul>/);
  });

  it('rejects an unknown placeholder and a text without sections', () => {
    expect(() => renderLegalText('Hi {{nobody}}.\n\n## A\n\nB', {})).toThrow(/Unknown placeholder/);
    expect(() => renderLegalText('Only an intro.', {})).toThrow(/intro paragraph/);
  });

  it('renders both shipped texts with every placeholder known', () => {
    const { privacyPolicy, termsOfService } = legalTexts();
    expect(privacyPolicy.sections.map((s) => s.title)).toContain('Information We Collect');
    expect(termsOfService.sections.length).toBeGreaterThan(0);
    expect(privacyPolicy.introHtml).not.toContain('{{');
  });
});
