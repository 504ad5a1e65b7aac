/**
 * Staff sign-in (ARCHITECTURE §5): scrypt password hashes, sessions in PostgreSQL found by the SHA-256 of
 * an opaque cookie token. Failed sign-ins are counted per account and client address (so a stranger cannot
 * lock a staff member out from elsewhere) and per client address, in PostgreSQL; an attempt takes its point
 * before the password is checked, so a parallel burst gets no more tries than the limit.
 */
import { StaffRole } from './permissions';
import type { DataSource, EntityManager } from 'typeorm';
import { parseForm, STAFF_SIGN_IN_FORM_CODES, staffSignInForm, texts, STAFF_PASSWORD_MAX_LENGTH } from '@lumina/schema';
import { hashToken, isWellFormedToken, newToken } from '../security/token';
import { StaffSession } from './staff-session.entity';
import { StaffUser } from './staff-user.entity';
import { generatePassword, hashPassword, verifyPassword } from './password';
import type { StaffUserError } from './staff.types';
import { inputErrors } from '../api/user-error';
import { GUARDRAILS } from '../guardrails';
import { personKey, type RateLimits } from '../ratelimit/rate-limits';

export const SESSION_HOURS = 12;

export type SignInResult = { ok: true; user: StaffUser; token: string; expiresAt: Date } | { ok: false; userErrors: StaffUserError[] };

export class StaffService {
  constructor(
    private readonly ds: DataSource,
    private readonly limits: RateLimits,
  ) {}

  async createUser(email: string, name: string, password: string, role: StaffRole = StaffRole.BEHEER): Promise<StaffUser> {
    return this.ds.getRepository(StaffUser).save({
      email: email.trim().toLowerCase(),
      name: name.trim(),
      passwordHash: await hashPassword(password),
      role,
    });
  }

  /** Deactivates an account: it signs in no more, and its sessions end now (in `within`'s transaction when given). */
  async deactivate(userId: number, within?: EntityManager): Promise<void> {
    const run = async (em: EntityManager) => {
      await em.query('UPDATE staff_user SET active = false, deactivated_at = now() WHERE id = $1', [userId]);
      await em.query('DELETE FROM staff_session WHERE staff_user_id = $1', [userId]);
    };
    await (within ? run(within) : this.ds.transaction(run));
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

  /** Signs in with what the sign-in form sent (its rules in schema/src/forms: both filled in). */
  async signIn(input: { email: string; password: string }, clientAddress: string): Promise<SignInResult> {
    const form = parseForm(staffSignInForm, STAFF_SIGN_IN_FORM_CODES, input);
    if (!form.ok) return { ok: false, userErrors: inputErrors(form.errors) };
    const email = form.values.email.toLowerCase().slice(0, 254);
    const { password } = form.values;
    const accountKey = `${personKey(email)}:${clientAddress}`;
    const refused: SignInResult = {
      ok: false,
      userErrors: [{ code: 'RATE_LIMITED', field: null, message: texts.staff.rateLimited(GUARDRAILS.signIn.windowMinutes) }],
    };
    if (!(await this.limits.signInAccount.take(accountKey)).ok) return refused;
    if (!(await this.limits.signInClient.take(clientAddress)).ok) {
      // Refused before any password was checked: that was no failure of this account.
      await this.limits.signInAccount.giveBack(accountKey);
      return refused;
    }
    const user = await this.ds.getRepository(StaffUser).findOneBy({ email });
    // Verify against a dummy hash for unknown e-mail addresses, so both paths take as long.
    const valid = await verifyPassword(password.slice(0, STAFF_PASSWORD_MAX_LENGTH), user?.passwordHash ?? DUMMY_HASH);
    // A deactivated account answers as a wrong password does: nothing tells whether it exists.
    if (!user || !valid || !user.active) {
      // The points stay taken: they are this failure.
      return { ok: false, userErrors: [{ code: 'INVALID_CREDENTIALS', field: null, message: texts.staff.invalidCredentials }] };
    }
    await this.limits.signInAccount.forget(accountKey);
    await this.limits.signInClient.giveBack(clientAddress);
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
    await this.ds.getRepository(StaffSession).insert({ tokenHash: hashToken(token), staffUserId: user.id, expiresAt });
    await this.ds.query('UPDATE staff_user SET last_signed_in_at = now() WHERE id = $1', [user.id]);
    return { ok: true, user, token, expiresAt };
  }

  /** The signed-in staff member of a session token, or null (unknown or expired). */
  async userForToken(token: string | undefined): Promise<StaffUser | null> {
    if (!isWellFormedToken(token)) return null;
    const session = await this.ds
      .getRepository(StaffSession)
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.staffUser', 'u')
      .where('s.token_hash = :hash AND s.expires_at > now() AND u.active', { hash: hashToken(token) })
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
