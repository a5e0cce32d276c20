import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HOME_SEED, type HomeContent } from '@rp/contract';
import { heroHeadlineText, HomeHero } from '~/components/site-sections/home-hero';

const withWords = (HeadlineWords: string[]): HomeContent['Hero'] => ({ ...HOME_SEED.Hero, HeadlineWords });

/** The hero as the server renders it: its heading's hidden sentence and the word shown first. */
function rendered(hero: HomeContent['Hero']) {
  const router = createMemoryRouter([{ path: '/', element: <HomeHero hero={hero} /> }]);
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  return {
    sentence: /<span class="sr-only">([^<]*)<\/span>/.exec(html)?.[1],
    firstWord: /data-testid="headline-word"[^>]*>([^<]*)</.exec(html)?.[1],
    stats: [...html.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((m) => m[1]),
  };
}

describe('the hero’s headline sentence (screen readers, search engines)', () => {
  it('reads the seeded words as the sentence the home page had in code', () => {
    expect(heroHeadlineText(HOME_SEED.Hero)).toBe('Precision parts, engineered, machined, inspected and delivered to your drawing.');
  });

  it('follows the cycling words staff set: one, two or more', () => {
    expect(heroHeadlineText(withWords(['turned']))).toBe('Precision parts, turned to your drawing.');
    expect(heroHeadlineText(withWords(['turned', 'milled']))).toBe('Precision parts, turned and milled to your drawing.');
    expect(heroHeadlineText(withWords(['cut', 'turned', 'milled']))).toBe('Precision parts, cut, turned and milled to your drawing.');
  });

  it('is what the rendered heading says, beside the first cycling word and the figures', () => {
    const hero = { ...withWords(['turned', 'milled']), Stats: [{ Value: '28+', Label: 'Years of machining' }] };
    expect(rendered(hero)).toEqual({ sentence: 'Precision parts, turned and milled to your drawing.', firstWord: 'turned', stats: ['28+'] });
  });
});
