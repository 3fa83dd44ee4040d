import { BRAND } from '../../widget/core/brand.ts';
import type { AppContext } from '../app-context.server.ts';
import { type AppRequest, type AppResponse, html } from '../http/http-types.server.ts';
import { OUTBOX_KIND } from '../mail/outbox-kinds.server.ts';
import { escapeHtml } from '../mail/render.server.ts';
import { PAGE_CSS, renderPage } from '../pages/page.server.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

function invalidLink(): AppResponse {
  return html(
    400,
    renderPage(
      'This unsubscribe link is not valid',
      `<p>The link may have been cut short by your e-mail program. Please copy the whole link from the e-mail, or e-mail <a href="mailto:${BRAND.contactEmail}">${BRAND.contactEmail}</a> and we will stop the e-mails for you.</p>`,
    ),
  );
}

/** GET /api/unsubscribe?token=…: asks to confirm (link scanners follow GET links, so GET changes nothing). */
export async function unsubscribePage(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const token = req.query.get('token') ?? '';
  if (token === 'test') {
    return html(
      200,
      renderPage(
        'This was a test e-mail',
        '<p>This link came from a test of the e-mail series. Nothing needs to be done.</p>',
      ),
    );
  }
  if (!TOKEN_PATTERN.test(token)) return invalidLink();
  const rows = await ctx.db.query<{ unsubscribed_at: Date | null }>(
    'SELECT unsubscribed_at FROM leads WHERE unsubscribe_token = $1',
    [token],
  );
  const lead = rows[0];
  if (!lead) return unknownToken();
  if (lead.unsubscribed_at) return alreadyDone();
  const action = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
  return html(
    200,
    renderPage(
      'Stop the Drawdown Compare e-mails?',
      `<p>We will not send you any more of the ${BRAND.emailSeries.count} e-mails in the series.</p>
<form class="actions" method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button><a class="button secondary" href="/">Keep the e-mails</a></form>`,
    ),
  );
}

function unknownToken(): AppResponse {
  return html(
    404,
    renderPage(
      'We could not find your subscription',
      `<p>You may already have been removed. If you still get e-mails from us, e-mail <a href="mailto:${BRAND.contactEmail}">${BRAND.contactEmail}</a>.</p>`,
    ),
  );
}

function alreadyDone(): AppResponse {
  return html(
    200,
    renderPage(
      'You are unsubscribed',
      '<p>You will not get any more e-mails in the series. You do not need to do anything else.</p>',
    ),
  );
}

/**
 * POST /api/unsubscribe?token=…: the RFC 8058 one-click (body `List-Unsubscribe=One-Click`) and the
 * confirmation form. Cancels what is left of the series at once.
 */
export async function unsubscribe(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const token = req.query.get('token') ?? '';
  if (token === 'test')
    return html(200, renderPage('This was a test e-mail', '<p>Nothing needs to be done.</p>'));
  if (!TOKEN_PATTERN.test(token)) return invalidLink();
  const found = await ctx.db.transaction(async (tx) => {
    const leads = await tx.query<{ id: number; email: string; name: string }>(
      `UPDATE leads SET unsubscribed_at = COALESCE(unsubscribed_at, now()) WHERE unsubscribe_token = $1 RETURNING id, email, name`,
      [token],
    );
    const lead = leads[0];
    if (!lead) return false;
    await tx.query(
      `UPDATE outbox SET status = 'cancelled', locked_until = NULL WHERE lead_id = $1 AND status = 'pending' AND kind = $2`,
      [lead.id, OUTBOX_KIND.series],
    );
    if (ctx.config.mail.brevo) {
      await tx.query(`INSERT INTO outbox (kind, lead_id, to_email, to_name) VALUES ($4, $1, $2, $3)`, [
        lead.id,
        lead.email,
        lead.name,
        OUTBOX_KIND['brevo-unsubscribe'],
      ]);
    }
    return true;
  });
  if (!found) return unknownToken();
  ctx.log.info('lead.unsubscribed');
  ctx.wakeOutbox();
  return alreadyDone();
}

/** GET /api/pages.css */
export function pageCss(): AppResponse {
  return {
    status: 200,
    headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    body: PAGE_CSS,
  };
}
