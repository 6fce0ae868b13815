/**
 * Moves the focus to a screen's heading when the person arrives there by following a link or
 * button in the app (a screen reader then reads where they are, and the next Tab is in the
 * screen), as a ref on that heading (`tabIndex={-1}`).
 *
 * Only when the focus is where that press left it: lost (the pressed control went with the old
 * screen), still on the control pressed in the top bar or the sidebar, or on the top bar's
 * button that a closed menu or drawer gave it back to. A screen opened by loading its address, or
 * by a redirect on the way, starts at the top with the skip link; and whoever has moved on while
 * the screen was coming (tabbing through the top bar, typing in a field) keeps their place.
 * Never out of an open dialog or menu.
 */
let pressed: Element | null | undefined;
const press = () => {
  pressed = document.activeElement;
};
// Not when the screens are prerendered at build time, where there is no window.
if (typeof window !== 'undefined') {
  // A key goes to what has the focus; a click (after the pointer's press has moved the focus).
  window.addEventListener('keydown', press, { capture: true });
  window.addEventListener('click', press, { capture: true });
}

const inTopBarOrSidebar = (element: Element) =>
  element.closest('header, nav') !== null &&
  element.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') === null;

export function focusOnArrival(heading: HTMLElement | null): void {
  // A link to a section of the screen (the landing page's #contact) leaves the focus to the section.
  if (!heading || pressed === undefined || window.location.hash) return;
  const focus = document.activeElement;
  const lost = !focus || focus === document.body;
  const leftOnIt = focus !== null && focus === pressed && inTopBarOrSidebar(focus);
  // The pressed item of a menu or drawer is out of sight once it closed.
  const handedBack =
    focus !== null && pressed !== null && pressed.getClientRects().length === 0 && inTopBarOrSidebar(focus);
  if (lost || leftOnIt || handedBack) heading.focus({ preventScroll: true });
}
