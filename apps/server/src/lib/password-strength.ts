import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

// Built once: loading the dictionaries is the slow part.
const zxcvbn = new ZxcvbnFactory({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
});

/** zxcvbn's scale is 0-4; 3 means "safely unguessable" for an online attack with a slow hash. */
const MIN_SCORE = 3;

/**
 * Why a password is too guessable, or null when it is strong enough. `context` (name, e-mail) counts as
 * guessable too. Length rules are the contract's; this is the part a length rule cannot see.
 */
export function passwordWeakness(password: string, context: string[] = []): string | null {
  const result = zxcvbn.check(password, context.flatMap((c) => [c, ...c.split(/[@\s.]+/)]).filter(Boolean));
  if (result.score >= MIN_SCORE) return null;
  const reason = result.feedback.warning ?? 'It would be easy to guess.';
  const hint = result.feedback.suggestions[0] ?? 'Add a few more unrelated words.';
  return `This password is too easy to guess. ${reason.replace(/\.?$/, '.')} ${hint.replace(/\.?$/, '.')}`;
}
