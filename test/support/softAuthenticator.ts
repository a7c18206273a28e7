/**
 * A passkey in software, for server tests (issue 36): a P-256 key from node:crypto, the attestation 'none' and the
 * assertions an authenticator makes, built byte by byte as WebAuthn lays them out (CBOR by @simplewebauthn's own
 * encoder), so the server's real verification runs on real signatures. `userVerified` and the counter can be set to
 * play an authenticator that skipped the PIN or a cloned one.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');
const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** Signature counter; most passkeys keep none (0), this one counts so a replayed counter can be shown. */
  counter = 0;
  userVerified = true;
  /** The user handle the relying party gave at registration (base64url), returned with each assertion. */
  userHandle: string | undefined;

  get id(): string {
    return b64url(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authenticatorData(rpId: string, withCredential: boolean): Buffer {
    const flags = FLAG_USER_PRESENT | (this.userVerified ? FLAG_USER_VERIFIED : 0) | (withCredential ? FLAG_ATTESTED_CREDENTIAL : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts = [sha256(rpId), Buffer.from([flags]), counter];
    if (withCredential) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.cosePublicKey()));
    }
    return Buffer.concat(parts);
  }

  /** navigator.credentials.create() on `origin`, answering the server's options. */
  register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', this.authenticatorData(options.rp.id!, true)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(Buffer.from(clientDataJSON)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() on `origin`: the counter moves on, the data is signed with the private key. */
  signIn(options: PublicKeyCredentialRequestOptionsJSON, origin: string): AuthenticationResponseJSON {
    this.counter += 1;
    const authenticatorData = this.authenticatorData(options.rpId!, false);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature), ...(this.userHandle ? { userHandle: this.userHandle } : {}) },
      clientExtensionResults: {},
    };
  }
}
