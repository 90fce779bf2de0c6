import { generateKeyPairSync, sign } from 'node:crypto';

/**
 * Google ID tokens signed with a key of the test's own. `certificates` goes to the app as
 * Google's certificate set, so the real verifier checks them with no network.
 */
export function fakeGoogle(clientId: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key-1';
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    certificates: async () => ({ [kid]: publicKey.export({ type: 'spki', format: 'pem' }).toString() }),
    token(claims: { sub: string; email: string; name?: string; aud?: string; iss?: string; exp?: number; email_verified?: boolean }): string {
      const now = Math.floor(Date.now() / 1000);
      const header = b64({ alg: 'RS256', kid, typ: 'JWT' });
      const payload = b64({ iss: 'https://accounts.google.com', aud: clientId, iat: now, exp: now + 600, email_verified: true, ...claims });
      const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
      return `${header}.${payload}.${signature}`;
    },
  };
}
