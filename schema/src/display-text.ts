/**
 * Text people typed (names, product names and descriptions) as customers are shown it: without
 * the invisible characters that reorder or hide what they read. Unicode's classes say which: the
 * default-ignorable code points (zero-width characters, soft hyphens, fillers, variation
 * selectors, tags), the bidi controls, and the line and paragraph separators go; a zero-width
 * joiner or non-joiner stays only between two Devanagari characters, where Nepali spelling needs
 * it (the eyelash ra of "गर्‍यो" is र, virama, ZWJ, य).
 */

/** Default_Ignorable_Code_Point, Bidi_Control, U+2028 and U+2029, but for ZWNJ and ZWJ. */
const INVISIBLE = /(?![\u200C\u200D])[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Zl}\p{Zp}]/gu;
/** ZWNJ or ZWJ without a Devanagari character (U+0900–U+097F) on both sides. */
const STRAY_JOINER = /(?<![\u0900-\u097F])[\u200C\u200D]|[\u200C\u200D](?![\u0900-\u097F])/g;

/** The text without invisible characters, keeping the joiners Devanagari spells with. */
export function displayText(text: string): string {
  return text.replace(INVISIBLE, '').replace(STRAY_JOINER, '');
}
