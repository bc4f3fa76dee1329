import * as oidc from 'openid-client';

/** What Google (or the provider standing in for it) said about the person, from a verified ID token. */
export interface VerifiedPerson {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

/** The values one sign-in's answer must match; kept server-side between the start and the answer. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface GoogleClientSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
  redirectUri: string;
}

/** The provider's answer did not pass: a changed state or nonce, a bad code or ID token, or a refusal. */
export class ProviderAnswerError extends Error {
  constructor(
    readonly refused: boolean,
    cause: unknown,
  ) {
    super(refused ? 'the provider refused the sign-in' : 'the provider answer did not verify', { cause });
  }
}

/**
 * The OpenID Connect relying party (openid-client): authorization code with PKCE, `state` and `nonce`
 * checked, the ID token's signature verified against the provider's published keys (besides issuer,
 * audience, expiry and nonce). The provider's metadata is read at the first use, not at start, so
 * identity starts while the provider is unreachable.
 */
export class GoogleClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: GoogleClientSettings) {}

  /** A fresh state, nonce and PKCE verifier, and the provider's URL that carries them. */
  async authorizationRequest(): Promise<{ url: string; checks: AuthorizationChecks }> {
    const config = await this.discovered();
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, checks };
  }

  /** Exchanges the answer's code (with the PKCE verifier) and verifies the ID token. */
  async verifyAnswer(query: string, checks: AuthorizationChecks): Promise<VerifiedPerson> {
    const config = await this.discovered();
    const answer = new URL(this.settings.redirectUri);
    answer.search = query;
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, answer, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      const refused = error instanceof oidc.AuthorizationResponseError;
      // An unreachable provider is not the answer's fault: it goes up as it is.
      if (!refused && !(error instanceof oidc.ClientError) && !(error instanceof oidc.ResponseBodyError)) throw error;
      throw new ProviderAnswerError(refused, error);
    }
    if (!claims || typeof claims.sub !== 'string' || typeof claims.email !== 'string') {
      throw new ProviderAnswerError(false, new Error('the ID token names no subject or email'));
    }
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    return { subject: claims.sub, email: claims.email, emailVerified: verified, name: typeof claims.name === 'string' ? claims.name : null };
  }

  private discovered(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      // Plain http only for a local provider in tests and development (production requires https: config.ts).
      const execute = [oidc.enableNonRepudiationChecks, ...(issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [])];
      this.configuration = oidc.discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretPost(clientSecret), { execute, timeout: 10 });
      // A failed discovery is tried again at the next sign-in.
      this.configuration.catch(() => (this.configuration = undefined));
    }
    return this.configuration;
  }
}
