/**
 * What the server-rendered public pages share (a shared product, `/p/<id>`; an order's tracking,
 * `/t/<id>`): the HTML shell with one small inline style sheet and no script, escaping, and
 * numbers as customers read them.
 */

export type PageLanguage = 'en' | 'ne';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Rupees with lakh grouping, in the page's digits: `Rs. 1,500.00`, `Rs. १,५००.००`. */
export function rupees(amount: number, language: PageLanguage): string {
  const digits = new Intl.NumberFormat(language === 'ne' ? 'en-IN-u-nu-deva' : 'en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `Rs. ${digits.format(amount)}`;
}

const BASE_STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Devanagari",sans-serif;color:#1c1917;background:#fafaf9;line-height:1.5}
main{max-width:560px;margin:0 auto;padding:16px 16px 32px}h1{font-size:1.5rem;line-height:1.25;margin:16px 0 4px}
.actions{display:grid;gap:12px}.button{display:block;width:100%;text-align:center;text-decoration:none;font:inherit;font-weight:600;padding:14px 16px;border-radius:10px;font-size:1.0625rem;cursor:pointer}
.whatsapp{background:#15803d;color:#fff;border:0}.call{background:#fff;color:#1c1917;border:1px solid #d6d3d1}
footer{text-align:center;color:#78716c;font-size:.875rem;padding-bottom:24px}`;

/** A whole public page: `head` is extra tags, `style` the page's own rules, `body` what `<main>` holds. */
export function publicPage(
  language: PageLanguage,
  title: string,
  { head = '', style = '', body }: { head?: string; style?: string; body: string },
): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}<link rel="icon" href="/icons/icon-48.png" type="image/png" sizes="48x48">
<style>${BASE_STYLE}${style}</style>
</head>
<body>
<main>
${body}
</main>
<footer>Bikri</footer>
</body>
</html>
`;
}
