/**
 * Staff sign-in (ARCHITECTURE §5): scrypt password hashes, sessions in PostgreSQL found by the SHA-256 of
 * an opaque cookie token, failed sign-ins counted in PostgreSQL so the rate limit holds across processes.
 */
import type { DataSource } from 'typeorm';
import { texts } from '@lumina/schema';
import { hashToken, isWellFormedToken, newToken } from '../shop/token';
import { StaffSession } from './staff-session.entity';
import { StaffUser } from './staff-user.entity';
import { generatePassword, hashPassword, verifyPassword } from './password';
import type { StaffUserError } from './staff.types';

export const SESSION_HOURS = 12;
/** Failed sign-ins allowed per e-mail address, and per IP address (an office shares one), per window. */
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;
export const FAILURE_WINDOW_MINUTES = 15;

export type SignInResult = { ok: true; user: StaffUser; token: string; expiresAt: Date } | { ok: false; error: StaffUserError };

export class StaffService {
  constructor(private readonly ds: DataSource) {}

  async createUser(email: string, name: string, password: string): Promise<StaffUser> {
    return this.ds.getRepository(StaffUser).save({
      email: email.trim().toLowerCase(),
      name: name.trim(),
      passwordHash: await hashPassword(password),
    });
  }

  /**
   * The first staff account: from STAFF_EMAIL / STAFF_PASSWORD when set; otherwise (development with the
   * embedded database only) one is created with a random password that the caller prints once.
   */
  async ensureFirstAccount(options: { email?: string; password?: string; generate: boolean }): Promise<{ email: string; password?: string } | null> {
    const repo = this.ds.getRepository(StaffUser);
    if ((await repo.count()) > 0) {
      if (options.email && options.password && !(await repo.existsBy({ email: options.email.toLowerCase() }))) {
        await this.createUser(options.email, 'Beheer', options.password);
        return { email: options.email.toLowerCase() };
      }
      return null;
    }
    if (options.email && options.password) {
      await this.createUser(options.email, 'Beheer', options.password);
      return { email: options.email.toLowerCase() };
    }
    if (!options.generate) return null;
    const password = generatePassword();
    await this.createUser('beheer@lumina.local', 'Beheer', password);
    return { email: 'beheer@lumina.local', password };
  }

  async signIn(emailInput: string, password: string, ip: string): Promise<SignInResult> {
    const email = emailInput.trim().toLowerCase().slice(0, 254);
    if (!email || !password) {
      return { ok: false, error: { code: 'REQUIRED', field: ['input', email ? 'password' : 'email'], message: texts.staff.required } };
    }
    const [{ byEmail, byIp }] = await this.ds.query(
      `SELECT count(*) FILTER (WHERE email = $1)::int AS "byEmail", count(*) FILTER (WHERE ip = $2)::int AS "byIp"
       FROM staff_login_failure
       WHERE (email = $1 OR ip = $2) AND created_at > now() - make_interval(mins => $3)`,
      [email, ip, FAILURE_WINDOW_MINUTES],
    );
    if (byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP) {
      return {
        ok: false,
        error: { code: 'RATE_LIMITED', field: null, message: texts.staff.rateLimited(FAILURE_WINDOW_MINUTES) },
      };
    }
    const user = await this.ds.getRepository(StaffUser).findOneBy({ email });
    // Verify against a dummy hash for unknown e-mail addresses, so both paths take as long.
    const valid = await verifyPassword(password.slice(0, 1024), user?.passwordHash ?? DUMMY_HASH);
    if (!user || !valid) {
      await this.ds.query('INSERT INTO staff_login_failure (email, ip) VALUES ($1, $2)', [email, ip]);
      return { ok: false, error: { code: 'INVALID_CREDENTIALS', field: null, message: texts.staff.invalidCredentials } };
    }
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
    await this.ds.getRepository(StaffSession).insert({ tokenHash: hashToken(token), staffUserId: user.id, expiresAt });
    await this.ds.query(`DELETE FROM staff_session WHERE expires_at < now()`);
    return { ok: true, user, token, expiresAt };
  }

  /** The signed-in staff member of a session token, or null (unknown or expired). */
  async userForToken(token: string | undefined): Promise<StaffUser | null> {
    if (!isWellFormedToken(token)) return null;
    const session = await this.ds
      .getRepository(StaffSession)
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.staffUser', 'u')
      .where('s.token_hash = :hash AND s.expires_at > now()', { hash: hashToken(token) })
      .getOne();
    return session?.staffUser ?? null;
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.ds.getRepository(StaffSession).delete({ tokenHash: hashToken(token) });
  }
}

// A valid scrypt hash of a random password, for timing-equal rejection of unknown addresses.
const DUMMY_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
