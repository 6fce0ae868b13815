import type { CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appHasTheForm, PASSWORDS } from './harness.ts';

/**
 * Steps of the keyboard browser tests (keyboard.e2e.ts): every move is a key press; the page is
 * only read, to see where the focus is and what the screen shows.
 */

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function devtools(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * The focused element as Chromium's accessibility tree gives it to a screen reader: its role and
 * name ("button Payment Done", "textbox Quantity"), or "body" when nothing has the focus.
 */
export async function focused(page: Page): Promise<string> {
  const session = await devtools(page);
  const { result } = await session.send('Runtime.evaluate', {
    expression: 'document.activeElement === document.body ? null : document.activeElement',
  });
  if (!result.objectId) return 'body';
  const { nodes } = await session.send('Accessibility.getPartialAXTree', {
    objectId: result.objectId,
    fetchRelatives: false,
  });
  const node = nodes[0];
  let name = String(node?.name?.value ?? '');
  // A row is not named by Chromium: a screen reader reads its cells, and so does this.
  if (!name)
    name =
      ((
        await session.send('Runtime.callFunctionOn', {
          objectId: result.objectId,
          functionDeclaration: 'function () { return this.innerText; }',
          returnByValue: true,
        })
      ).result.value as string) ?? '';
  return `${String(node?.role?.value ?? '?')} ${name}`.replace(/\s+/g, ' ').trim();
}

type Target = string | RegExp;
const matches = (now: string, target: Target) => (typeof target === 'string' ? now === target : target.test(now));

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times, and
 * answers the way the focus went; fails with that way.
 */
export async function tabTo(page: Page, target: Target, { back = false, max = 40 } = {}): Promise<string[]> {
  const path: string[] = [];
  for (let n = 0; n < max; n++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    path.push(await focused(page));
    if (matches(path.at(-1)!, target)) return path;
  }
  throw new Error(`Tab never reached ${String(target)}; the focus went: ${path.join(' → ')}`);
}

/** Waits until `target` has the focus (after a press that moves it: a dialog or menu opening or closing). */
export async function focusIs(page: Page, target: Target): Promise<void> {
  let now = '';
  for (const start = Date.now(); Date.now() - start < 5000; await page.waitForTimeout(50)) {
    if (matches((now = await focused(page)), target)) return;
  }
  throw new Error(`The focus is on ${now}, not on ${String(target)}`);
}

/** Presses `key` until the open menu's highlighted item reads `item`, at most 8 times. */
export async function highlight(page: Page, item: string, key = 'ArrowDown'): Promise<void> {
  // The focused menu (a submenu, once open) highlights its item.
  const now = () =>
    page.evaluate(
      () =>
        document.activeElement
          ?.closest('[role="menu"]')
          ?.querySelector('[role="menuitem"][data-highlighted]')
          ?.textContent?.replace(/\s+/g, ' ')
          .trim() ?? '',
    );
  const seen = [await now()];
  for (let n = 0; n < 8 && seen.at(-1) !== item; n++) {
    await page.keyboard.press(key);
    // The menu moves its focus on the next frame; a person's next key comes frames later, and a
    // key pressed before it (Enter closing the menu) would see that focus land after the close.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    seen.push(await now());
  }
  expect(seen.at(-1), `highlighted: ${seen.join(' → ')}`).toBe(item);
}

/**
 * How the focus shows: the focused element's outline, else its box shadow, or 'none'. A visually
 * hidden input (a checkbox's, a file picker's) shows it on what stands for it: the checkbox's
 * box, the button-like label of the file input.
 */
export async function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'none';
    let shown: Element = active;
    if (active.getBoundingClientRect().width <= 1) {
      const control = active.closest('label')?.querySelector('[data-part="control"]');
      shown = control ?? (active.id ? document.querySelector(`label[for="${CSS.escape(active.id)}"]`) : null) ?? active;
    }
    const style = getComputedStyle(shown);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
      return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    return style.boxShadow === 'none' ? 'none' : `box-shadow ${style.boxShadow}`;
  });
}

/** Contrast of an `rgb(r, g, b)` colour against white, as WCAG computes it. */
function contrastOnWhite(colour: string): number {
  const [r, g, b] = colour
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
}

/** The focus shows, in a colour of at least 3:1 against the white it is drawn on (WCAG 1.4.11). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await focusRing(page);
  expect(ring, `no visible focus on ${await focused(page)}`).not.toBe('none');
  const colour = ring.match(/rgba?\([^)]*\)/)![0];
  expect(contrastOnWhite(colour), `focus ring ${colour} on ${await focused(page)}`).toBeGreaterThanOrEqual(3);
}

/**
 * Presses Tab `times` times, then Shift+Tab as many, in an open dialog or menu matched by
 * `selector`, and answers where the focus went outside it: nowhere, when it keeps the focus (and
 * the focus ends where it was).
 */
export async function tabsOutOf(page: Page, selector: string, times = 6): Promise<string[]> {
  const outside: string[] = [];
  for (let n = 0; n < 2 * times; n++) {
    await page.keyboard.press(n < times ? 'Tab' : 'Shift+Tab');
    if (!(await page.evaluate((s) => document.activeElement?.closest(s) != null, selector)))
      outside.push(await focused(page));
  }
  return outside;
}

export const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Signs in on the login page by keyboard: Tab to the email, type it, Tab to the password, type it, Enter; the dashboard's heading then has the focus. */
export async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await tabTo(page, 'textbox Email');
  await expectVisibleFocus(page);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('textbox Password');
  await page.keyboard.type(PASSWORDS[email]!);
  // Typed faster than a person does: the Login button waits for the app, started by the first Tab.
  await appHasTheForm(page);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  // The form is gone: the focus goes to the new screen's heading once it shows.
  await focusIs(page, 'heading Dashboard');
}
