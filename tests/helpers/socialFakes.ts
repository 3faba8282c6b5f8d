import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * Local stand-ins for Google's JWKS endpoint and Facebook's Graph API, so social login is tested without
 * the network. Both listen on 127.0.0.1 with a random port; call close() in afterAll.
 */

export const FAKE_GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

type Handler = (req: IncomingMessage, url: URL, res: ServerResponse) => void;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function listen(handler: Handler): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    try {
      handler(req, url, res);
    } catch {
      sendJson(res, 500, { error: 'fake server failure' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => {
      if (error) reject(error);
      else resolve();
    });
    // Keep-alive sockets of fetch would otherwise hold close() open.
    server.closeAllConnections();
  });
}

/** An address where nothing listens (a server opened and closed again): requests to it are refused. */
export async function unreachableUrl(path = '/'): Promise<string> {
  const { server, origin } = await listen((_req, _url, res) => {
    res.end();
  });
  await closeServer(server);
  return `${origin}${path}`;
}

// ---------------------------------------------------------------- Google

export interface IdTokenClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

export interface SignOptions {
  /** `kid` of the protected header; defaults to the served key's. */
  kid?: string;
  /** Remove these claims from the defaults-plus-overrides payload (e.g. ['exp']). */
  omit?: string[];
}

export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** Signs an ID token with the served key; `claims` override the defaults (iss, aud, sub, email, exp…). */
  signIdToken(claims?: IdTokenClaims, options?: SignOptions): Promise<string>;
  /** Same defaults and the same `kid`, but signed by a key Google never published. */
  signWithForeignKey(claims?: IdTokenClaims): Promise<string>;
  /** Answer the JWKS with this HTTP status instead (null: serve normally). */
  failWith(status: number | null): void;
  /** How many times the JWKS was fetched. */
  readonly jwksRequests: number;
  close(): Promise<void>;
}

export async function startFakeGoogle(options: { clientId?: string } = {}): Promise<FakeGoogle> {
  const clientId = options.clientId ?? FAKE_GOOGLE_CLIENT_ID;
  const kid = 'fake-google-key-1';
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };

  let failure: number | null = null;
  let jwksRequests = 0;
  const { server, origin } = await listen((_req, url, res) => {
    if (url.pathname !== '/oauth2/v3/certs') {
      sendJson(res, 404, { error: 'not found' });
      return;
    }
    jwksRequests += 1;
    if (failure !== null) {
      sendJson(res, failure, { error: 'fake failure' });
      return;
    }
    sendJson(res, 200, { keys: [jwk] });
  });

  const sign = async (key: CryptoKey, claims: IdTokenClaims, signOptions: SignOptions): Promise<string> => {
    const now = Math.floor(Date.now() / 1000);
    const payload: Record<string, unknown> = {
      iss: 'https://accounts.google.com',
      azp: clientId,
      aud: clientId,
      sub: '110169484474386276334',
      email: 'User.Test@Gmail.com',
      email_verified: true,
      name: 'Người Dùng Thử',
      iat: now,
      exp: now + 3600,
      ...claims,
    };
    const omitted = new Set(signOptions.omit ?? []);
    const kept = Object.fromEntries(Object.entries(payload).filter(([name]) => !omitted.has(name)));
    return new SignJWT(kept)
      .setProtectedHeader({ alg: 'RS256', kid: signOptions.kid ?? kid, typ: 'JWT' })
      .sign(key);
  };

  return {
    jwksUrl: `${origin}/oauth2/v3/certs`,
    clientId,
    signIdToken: (claims = {}, signOptions = {}) => sign(privateKey, claims, signOptions),
    signWithForeignKey: (claims = {}) => sign(foreign.privateKey, claims, {}),
    failWith(status) {
      failure = status;
    },
    get jwksRequests() {
      return jwksRequests;
    },
    close: () => closeServer(server),
  };
}

// ---------------------------------------------------------------- Facebook

export interface FakeFacebookUser {
  /** The user access token the JS SDK would hand to the browser. */
  token: string;
  /** App-scoped user id (`userID` of the SDK's authResponse). */
  id: string;
  name: string;
  /** Left out of /me when absent, as Facebook does for users without a confirmed e-mail. */
  email?: string;
  /** The app the token was issued to; defaults to the fake's appId. */
  appId?: string;
  isValid?: boolean;
  /** Unix seconds; defaults to one hour ahead. */
  expiresAt?: number;
  /** The id /me answers; defaults to `id` (set it to simulate a mismatch). */
  meId?: string;
}

export interface FakeGraphRequest {
  path: string;
  query: Record<string, string>;
}

export interface FakeFacebookGraph {
  graphUrl: string;
  addUser(user: FakeFacebookUser): void;
  /** Answer every request with this HTTP status instead (null: serve normally). */
  failWith(status: number | null): void;
  /** Every request received, query decoded, so tests can check what was sent (e.g. access_token). */
  requests: FakeGraphRequest[];
  close(): Promise<void>;
}

const oauthError = (message: string) => ({ error: { message, type: 'OAuthException', code: 190 } });

/**
 * Emulates `GET /debug_token` and `GET /me` of the Graph API (any version prefix). With `appSecret`, the
 * app access token `appId|appSecret` of debug_token and the `appsecret_proof` of /me are checked as well.
 */
export async function startFakeFacebookGraph(options: {
  appId: string;
  appSecret?: string;
}): Promise<FakeFacebookGraph> {
  const users = new Map<string, FakeFacebookUser>();
  const requests: FakeGraphRequest[] = [];
  let failure: number | null = null;

  const { server, origin } = await listen((_req, url, res) => {
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query });
    if (failure !== null) {
      sendJson(res, failure, { error: { message: 'fake failure', code: 2 } });
      return;
    }

    if (url.pathname.endsWith('/debug_token')) {
      const appToken = query.access_token ?? '';
      const [tokenAppId, tokenSecret] = appToken.split('|');
      if (
        tokenAppId !== options.appId ||
        (options.appSecret !== undefined && tokenSecret !== options.appSecret)
      ) {
        sendJson(res, 400, oauthError('Invalid OAuth access token - Cannot parse access token'));
        return;
      }
      const user = users.get(query.input_token ?? '');
      if (!user) {
        sendJson(res, 200, {
          data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] },
        });
        return;
      }
      sendJson(res, 200, {
        data: {
          app_id: user.appId ?? options.appId,
          type: 'USER',
          application: 'Fake App',
          data_access_expires_at: Math.floor(Date.now() / 1000) + 90 * 86400,
          expires_at: user.expiresAt ?? Math.floor(Date.now() / 1000) + 3600,
          is_valid: user.isValid ?? true,
          scopes: ['email', 'public_profile'],
          user_id: user.id,
        },
      });
      return;
    }

    if (url.pathname.endsWith('/me')) {
      const token = query.access_token ?? '';
      if (options.appSecret !== undefined) {
        const proof = createHmac('sha256', options.appSecret).update(token).digest('hex');
        if (query.appsecret_proof !== proof) {
          sendJson(res, 400, oauthError('Invalid appsecret_proof provided in the API argument'));
          return;
        }
      }
      const user = users.get(token);
      if (!user || user.isValid === false) {
        sendJson(res, 400, oauthError('Invalid OAuth access token data.'));
        return;
      }
      const fields = (query.fields ?? 'id,name').split(',');
      const body: Record<string, string> = { id: user.meId ?? user.id };
      if (fields.includes('name')) body.name = user.name;
      if (fields.includes('email') && user.email !== undefined) body.email = user.email;
      sendJson(res, 200, body);
      return;
    }

    sendJson(res, 404, { error: { message: 'Unknown path components', code: 2500 } });
  });

  return {
    graphUrl: origin,
    addUser(user) {
      users.set(user.token, user);
    },
    failWith(status) {
      failure = status;
    },
    requests,
    close: () => closeServer(server),
  };
}
