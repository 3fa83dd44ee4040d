import { BRAND } from '../../widget/core/brand.ts';
import { escapeHtml } from '../mail/render.server.ts';

/** The stylesheet of the few pages the server renders itself (CSP: no inline <style>). */
export const PAGE_CSS = `:root{--dc-navy:#0b2545;--dc-teal:#0f766e;--dc-bg:#f5f7fa}
*{box-sizing:border-box}
body{margin:0;background:var(--dc-bg);color:var(--dc-navy);font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:18px;line-height:1.6}
header{background:#fff;border-bottom:1px solid #d8dee8}
header a{display:inline-flex;align-items:center;min-height:44px;padding:8px 20px;font-weight:700;font-size:20px;color:var(--dc-navy);text-decoration:none}
main{max-width:640px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(11,37,69,.12),0 4px 16px rgba(11,37,69,.06);padding:28px}
h1{font-size:28px;line-height:1.25;margin:0 0 16px}
p{margin:0 0 16px}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:12px 24px;border:0;border-radius:8px;background:var(--dc-teal);color:#fff;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
.secondary{background:#fff;color:var(--dc-navy);border:2px solid var(--dc-navy)}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin:0}
a{color:var(--dc-navy)}
:focus-visible{outline:3px solid #f59e0b;outline-offset:3px}
.table{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
caption{text-align:left;font-weight:700;margin-bottom:8px}
th,td{border-bottom:1px solid #d8dee8;padding:8px 10px;text-align:right}
th[scope=row],thead th:first-child{text-align:left}
footer{max-width:640px;margin:0 auto 32px;padding:0 16px;font-size:16px;color:#334155}`;

export const PAGE_CSS_PATH = '/api/pages.css';

/** A small, accessible page in the site's look, for answers the server renders (unsubscribe). */
export function renderPage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(BRAND.productName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${PAGE_CSS_PATH}">
</head>
<body>
<header><a href="/">${escapeHtml(BRAND.productName)}</a></header>
<main id="main"><div class="card">
<h1>${escapeHtml(title)}</h1>
${bodyHtml}
</div></main>
<footer><p>${escapeHtml(BRAND.guidanceOnly)}</p><p>${escapeHtml(BRAND.tradingStyleStatement)}</p></footer>
</body>
</html>`;
}
