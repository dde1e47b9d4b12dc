// Secrets kept at rest (a shop's Shopify access token, a vendor's bank numbers): AES-256-GCM with a random
// IV, one key per purpose, stored as
// `v1.<iv>.<tag>.<ciphertext>` (base64url). The key is ENCRYPTION_KEY, or derived from the JWT secret
// (HKDF) when that is unset — so rotating the JWT secret then means reconnecting shops.
import crypto from 'node:crypto';

export class TokenCipher {
  private readonly key: Buffer;
  constructor(secret: string, purpose = 'integration-tokens') {
    this.key = Buffer.from(crypto.hkdfSync('sha256', secret, 'service-platform', purpose, 32));
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed token');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
