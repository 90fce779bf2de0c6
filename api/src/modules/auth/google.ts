import { OAuth2Client } from 'google-auth-library';
import { AppError } from '../../shared/errors';
import type { Message } from '../../shared/i18n/messages';
import { authText } from './auth.messages';

export interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
}

/** Google's public keys by key id, as PEM certificates. */
export type GoogleCertificates = () => Promise<Record<string, string>>;

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies Google ID tokens: signature against Google's certificates (tests hand in their
 * own), audience = GOOGLE_CLIENT_ID, issuer, expiry, and a verified email.
 */
export class GoogleVerifier {
  private readonly client: OAuth2Client;
  private readonly certificates: GoogleCertificates;

  constructor(private readonly clientId: string | undefined, certificates?: GoogleCertificates) {
    this.client = new OAuth2Client({ clientId });
    this.certificates = certificates ?? (async () => (await this.client.getFederatedSignonCertsAsync()).certs as Record<string, string>);
  }

  get enabled(): boolean {
    return Boolean(this.clientId);
  }

  async verify(idToken: string, failure: Message): Promise<GoogleProfile> {
    if (!this.clientId) throw new AppError('BAD_USER_INPUT', authText('googleNotConfigured'));
    let payload;
    try {
      const ticket = await this.client.verifySignedJwtWithCertsAsync(idToken, await this.certificates(), this.clientId, ISSUERS);
      payload = ticket.getPayload();
    } catch {
      throw new AppError('UNAUTHENTICATED', failure);
    }
    if (!payload?.sub || !payload.email || payload.email_verified === false) throw new AppError('UNAUTHENTICATED', failure);
    return { sub: payload.sub, email: payload.email.toLowerCase(), name: payload.name ?? payload.email.split('@')[0] };
  }
}
