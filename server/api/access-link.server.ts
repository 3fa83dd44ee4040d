import {
  ACCESS_LINK_PARAM,
  checkAccessLinkToken,
  loadAccessLinkSecret,
} from '../access/access-link.server.ts';
import type { AppContext } from '../app-context.server.ts';
import { readJsonBody } from '../http/body.server.ts';
import { type AppRequest, type AppResponse, HttpError, json } from '../http/http-types.server.ts';

const secrets = new WeakMap<AppContext, Promise<string>>();

function secretFor(ctx: AppContext): Promise<string> {
  let secret = secrets.get(ctx);
  if (!secret) {
    secret = loadAccessLinkSecret(ctx.db, ctx.config);
    secret.catch(() => secrets.delete(ctx));
    secrets.set(ctx, secret);
  }
  return secret;
}

/**
 * POST /api/access-links `{ "token": "u1.…" }`: whether an e-mail's comparison link may show the
 * provider names (decision 043). 200 `{ "unlocked": true }`; 400 for a token that is not ours,
 * 410 for one past its time. It reads nothing about any person and writes nothing: the browser
 * then sets the same flag the unlock form sets.
 */
export async function checkAccessLink(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const body = readJsonBody(req);
  const token = body.token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
    throw new HttpError(400, 'invalid_token', 'Send the link’s token as "token".', {
      token: 'Required: the access value from the e-mail’s link.',
    });
  }
  const result = checkAccessLinkToken(await secretFor(ctx), token, new Date());
  if (result === 'invalid') {
    throw new HttpError(
      400,
      'invalid_token',
      `This link’s ${ACCESS_LINK_PARAM} value is not one of ours, or it was cut short. Open the link from the e-mail again, or unlock the names with the form.`,
    );
  }
  if (result === 'expired') {
    throw new HttpError(
      410,
      'expired_token',
      'This link no longer unlocks the names: it is too old. Unlock them with the form on the comparison.',
    );
  }
  return json(200, { unlocked: true });
}
