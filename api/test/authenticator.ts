import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

/**
 * A software authenticator for API tests: ES256 key pairs from node:crypto, `none` attestation,
 * and assertions signed the way a real authenticator signs them (WebAuthn §6.1, §6.5, §7.2), so
 * @simplewebauthn/server verifies them for real. Each credential keeps its signature counter.
 */
interface Credential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

/** What a response is made for: the origin the browser would report and the RP id it signs. */
export interface Place {
  origin: string;
  rpId: string;
}

const b64url = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

// User present, user verified; AT: attested credential data follows.
const UP_UV = 0x01 | 0x04;
const AT = 0x40;

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(private readonly place: Place) {}

  /** Answers registration options (the JSON the server sent) as navigator.credentials.create would. */
  register(optionsJson: string, place: Partial<Place> = {}) {
    const options = JSON.parse(optionsJson) as { challenge: string; user?: { id: string } };
    const { origin, rpId } = { ...this.place, ...place };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cosePublicKey = encodeCBOR(new Map<number, number | Uint8Array>([
      [1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')],
    ]));
    const credentialId = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([UP_UV | AT]), counterBytes(0), Buffer.alloc(16), idLength, credentialId, cosePublicKey]);
    const attestationObject = encodeCBOR(new Map<string, CBORType>([
      ['fmt', 'none'], ['attStmt', new Map<string, CBORType>()], ['authData', authData],
    ]));
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
    const id = b64url(credentialId);
    this.credentials.push({ id, privateKey, userHandle: options.user?.id ?? '', counter: 0 });
    return {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
    };
  }

  /**
   * Answers authentication options with a signed assertion from a credential (the last one made,
   * unless named); the counter goes up by one each time unless `counter` says what to report.
   */
  assert(optionsJson: string, use: Partial<Place> & { credentialId?: string; counter?: number } = {}) {
    const options = JSON.parse(optionsJson) as { challenge: string };
    const { origin, rpId } = { ...this.place, ...use };
    const credential = use.credentialId ? this.credentials.find((c) => c.id === use.credentialId) : this.credentials.at(-1);
    if (!credential) throw new Error('no such credential');
    credential.counter = use.counter ?? credential.counter + 1;
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([UP_UV]), counterBytes(credential.counter)]);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false });
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
