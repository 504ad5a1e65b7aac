/**
 * Two-factor sign-in for staff (issue 30): setting it up (a proposed secret shown as a QR code, confirmed with a first
 * code, then ten recovery codes shown once), the second step of a sign-in (a code from the app or a recovery code), and
 * switching it off (with a current code). Beheer must have it: a beheer account without it is sent to set it up right
 * after the password (staff.service.ts), and other roles may switch it on. A code is accepted once (the last accepted
 * time step is kept, and a later code must be of a later step); every try counts towards the sign-in limits, as a
 * password does, and towards a limit per account from any address.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { parseForm, STAFF_SIGN_IN_FORM_CODES, staffTwoFactorCodeForm, texts } from '@lumina/schema';
import { inputErrors } from '../api/user-error';
import { GUARDRAILS } from '../guardrails';
import type { RateLimits } from '../ratelimit/rate-limits';
import { hashToken, isWellFormedToken } from '../security/token';
import { StaffRole } from './permissions';
import type { SignInAwaits } from './staff-session.entity';
import { StaffUser } from './staff-user.entity';
import type { SignedIn, StaffService } from './staff.service';
import type { StaffErrorCode, StaffUserError } from './staff.types';
import { matchTotp, newRecoveryCodes, newTotpSecret, otpauthUri, qrCodeDataUrl, readCode, type TwoFactorKeys } from './two-factor';

type Refusal = { ok: false; userErrors: StaffUserError[] };
type Result<T> = ({ ok: true } & T) | Refusal;
const refuse = (code: StaffErrorCode, message: string, field: string[] | null = null): Refusal => ({ ok: false, userErrors: [{ code, field, message }] });
const T = texts.staff;

export interface TwoFactorSetup {
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/** A sign-in found by its cookie's token: a session, or one awaiting its second step. */
interface SignInRow {
  tokenHash: string;
  awaiting: SignInAwaits | null;
  proposedSecret: string | null;
  user: StaffUser;
}

export class TwoFactorService {
  constructor(
    private readonly ds: DataSource,
    private readonly staff: StaffService,
    private readonly limits: RateLimits,
    private readonly keys: TwoFactorKeys,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Proposes a new secret for the member of this sign-in: a session without two-factor, or a sign-in awaiting its
   * setup (a beheer account). The secret waits on the sign-in until a first code confirms it.
   */
  async startSetup(token: string | undefined): Promise<Result<{ setup: TwoFactorSetup }>> {
    const row = await this.signIn(token);
    if (!row || row.awaiting === 'two-factor-code') return refuse('SIGN_IN_EXPIRED', T.signInExpired);
    if (row.user.twoFactorEnabledAt) return refuse('TWO_FACTOR_ON', T.twoFactorOn);
    const secret = newTotpSecret();
    await this.ds.query('UPDATE staff_session SET proposed_secret = $2 WHERE token_hash = $1', [row.tokenHash, this.keys.encrypt(secret, row.user.id)]);
    const uri = otpauthUri(secret, row.user.email);
    return { ok: true, setup: { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) } };
  }

  /**
   * Switches two-factor on with a first code of the proposed secret and answers the ten recovery codes (shown this
   * once). A sign-in awaiting its setup becomes a session (`signedIn`); a session's other sessions end.
   */
  async confirmSetup(token: string | undefined, input: { code: string }, clientAddress: string): Promise<Result<{ user: StaffUser; recoveryCodes: string[]; signedIn: SignedIn | null }>> {
    const form = parseForm(staffTwoFactorCodeForm, STAFF_SIGN_IN_FORM_CODES, input);
    if (!form.ok) return { ok: false, userErrors: inputErrors(form.errors) };
    const row = await this.signIn(token);
    if (!row || row.awaiting === 'two-factor-code') return refuse('SIGN_IN_EXPIRED', T.signInExpired);
    if (row.user.twoFactorEnabledAt) return refuse('TWO_FACTOR_ON', T.twoFactorOn);
    if (!row.proposedSecret) return refuse('SETUP_NOT_STARTED', T.setupNotStarted);
    const secret = this.keys.decrypt(row.proposedSecret, row.user.id);
    const typed = readCode(form.values.code);
    const tried = await this.attempt(row.user.id, clientAddress, async () => (typed?.kind === 'totp' ? matchTotp(secret, typed.code, null, this.epochSeconds()) : null));
    if (!tried.ok) return tried;
    const recoveryCodes = newRecoveryCodes();
    const result = await this.ds.transaction(async (em) => {
      const [, switched] = (await em.query(
        `UPDATE staff_user SET two_factor_secret = $2, two_factor_last_step = $3, two_factor_enabled_at = now() WHERE id = $1 AND two_factor_enabled_at IS NULL`,
        [row.user.id, this.keys.encrypt(secret, row.user.id), tried.value],
      )) as [unknown, number];
      if (switched !== 1) return null;
      await this.storeRecoveryCodes(em, row.user.id, recoveryCodes);
      if (row.awaiting === 'two-factor-setup') {
        await em.query('DELETE FROM staff_session WHERE token_hash = $1', [row.tokenHash]);
        return this.staff.startSession(row.user, em);
      }
      // Sessions signed in without the second factor end; this one goes on.
      await em.query('UPDATE staff_session SET proposed_secret = NULL WHERE token_hash = $1', [row.tokenHash]);
      await em.query('DELETE FROM staff_session WHERE staff_user_id = $1 AND token_hash <> $2', [row.user.id, row.tokenHash]);
      return 'session' as const;
    });
    if (result === null) return refuse('TWO_FACTOR_ON', T.twoFactorOn);
    const user = await this.ds.getRepository(StaffUser).findOneByOrFail({ id: row.user.id });
    return { ok: true, user, recoveryCodes, signedIn: result === 'session' ? null : result };
  }

  /** The second step of a sign-in: a code of the app or a recovery code; then the session. */
  async completeSignIn(token: string | undefined, input: { code: string }, clientAddress: string): Promise<Result<{ signedIn: SignedIn }>> {
    const form = parseForm(staffTwoFactorCodeForm, STAFF_SIGN_IN_FORM_CODES, input);
    if (!form.ok) return { ok: false, userErrors: inputErrors(form.errors) };
    const row = await this.signIn(token);
    if (row?.awaiting !== 'two-factor-code' || !row.user.twoFactorEnabledAt) return refuse('SIGN_IN_EXPIRED', T.signInExpired);
    const tried = await this.attempt(row.user.id, clientAddress, () => this.useCode(this.ds.manager, row.user.id, form.values.code));
    if (!tried.ok) return tried;
    const signedIn = await this.ds.transaction(async (em) => {
      const [, deleted] = (await em.query('DELETE FROM staff_session WHERE token_hash = $1 AND awaiting IS NOT NULL', [row.tokenHash])) as [unknown, number];
      return deleted === 1 ? this.staff.startSession(row.user, em) : null;
    });
    return signedIn ? { ok: true, signedIn } : refuse('SIGN_IN_EXPIRED', T.signInExpired);
  }

  /**
   * Switches two-factor off with a current code (or a recovery code). A beheer account is signed out and sets it up
   * anew at its next sign-in (how beheer moves to another phone).
   */
  async disable(user: StaffUser, input: { code: string }, clientAddress: string): Promise<Result<{ user: StaffUser }>> {
    const form = parseForm(staffTwoFactorCodeForm, STAFF_SIGN_IN_FORM_CODES, input);
    if (!form.ok) return { ok: false, userErrors: inputErrors(form.errors) };
    if (!user.twoFactorEnabledAt) return refuse('TWO_FACTOR_OFF', T.twoFactorOff);
    const tried = await this.attempt(user.id, clientAddress, () => this.useCode(this.ds.manager, user.id, form.values.code));
    if (!tried.ok) return tried;
    await this.ds.transaction(async (em) => {
      await em.query('UPDATE staff_user SET two_factor_secret = NULL, two_factor_last_step = NULL, two_factor_enabled_at = NULL WHERE id = $1', [user.id]);
      await em.query('DELETE FROM staff_recovery_code WHERE staff_user_id = $1', [user.id]);
      // Beheer without two-factor has no session: this one ends too, and the next sign-in sets a new app up.
      if (user.role === StaffRole.BEHEER) await em.query('DELETE FROM staff_session WHERE staff_user_id = $1', [user.id]);
    });
    return { ok: true, user: await this.ds.getRepository(StaffUser).findOneByOrFail({ id: user.id }) };
  }

  /** How many recovery codes of the member are left unused. */
  async recoveryCodesLeft(userId: number): Promise<number> {
    const [{ n }] = (await this.ds.query('SELECT count(*)::int AS n FROM staff_recovery_code WHERE staff_user_id = $1 AND used_at IS NULL', [userId])) as [{ n: number }];
    return n;
  }

  /**
   * Uses a code of the account once: a code of the app for a time step after the last one accepted, or an unused
   * recovery code. The step (or the code) is taken in the statement that checks it, so two requests with one code
   * cannot both pass. Answers the step of an app code, 0 for a recovery code, null when it does not fit.
   */
  private async useCode(em: EntityManager, userId: number, typed: string): Promise<number | null> {
    const code = readCode(typed);
    if (!code) return null;
    if (code.kind === 'recovery') {
      const [, used] = (await em.query(`UPDATE staff_recovery_code SET used_at = now() WHERE staff_user_id = $1 AND code_hash = $2 AND used_at IS NULL`, [
        userId,
        this.keys.recoveryHash(code.code),
      ])) as [unknown, number];
      return used === 1 ? 0 : null;
    }
    const [stored] = (await em.query('SELECT two_factor_secret AS secret, two_factor_last_step AS "lastStep" FROM staff_user WHERE id = $1', [userId])) as { secret: string | null; lastStep: string | null }[];
    if (!stored?.secret) return null;
    const step = await matchTotp(this.keys.decrypt(stored.secret, userId), code.code, stored.lastStep === null ? null : Number(stored.lastStep), this.epochSeconds());
    if (step === null) return null;
    const [, taken] = (await em.query('UPDATE staff_user SET two_factor_last_step = $2 WHERE id = $1 AND (two_factor_last_step IS NULL OR two_factor_last_step < $2)', [
      userId,
      step,
    ])) as [unknown, number];
    return taken === 1 ? step : null;
  }

  /**
   * One try of a code under the sign-in limits: its points are taken before the code is checked (a parallel burst gets
   * no more tries than the limit), kept when it is wrong, and given back when it fits.
   */
  private async attempt(userId: number, clientAddress: string, check: () => Promise<number | null>): Promise<{ ok: true; value: number } | Refusal> {
    const accountKey = `two-factor:${userId}:${clientAddress}`;
    const refused = refuse('RATE_LIMITED', T.rateLimited(GUARDRAILS.signIn.windowMinutes));
    if (!(await this.limits.signInAccount.take(accountKey)).ok) return refused;
    if (!(await this.limits.twoFactorAccount.take(String(userId))).ok) {
      await this.limits.signInAccount.giveBack(accountKey);
      return refused;
    }
    if (!(await this.limits.signInClient.take(clientAddress)).ok) {
      await this.limits.signInAccount.giveBack(accountKey);
      await this.limits.twoFactorAccount.giveBack(String(userId));
      return refused;
    }
    const value = await check();
    if (value === null) return refuse('INVALID_CODE', T.invalidCode, ['input', 'code']);
    await this.limits.signInAccount.forget(accountKey);
    await this.limits.twoFactorAccount.forget(String(userId));
    await this.limits.signInClient.giveBack(clientAddress);
    return { ok: true, value };
  }

  private async storeRecoveryCodes(em: EntityManager, userId: number, codes: string[]): Promise<void> {
    await em.query('DELETE FROM staff_recovery_code WHERE staff_user_id = $1', [userId]);
    await em.query('INSERT INTO staff_recovery_code (staff_user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, codes.map((c) => this.keys.recoveryHash(c))]);
  }

  /** The sign-in of a cookie's token, before it expires, of an active account. */
  private async signIn(token: string | undefined): Promise<SignInRow | null> {
    if (!isWellFormedToken(token)) return null;
    const rows = (await this.ds.query(
      `SELECT s.token_hash AS "tokenHash", s.awaiting, s.proposed_secret AS "proposedSecret", s.staff_user_id AS "userId"
         FROM staff_session s JOIN staff_user u ON u.id = s.staff_user_id
        WHERE s.token_hash = $1 AND s.expires_at > now() AND u.active`,
      [hashToken(token)],
    )) as (Omit<SignInRow, 'user'> & { userId: number })[];
    const row = rows[0];
    if (!row) return null;
    const user = await this.ds.getRepository(StaffUser).findOneByOrFail({ id: row.userId });
    return { tokenHash: row.tokenHash, awaiting: row.awaiting, proposedSecret: row.proposedSecret, user };
  }

  private epochSeconds(): number {
    return Math.floor(this.now() / 1000);
  }
}
