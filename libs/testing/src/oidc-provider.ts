import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';

/** A person the provider signs in, as Google would describe them in an ID token. */
export interface OidcPerson {
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  email: string;
  emailVerified?: boolean;
  name?: string;
}

export interface LocalOidcProvider {
  /** `http://127.0.0.1:<port>`: give it to identity as GOOGLE_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_ISSUER for identity. */
  env: Record<string, string>;
  /** The redirect URI the client may use (set before the first sign-in; the stack's port is known only once it runs). */
  allowRedirectUri(uri: string): void;
  /** Someone who can sign in at the provider's sign-in page. */
  addPerson(person: OidcPerson): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (panva's oidc-provider, the one certified by the OpenID
 * Foundation) in the test process, standing in for Google: discovery, an RS256-signed ID token with
 * `email` and `email_verified`, the authorization code flow with PKCE. Its sign-in page is a form
 * with one field, the email of a person added with `addPerson`: a browser test fills it, a test
 * with fetch posts it.
 */
export async function startOidcProvider(options: { clientId?: string; clientSecret?: string } = {}): Promise<LocalOidcProvider> {
  // Loaded here, not with @vi/testing: only the tests that sign in with Google need it (and it warns on Node 20).
  const { default: ProviderClass } = await import('oidc-provider');
  const clientId = options.clientId ?? 'vi-test-client';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const people = new Map<string, OidcPerson>();
  const redirectUris: string[] = [];
  let provider: Provider | undefined;

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };

  function built(): Provider {
    if (provider) return provider;
    if (redirectUris.length === 0) throw new Error('startOidcProvider: call allowRedirectUri before the first sign-in');
    const configuration: Configuration = {
      clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, token_endpoint_auth_method: 'client_secret_post' }],
      jwks: { keys: [signingKey as never] },
      cookies: { keys: [randomBytes(32).toString('base64url')] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Like Google: the ID token itself carries the email (not only the userinfo endpoint).
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      pkce: { required: () => true },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) => {
        const person = [...people.values()].find((p) => p.subject === sub);
        if (!person) return undefined;
        return {
          accountId: sub,
          claims: () => ({ sub, email: person.email, email_verified: person.emailVerified ?? true, ...(person.name ? { name: person.name } : {}) }),
        };
      },
    };
    provider = new ProviderClass(issuer, configuration);
    return provider;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const oidc = built();
    const interaction = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!interaction) return void oidc.callback()(request, response);
    const details = await oidc.interactionDetails(request, response);
    if (request.method === 'GET') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><html lang="en"><head><title>Sign in - test provider</title><link rel="icon" href="data:,"></head><body>
<h1>Sign in to the test provider</h1>
<form method="post" action="/interaction/${details.uid}">
<label>Email <input name="email" type="email" autocomplete="off"></label>
<button type="submit">Sign in</button>
</form></body></html>`);
      return;
    }
    const body = new URLSearchParams(await text(request));
    const person = people.get((body.get('email') ?? '').toLowerCase());
    if (!person) {
      response.statusCode = 400;
      response.end('nobody with that email here');
      return;
    }
    // Signed in and consented at once, as a returning Google user would be.
    const grant = new oidc.Grant({ accountId: person.subject, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await oidc.interactionFinished(request, response, { login: { accountId: person.subject }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer },
    allowRedirectUri(uri) {
      if (provider) throw new Error('startOidcProvider: allowRedirectUri after the first sign-in has no effect');
      redirectUris.push(uri);
    },
    addPerson(person) {
      people.set(person.email.toLowerCase(), person);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function text(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
