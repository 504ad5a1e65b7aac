/**
 * Two-factor sign-in for staff (issue 30), the pieces without a database: TOTP codes of RFC 6238 (otplib: 6 digits,
 * 30-second steps, SHA-1, as every authenticator app reads them), the secret encrypted at rest with AES-256-GCM under a
 * key from the environment (STAFF_2FA_KEY), the QR code an app scans (an SVG made here, no third party), and ten
 * one-time recovery codes kept only as an HMAC under a key derived from the same key, so a copy of the database alone
 * neither reads a secret nor tries recovery codes offline.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { BRAND } from '@lumina/schema';

export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is accepted too: a phone's clock may be off by half a minute. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits no one mistakes for each other (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The 32-byte key of STAFF_2FA_KEY (base64); anything else is refused. */
export function parseTwoFactorKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32 || key.toString('base64') !== base64.trim()) throw new Error('STAFF_2FA_KEY is 32 bytes in base64 (e.g. `openssl rand -base64 32`)');
  return key;
}

/** What the key opens: a secret's encryption (bound to its account) and the recovery codes' hash. */
export class TwoFactorKeys {
  private readonly encryption: Buffer;
  private readonly recovery: Buffer;

  constructor(master: Buffer) {
    if (master.length !== 32) throw new Error('the two-factor key is 32 bytes');
    this.encryption = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'lumina staff-2fa secret', 32));
    this.recovery = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'lumina staff-2fa recovery', 32));
  }

  /** `v1.{iv}.{tag}.{ciphertext}` (base64url); the account id is authenticated with it, so a secret cannot be moved to another account. */
  encrypt(secret: string, staffUserId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryption, iv);
    cipher.setAAD(Buffer.from(`staff_user:${staffUserId}`));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The secret; throws when the stored value was made with another key, changed, or belongs to another account. */
  decrypt(stored: string, staffUserId: number): string {
    const [version, iv, tag, body] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('not a two-factor secret of this shop');
    const decipher = createDecipheriv('aes-256-gcm', this.encryption, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`staff_user:${staffUserId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  recoveryHash(code: string): string {
    return createHmac('sha256', this.recovery).update(code).digest('hex');
  }
}

export function newTotpSecret(): string {
  return generateSecret();
}

/** The address an authenticator app reads from the QR code: the shop's name and the member's e-mail address. */
export function otpauthUri(secret: string, email: string): string {
  return generateURI({ issuer: BRAND.name, label: email, secret });
}

/** The QR code of `uri` as an SVG data URL (an <img> shows it; the page's policy allows data: images). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a code belongs to, or null: one of the steps around `epochSeconds`, later than `afterStep` (the last
 * step a code was accepted for: each code works once).
 */
export async function matchTotp(secret: string, code: string, afterStep: number | null, epochSeconds: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const latest = Math.floor((epochSeconds + TOLERANCE_SECONDS) / TOTP_PERIOD_SECONDS);
  if (afterStep !== null && afterStep >= latest) return null;
  const result = await verify({ secret, token: code, epoch: epochSeconds, epochTolerance: TOLERANCE_SECONDS, ...(afterStep === null ? {} : { afterTimeStep: afterStep }) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes such as `k7m2p-q9xra`, each usable once instead of a code from the app. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** What was typed: six digits of the app (spaces allowed), or a recovery code (any case, the dash optional); else null. */
export function readCode(typed: string): { kind: 'totp' | 'recovery'; code: string } | null {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  if (compact.length === 10 && [...compact].every((c) => RECOVERY_ALPHABET.includes(c))) return { kind: 'recovery', code: `${compact.slice(0, 5)}-${compact.slice(5)}` };
  return null;
}
