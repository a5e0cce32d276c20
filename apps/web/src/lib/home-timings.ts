/** Home page rotation timings (spec section 9). */
export const VIDEO_ROTATE_MS = 8000;
export const TAGLINE_ROTATE_MS = 4000;
export const HEADLINE_WORD_MS = 3000;
export const TESTIMONIAL_ROTATE_MS = 7000;
