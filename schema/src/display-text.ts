/**
 * Text people typed (names, product names and descriptions) as customers are shown it: without
 * the invisible characters that reorder or hide what they read. Bidi controls (embeddings,
 * overrides, isolates, marks) and zero-width characters go; a zero-width joiner or non-joiner
 * stays only between two Devanagari characters, where Nepali spelling needs it (the eyelash ra
 * of "गर्‍यो" is र, virama, ZWJ, य).
 */

/** Bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and U+200B, U+2060, U+FEFF. */
const INVISIBLE = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
/** ZWNJ or ZWJ without a Devanagari character (U+0900–U+097F) on both sides. */
const STRAY_JOINER = /(?<![\u0900-\u097F])[\u200C\u200D]|[\u200C\u200D](?![\u0900-\u097F])/g;

/** The text without bidi controls and zero-width characters, keeping the joiners Devanagari spells with. */
export function displayText(text: string): string {
  return text.replace(INVISIBLE, '').replace(STRAY_JOINER, '');
}
