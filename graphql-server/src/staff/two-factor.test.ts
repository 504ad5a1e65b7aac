/**
 * The pieces of two-factor sign-in without a database (two-factor.ts): the secret's encryption under a fixed key, the
 * codes an app shows (RFC 6238's own test vector), the window of time steps and the one-use rule, recovery codes.
 */
import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { matchTotp, newRecoveryCodes, otpauthUri, parseTwoFactorKey, qrCodeDataUrl, readCode, TwoFactorKeys } from './two-factor';

const KEY = parseTwoFactorKey(Buffer.alloc(32, 7).toString('base64'));
/** RFC 6238 appendix B's SHA-1 secret "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('the two-factor key', () => {
  it('is 32 bytes of base64, nothing else', () => {
    expect(parseTwoFactorKey(Buffer.alloc(32, 1).toString('base64'))).toHaveLength(32);
    for (const wrong of ['', 'kort', Buffer.alloc(16).toString('base64'), Buffer.alloc(33).toString('base64'), `${Buffer.alloc(32).toString('base64')}!`]) {
      expect(() => parseTwoFactorKey(wrong), wrong).toThrow(/32 bytes in base64/);
    }
  });

  it('encrypts a secret so that only the same key, for the same account, reads it back', () => {
    const keys = new TwoFactorKeys(KEY);
    const stored = keys.encrypt(RFC_SECRET, 42);
    expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(stored).not.toContain(RFC_SECRET);
    expect(keys.encrypt(RFC_SECRET, 42)).not.toBe(stored); // a fresh IV each time
    expect(keys.decrypt(stored, 42)).toBe(RFC_SECRET);
    expect(new TwoFactorKeys(parseTwoFactorKey(Buffer.alloc(32, 7).toString('base64'))).decrypt(stored, 42)).toBe(RFC_SECRET);
    // Another account's row, another key, or a changed byte: refused, never a wrong secret.
    expect(() => keys.decrypt(stored, 43)).toThrow();
    expect(() => new TwoFactorKeys(Buffer.alloc(32, 8)).decrypt(stored, 42)).toThrow();
    const [v, iv, tag, body] = stored.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => keys.decrypt([v, iv, tag, flipped.toString('base64url')].join('.'), 42)).toThrow();
  });

  it('hashes recovery codes with a key of its own: the same code hashes alike, another key differently', () => {
    const keys = new TwoFactorKeys(KEY);
    expect(keys.recoveryHash('abcde-fghjk')).toBe(keys.recoveryHash('abcde-fghjk'));
    expect(keys.recoveryHash('abcde-fghjk')).not.toBe(new TwoFactorKeys(Buffer.alloc(32, 8)).recoveryHash('abcde-fghjk'));
    expect(keys.recoveryHash('abcde-fghjk')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('a code of the app', () => {
  it('is the code of RFC 6238 for its time step', async () => {
    // Appendix B: T = 59 s → 94287082 (8 digits); an app shows its last six.
    expect(await matchTotp(RFC_SECRET, '287082', null, 59)).toBe(1);
    expect(await matchTotp(RFC_SECRET, '081804', null, 1111111109)).toBe(37037036);
  });

  it('counts in the step before and after the server\'s (a phone\'s clock may be off), not further', async () => {
    const now = 1_800_000_000; // step 60,000,000
    const at = (seconds: number) => generate({ secret: RFC_SECRET, epoch: seconds });
    expect(await matchTotp(RFC_SECRET, await at(now - 30), null, now)).toBe(59_999_999);
    expect(await matchTotp(RFC_SECRET, await at(now + 30), null, now)).toBe(60_000_001);
    expect(await matchTotp(RFC_SECRET, await at(now - 60), null, now)).toBeNull();
    expect(await matchTotp(RFC_SECRET, await at(now + 60), null, now)).toBeNull();
  });

  it('is taken once: no code of the step last accepted, or before it', async () => {
    const now = 1_800_000_000;
    const code = await generate({ secret: RFC_SECRET, epoch: now });
    expect(await matchTotp(RFC_SECRET, code, 59_999_999, now)).toBe(60_000_000);
    expect(await matchTotp(RFC_SECRET, code, 60_000_000, now)).toBeNull();
    expect(await matchTotp(RFC_SECRET, await generate({ secret: RFC_SECRET, epoch: now + 30 }), 60_000_000, now)).toBe(60_000_001);
    expect(await matchTotp(RFC_SECRET, code, 60_000_005, now)).toBeNull(); // a step later than the window: nothing fits
  });

  it('is six digits; anything else is no code', async () => {
    for (const wrong of ['', '12345', '1234567', 'abcdef', '12 345']) expect(await matchTotp(RFC_SECRET, wrong, null, 59), wrong).toBeNull();
  });
});

describe('what a member types', () => {
  it('is read as an app code (spaces allowed) or a recovery code (any case, dash optional)', () => {
    expect(readCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(readCode('K7M2P-Q9XRA')).toEqual({ kind: 'recovery', code: 'k7m2p-q9xra' });
    expect(readCode('k7m2pq9xra')).toEqual({ kind: 'recovery', code: 'k7m2p-q9xra' });
    for (const wrong of ['', '12345', 'k7m2p-q9xr', 'k7m2p-q9xr0', 'hallo']) expect(readCode(wrong), wrong).toBeNull();
  });

  it('includes ten recovery codes, all different and readable back', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(readCode(code)).toEqual({ kind: 'recovery', code });
  });
});

describe('the QR code', () => {
  it('holds the shop\'s name and the member\'s address, as an SVG an <img> shows', async () => {
    const uri = otpauthUri(RFC_SECRET, 'an@lumina.test');
    expect(uri).toBe(`otpauth://totp/Lumina:an%40lumina.test?secret=${RFC_SECRET}&issuer=Lumina`);
    const url = await qrCodeDataUrl(uri);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(url.split(',')[1]!, 'base64').toString()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
