/**
 * The key of the staff's two-factor secrets outside production when STAFF_2FA_KEY is unset: made once at random and
 * kept in a file only its owner may read (.data/staff-2fa.key by default, next to the embedded database, never in
 * git), so the secrets stay readable across restarts of a development shop. Production sets STAFF_2FA_KEY (config.ts).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseTwoFactorKey } from './two-factor';

export function developmentTwoFactorKey(file: string): { key: Buffer; created: boolean } {
  try {
    return { key: parseTwoFactorKey(fs.readFileSync(file, 'utf8')), created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file}: ${(error as Error).message}`);
  }
  const key = randomBytes(32);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // 'wx': never over a key another process wrote meanwhile; that one is read instead.
  try {
    fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return developmentTwoFactorKey(file);
    throw error;
  }
  return { key, created: true };
}
