/**
 * Moves the focus to a screen's heading when the person arrives there by following a link or
 * button in the app (a screen reader then reads where they are, and the next Tab is in the
 * screen), as a ref on that heading (`tabIndex={-1}`).
 *
 * Only once the person has pressed a key or pointed in this page: a screen opened by loading the
 * address, or by a redirect on the way, starts at the top with the skip link. (Chromium's
 * `navigator.userActivation` survives a reload, so it cannot tell.) Only when the focus is lost
 * (the pressed control went with the old screen) or still on the top bar or the menu that led
 * here; never out of a dialog or menu, nor away from a control in the screen.
 */
let used = false;
const use = () => {
  used = true;
};
// Not when the screens are prerendered at build time, where there is no window.
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', use, { capture: true, once: true });
  window.addEventListener('pointerdown', use, { capture: true, once: true });
}

export function focusOnArrival(heading: HTMLElement | null): void {
  // A link to a section of the screen (the landing page's #contact) leaves the focus to the section.
  if (!heading || !used || window.location.hash) return;
  const focus = document.activeElement;
  const lost = !focus || focus === document.body;
  const leftBehind = focus !== null && focus.closest('header, nav') !== null && focus.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') === null;
  if (lost || leftBehind) heading.focus({ preventScroll: true });
}
