/**
 * Staff sign-in (ARCHITECTURE §5): scrypt password hashes, sessions in PostgreSQL found by the SHA-256 of
 * an opaque cookie token. Failed sign-ins are counted per account and client address (so a stranger cannot
 * lock a staff member out from elsewhere) and per client address, in PostgreSQL; an attempt takes its point
 * before the password is checked, so a parallel burst gets no more tries than the limit.
 *
 * Two-factor (issue 30, two-factor.service.ts): an account with it on, and every beheer account (beheer must have it),
 * gets no session for its password alone but a sign-in that awaits the second step — a code, or setting two-factor up —
 * for a few minutes, in the same cookie. A session of a beheer account without two-factor opens nothing.
 */
import { StaffRole } from './permissions';
import type { DataSource, EntityManager } from 'typeorm';
import { parseForm, STAFF_SIGN_IN_FORM_CODES, staffSignInForm, texts, STAFF_PASSWORD_MAX_LENGTH } from '@lumina/schema';
import { hashToken, isWellFormedToken, newToken } from '../security/token';
import { StaffSession, type SignInAwaits } from './staff-session.entity';
import { StaffUser } from './staff-user.entity';
import { generatePassword, hashPassword, verifyPassword } from './password';
import type { StaffUserError } from './staff.types';
import { inputErrors } from '../api/user-error';
import { GUARDRAILS } from '../guardrails';
import { personKey, type RateLimits } from '../ratelimit/rate-limits';

export const SESSION_HOURS = 12;

/** A sign-in: a session, or (`awaiting` set) one that awaits its second step under the same kind of cookie. */
export interface SignedIn {
  user: StaffUser;
  token: string;
  expiresAt: Date;
  awaiting: SignInAwaits | null;
}
export type SignInResult = ({ ok: true } & SignedIn) | { ok: false; userErrors: StaffUserError[] };

/** Whether an account signs in with a second step: when two-factor is on, and always for beheer (who must set it up). */
export function needsSecondStep(user: Pick<StaffUser, 'role' | 'twoFactorEnabledAt'>): SignInAwaits | null {
  if (user.twoFactorEnabledAt) return 'two-factor-code';
  return user.role === StaffRole.BEHEER ? 'two-factor-setup' : null;
}

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

  /**
   * Deactivates an account: it signs in no more, its sessions end now, and the links it made (invitations, password
   * resets) that were not used yet are revoked (in `within`'s transaction when given).
   */
  async deactivate(userId: number, within?: EntityManager): Promise<void> {
    const run = async (em: EntityManager) => {
      await em.query('UPDATE staff_user SET active = false, deactivated_at = now() WHERE id = $1', [userId]);
      await em.query('DELETE FROM staff_session WHERE staff_user_id = $1', [userId]);
      await this.revokeLinksBy(userId, em);
    };
    await (within ? run(within) : this.ds.transaction(run));
  }

  /** Revokes the unused links a member made: they live only while their maker may make them. */
  async revokeLinksBy(userId: number, em: EntityManager): Promise<void> {
    await em.query('UPDATE staff_link SET revoked_at = now() WHERE created_by_id = $1 AND used_at IS NULL AND revoked_at IS NULL', [userId]);
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
    const awaiting = needsSecondStep(user);
    if (awaiting) {
      // The second step's wrong codes are counted apart from passwords: the right password does not wipe them.
      const token = newToken();
      const expiresAt = new Date(Date.now() + GUARDRAILS.signIn.secondStepMinutes * 60_000);
      await this.ds.getRepository(StaffSession).insert({ tokenHash: hashToken(token), staffUserId: user.id, expiresAt, awaiting });
      return { ok: true, user, token, expiresAt, awaiting };
    }
    return { ok: true, ...(await this.startSession(user, this.ds.manager)) };
  }

  /** A session of `user`, from now (the sign-in is complete). */
  async startSession(user: StaffUser, em: EntityManager): Promise<SignedIn> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
    await em.getRepository(StaffSession).insert({ tokenHash: hashToken(token), staffUserId: user.id, expiresAt });
    await em.query('UPDATE staff_user SET last_signed_in_at = now() WHERE id = $1', [user.id]);
    return { user, token, expiresAt, awaiting: null };
  }

  /** The signed-in staff member of a session token, or null (unknown or expired). */
  async userForToken(token: string | undefined): Promise<StaffUser | null> {
    if (!isWellFormedToken(token)) return null;
    const session = await this.ds
      .getRepository(StaffSession)
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.staffUser', 'u')
      // Not a sign-in that awaits its second step, nor one of a beheer account without two-factor.
      .where(`s.token_hash = :hash AND s.expires_at > now() AND s.awaiting IS NULL AND u.active AND (u.role <> 'beheer' OR u.two_factor_enabled_at IS NOT NULL)`, {
        hash: hashToken(token),
      })
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
