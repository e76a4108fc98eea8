// The shared machinery of the fake Kakao and Naver servers: an authorize page where a person (or a test)
// picks the fake account to sign in with and consents or cancels, one-time authorization codes bound to the
// client and redirect URI, bearer access tokens, and (Kakao) unlinking a member, recorded in `unlinks`. Plain ESM
// so `npm start` (plain Node) can run it too.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { listenWhenFree } from './listen.mjs';

/**
 * @typedef {{ email: string, nickname: string }} FakeAccount
 * @typedef {{ method: string, path: string, query: URLSearchParams, form: URLSearchParams, headers: import('node:http').IncomingHttpHeaders }} FakeRequest
 * @typedef {{ status: number, body: unknown }} FakeReply
 * @typedef {{
 *   authorizePath: string,
 *   tokenPath: string,
 *   secretRequired: boolean,
 *   title: string,
 *   accent: string,
 *   tokenError: (code: string, description: string) => FakeReply,
 *   profile: (account: FakeAccount & { id: string }, scope: string[]) => unknown,
 *   profilePath: string,
 *   profileError: () => FakeReply,
 *   checkTokenRequest: (form: URLSearchParams, grant: Grant) => string | null,
 *   unlinkPath?: string,
 *   consentItems?: (bizApp: boolean) => string[],
 *   scopeError?: (items: string[]) => { error: string, error_description: string },
 * }} OAuthDialect
 * @typedef {{ memberId: string, by: 'admin_key' | 'access_token' }} Unlink
 * @typedef {{ clientId: string, redirectUri: string, state: string, scope: string[], account: FakeAccount & { id: string } }} Grant
 */

const esc = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** A stable member id per email, so signing in twice with one fake account is the same member. */
function memberId(email) {
  let h = 0;
  for (const ch of email) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return String(1_000_000_000 + (h % 1_000_000_000));
}

/** The consent items an authorize request names (Kakao documents commas; spaces are accepted too). */
const scopeOf = (q) => (q.get('scope') ?? '').split(/[\s,]+/).filter(Boolean);

/**
 * @param {OAuthDialect} dialect
 * @param {{ port?: number, clientId?: string, clientSecret?: string, adminKey?: string, bizApp?: boolean }} [options]
 */
export async function startOAuthFake(dialect, options = {}) {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const adminKey = options.adminKey ?? 'fake-admin-key';
  // Kakao: consent items only a business-verified app can enable (account_email) need this switch.
  const bizApp = options.bizApp ?? false;
  /** The scope's items the fake app has not enabled (none when the dialect does not check scopes). */
  const notEnabled = (scope) => {
    const enabled = dialect.consentItems?.(bizApp);
    return enabled ? scope.filter((item) => !enabled.includes(item)) : [];
  };
  /** @type {Unlink[]} */
  const unlinks = [];
  /** Set by a test to make unlink answer this HTTP status (an outage at the provider). */
  const control = { unlinkFailure: /** @type {number | null} */ (null) };
  /** @type {Map<string, Grant>} */
  const codes = new Map();
  /** @type {Map<string, Grant>} */
  const tokens = new Map();
  /** @type {FakeRequest[]} */
  const requests = [];

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      form,
      headers: req.headers,
    });
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const q = url.searchParams;
    /** Redirects with the dialect's error when the scope names an item the app has not enabled; says so. */
    const refuseScope = (params) => {
      const missing = notEnabled(scopeOf(params));
      if (!missing.length || !dialect.scopeError) return false;
      const redirect = new URL(params.get('redirect_uri') ?? '');
      for (const [name, value] of Object.entries(dialect.scopeError(missing)))
        redirect.searchParams.set(name, value);
      if (params.get('state')) redirect.searchParams.set('state', params.get('state') ?? '');
      res.writeHead(302, { location: redirect.toString() });
      res.end();
      return true;
    };

    if (req.method === 'GET' && url.pathname === dialect.authorizePath) {
      if (q.get('client_id') !== clientId || !q.get('redirect_uri') || q.get('response_type') !== 'code') {
        res.writeHead(400, { 'content-type': 'text/plain;charset=utf-8' });
        res.end('invalid authorize request: unknown client_id, or missing redirect_uri/response_type');
        return;
      }
      if (!refuseScope(q)) {
        res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
        res.end(authorizePage(dialect, q));
      }
      return;
    }

    if (req.method === 'GET' && url.pathname === `${dialect.authorizePath}/decide`) {
      if (refuseScope(q)) return;
      const redirect = new URL(q.get('redirect_uri') ?? '');
      const state = q.get('state') ?? '';
      if (q.get('decision') !== 'allow') {
        redirect.searchParams.set('error', 'access_denied');
        redirect.searchParams.set('error_description', 'User denied access');
      } else {
        const email = (q.get('email') ?? '').trim() || 'fake.user@example.com';
        const account = {
          email,
          nickname: (q.get('nickname') ?? '').trim() || 'Fake User',
          id: memberId(email),
        };
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          clientId: q.get('client_id') ?? '',
          redirectUri: redirect.toString(),
          state,
          scope: scopeOf(q),
          account,
        });
        redirect.searchParams.set('code', code);
      }
      if (state) redirect.searchParams.set('state', state);
      res.writeHead(302, { location: redirect.toString() });
      res.end();
      return;
    }

    if (req.method === 'POST' && url.pathname === dialect.tokenPath) {
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code); // one-time, as at the real providers
      if (form.get('grant_type') !== 'authorization_code' || !grant) {
        const r = dialect.tokenError('invalid_grant', 'authorization code not found');
        return json(r.status, r.body);
      }
      if (form.get('client_id') !== grant.clientId || form.get('client_id') !== clientId) {
        const r = dialect.tokenError('invalid_client', 'client_id mismatch');
        return json(r.status, r.body);
      }
      if (form.has('client_secret') || dialect.secretRequired) {
        if (form.get('client_secret') !== clientSecret) {
          const r = dialect.tokenError('invalid_client', 'bad client_secret');
          return json(r.status, r.body);
        }
      }
      const problem = dialect.checkTokenRequest(form, grant);
      if (problem) {
        const r = dialect.tokenError('invalid_grant', problem);
        return json(r.status, r.body);
      }
      const accessToken = randomBytes(24).toString('hex');
      tokens.set(accessToken, grant);
      return json(200, {
        token_type: 'bearer',
        access_token: accessToken,
        expires_in: 21599,
        refresh_token: randomBytes(24).toString('hex'),
        refresh_token_expires_in: 5183999,
        scope: grant.scope.join(' '),
      });
    }

    if (req.method === 'GET' && url.pathname === dialect.profilePath) {
      const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      const grant = match ? tokens.get(match[1]) : undefined;
      if (!grant) {
        const r = dialect.profileError();
        return json(r.status, r.body);
      }
      return json(200, dialect.profile(grant.account, grant.scope));
    }

    // Kakao's POST /v1/user/unlink: the user's access token, or the app's Admin key naming the member.
    if (req.method === 'POST' && dialect.unlinkPath && url.pathname === dialect.unlinkPath) {
      if (control.unlinkFailure) return json(control.unlinkFailure, { msg: 'internal error', code: -1 });
      const auth = req.headers.authorization ?? '';
      const bearer = /^Bearer\s+(\S+)$/i.exec(auth);
      const account = bearer ? tokens.get(bearer[1])?.account : undefined;
      const byAdmin =
        auth === `KakaoAK ${adminKey}` && form.get('target_id_type') === 'user_id' && form.get('target_id');
      if (!account && !byAdmin) return json(401, { msg: 'wrong appKey or access token', code: -401 });
      const memberId = account ? account.id : /** @type {string} */ (form.get('target_id'));
      unlinks.push({ memberId, by: account ? 'access_token' : 'admin_key' });
      return json(200, { id: Number(memberId) });
    }

    json(404, { error: 'not_found', path: url.pathname });
  });

  await listenWhenFree(server, options.port);
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    clientId,
    clientSecret,
    adminKey,
    bizApp,
    requests,
    unlinks,
    control,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve(undefined)));
      }),
  };
}

/** @param {OAuthDialect} dialect @param {URLSearchParams} q */
function authorizePage(dialect, q) {
  const hidden = ['client_id', 'redirect_uri', 'state', 'scope']
    .map((name) => `<input type="hidden" name="${name}" value="${esc(q.get(name) ?? '')}">`)
    .join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(dialect.title)}</title>
<style>body{font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px}
h1{font-size:20px}label{display:block;margin:12px 0 4px}input[type=text],input[type=email]{width:100%;padding:10px;box-sizing:border-box}
button{margin-top:16px;padding:12px;width:100%;border:0;border-radius:8px;font-size:16px}
.allow{background:${dialect.accent}}.deny{background:#eee}</style></head><body>
<h1>${esc(dialect.title)}</h1><p>Test provider: choose the account to sign in with.</p>
<form method="get" action="${dialect.authorizePath}/decide">${hidden}
<label for="email">Email</label><input id="email" type="email" name="email" value="fake.user@example.com">
<label for="nickname">Nickname</label><input id="nickname" type="text" name="nickname" value="테스트 사용자">
<button class="allow" name="decision" value="allow" type="submit">동의하고 계속하기</button>
<button class="deny" name="decision" value="deny" type="submit">취소</button>
</form></body></html>`;
}
