/** Space left above a section scrolled to, so the sticky top bar does not cover it (spec §9). */
export const SCROLL_OFFSET = 128;

/** Scrolls smoothly to the element with `id`; false when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET, behavior: 'smooth' });
  return true;
}
