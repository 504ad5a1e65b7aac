/**
 * Staff accounts run by beheer (issue 20, ARCHITECTURE §5): invite with a one-time link, deactivate (sessions end at
 * once), change a role, hand a one-time password reset link; every member changes their own password. Links are
 * 256-bit tokens kept only as their SHA-256, valid once and for STAFF_LINK_VALID_DAYS. At least one active beheer account always
 * remains: every change that could take the last one away runs under one advisory lock, so two at once cannot both pass.
 */
import type { DataSource, EntityManager } from 'typeorm';
import {
  parseForm,
  STAFF_ACCOUNT_FORM_CODES,
  STAFF_LINK_VALID_DAYS,
  STAFF_PASSWORD_MAX_LENGTH,
  staffInviteForm,
  staffPasswordChangeForm,
  staffPasswordForm,
  texts,
  type FormSchema,
  type FormValues,
} from '@lumina/schema';
import { inputErrors } from '../api/user-error';
import { isUniqueViolation } from '../db/unique-violation';
import { hashToken, isWellFormedToken, newToken } from '../security/token';
import { StaffRole } from './permissions';
import { StaffUser } from './staff-user.entity';
import { StaffLink } from './staff-link.entity';
import { hashPassword, verifyPassword } from './password';
import type { StaffService } from './staff.service';
import type { StaffAccount, StaffAccountUserError } from './staff-accounts.types';
import type { RateLimits } from '../ratelimit/rate-limits';
import { GUARDRAILS } from '../guardrails';
import { keysetPage, type ConnectionArgs, type ConnectionData } from '../api/connection';

const LINK_PATHS = { invitation: '/admin/uitnodiging/', 'password-reset': '/admin/wachtwoord-herstellen/' } as const;
const T = texts.staffAccounts;

type Refusal = { ok: false; userErrors: StaffAccountUserError[] };
type Result<T> = { ok: true; value: T } | Refusal;
const refuse = (code: StaffAccountUserError['code'], field: string[] | null, message: string): Refusal => ({ ok: false, userErrors: [{ code, field, message }] });
export interface LinkInfo {
  path: string;
  expiresAt: Date;
}

function account(user: StaffUser): StaffAccount {
  const { email, name, role, active, createdAt, lastSignedInAt } = user;
  return { id: String(user.id), email, name, role, active, createdAt, lastSignedInAt };
}

/** The form's values, or its refusals as the API's userErrors (the rules of schema/src/forms/staff-accounts.ts). */
function checked<S extends FormSchema>(schema: S, input: unknown): Result<FormValues<S>> {
  const form = parseForm(schema, STAFF_ACCOUNT_FORM_CODES, input);
  return form.ok ? { ok: true, value: form.values } : { ok: false, userErrors: inputErrors(form.errors) };
}

export class StaffAccountService {
  constructor(
    private readonly ds: DataSource,
    private readonly staff: StaffService,
    private readonly limits: RateLimits,
  ) {}

  /** Every account in the order they were made. */
  async page(args: ConnectionArgs): Promise<ConnectionData<StaffAccount>> {
    const page = await keysetPage(this.ds.getRepository(StaffUser).createQueryBuilder('u'), [{ expr: 'u.id', type: 'int' }], 'ASC', args);
    return { ...page, nodes: page.nodes.map(account), edges: page.edges.map((edge) => ({ ...edge, node: account(edge.node) })) };
  }

  async invite(input: { email: string; name: string; role: StaffRole }, by: string): Promise<Result<LinkInfo>> {
    const form = checked(staffInviteForm, input);
    if (!form.ok) return form;
    const email = form.value.email.toLowerCase();
    const { name } = form.value;
    if (await this.ds.getRepository(StaffUser).existsBy({ email })) return refuse('EMAIL_TAKEN', ['input', 'email'], T.emailTaken);
    return { ok: true, value: await this.newLink(this.ds.manager, { kind: 'invitation', email, name, role: input.role, staffUserId: null, createdBy: by }) };
  }

  /** Creates the invited account; the token works once, before its expiry. */
  async acceptInvitation(input: { token: string; password: string }, clientAddress: string): Promise<Result<StaffUser>> {
    const form = checked(staffPasswordForm, { password: input.password });
    if (!form.ok) return form;
    try {
      return await this.useLink('invitation', input.token, clientAddress, async (em, link) => {
        if (await em.getRepository(StaffUser).existsBy({ email: link.email })) return refuse('EMAIL_TAKEN', null, T.emailTaken);
        const user = await em.getRepository(StaffUser).save({ email: link.email, name: link.name, role: link.role, passwordHash: await hashPassword(input.password) });
        return { ok: true, value: user };
      });
    } catch (error) {
      // Two invitations of one address accepted at once: the second finds the account made meanwhile.
      if (isUniqueViolation(error)) return refuse('EMAIL_TAKEN', null, T.emailTaken);
      throw error;
    }
  }

  /** Sets the new password of a reset link; the account's sessions end. */
  async acceptPasswordReset(input: { token: string; password: string }, clientAddress: string): Promise<Result<StaffUser>> {
    const form = checked(staffPasswordForm, { password: input.password });
    if (!form.ok) return form;
    return this.useLink('password-reset', input.token, clientAddress, async (em, link) => {
      const user = await em.getRepository(StaffUser).findOneBy({ id: link.staffUserId ?? 0 });
      if (!user?.active) return refuse('LINK_INVALID', ['input', 'token'], T.linkInvalid);
      user.passwordHash = await hashPassword(input.password);
      await em.getRepository(StaffUser).save(user);
      await em.query('DELETE FROM staff_session WHERE staff_user_id = $1', [user.id]);
      return { ok: true, value: user };
    });
  }

  async deactivate(id: string): Promise<Result<StaffAccount>> {
    return this.underBeheerLock(id, async (em, user) => {
      if (user.active && user.role === StaffRole.BEHEER && (await activeBeheer(em)) <= 1) return refuse('LAST_BEHEER', ['input', 'id'], T.lastBeheer);
      await this.staff.deactivate(user.id, em);
      return { ok: true, value: account((await em.getRepository(StaffUser).findOneByOrFail({ id: user.id }))) };
    });
  }

  async changeRole(id: string, role: StaffRole): Promise<Result<StaffAccount>> {
    return this.underBeheerLock(id, async (em, user) => {
      if (user.active && user.role === StaffRole.BEHEER && role !== StaffRole.BEHEER && (await activeBeheer(em)) <= 1) {
        return refuse('LAST_BEHEER', ['input', 'role'], T.lastBeheer);
      }
      await em.query('UPDATE staff_user SET role = $2 WHERE id = $1', [user.id, role]);
      return { ok: true, value: account({ ...user, role }) };
    });
  }

  async passwordResetLink(id: string, by: string): Promise<Result<LinkInfo>> {
    const user = await this.findUser(this.ds.manager, id);
    if (!user) return refuse('STAFF_NOT_FOUND', ['input', 'id'], T.notFound);
    if (!user.active) return refuse('ACCOUNT_INACTIVE', ['input', 'id'], T.inactive);
    return this.ds.transaction(async (em) => {
      // One reset link at a time: a new one voids the ones handed before.
      await em.query(`UPDATE staff_link SET used_at = now() WHERE kind = 'password-reset' AND staff_user_id = $1 AND used_at IS NULL`, [user.id]);
      const link = await this.newLink(em, { kind: 'password-reset', email: user.email, name: user.name, role: user.role, staffUserId: user.id, createdBy: by });
      return { ok: true, value: link };
    });
  }

  /** The signed-in member's own password: the current one first; their other sessions end. */
  async changePassword(user: StaffUser, sessionToken: string | undefined, input: { currentPassword: string; newPassword: string }, clientAddress: string): Promise<Result<true>> {
    const form = checked(staffPasswordChangeForm, input);
    if (!form.ok) return form;
    if (!(await this.limits.signInClient.take(clientAddress)).ok) return refuse('RATE_LIMITED', null, texts.staff.rateLimited(GUARDRAILS.signIn.windowMinutes));
    const stored = await this.ds.getRepository(StaffUser).findOneByOrFail({ id: user.id });
    if (!(await verifyPassword(input.currentPassword.slice(0, STAFF_PASSWORD_MAX_LENGTH), stored.passwordHash))) return refuse('WRONG_PASSWORD', ['input', 'currentPassword'], T.wrongPassword);
    await this.limits.signInClient.giveBack(clientAddress);
    const passwordHash = await hashPassword(input.newPassword);
    await this.ds.transaction(async (em) => {
      await em.query('UPDATE staff_user SET password_hash = $2 WHERE id = $1', [user.id, passwordHash]);
      await em.query('DELETE FROM staff_session WHERE staff_user_id = $1 AND token_hash <> $2', [user.id, sessionToken ? hashToken(sessionToken) : '']);
    });
    return { ok: true, value: true };
  }

  private async newLink(em: EntityManager, link: Pick<StaffLink, 'kind' | 'email' | 'name' | 'role' | 'staffUserId' | 'createdBy'>): Promise<LinkInfo> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + STAFF_LINK_VALID_DAYS * 24 * 3600_000);
    await em.getRepository(StaffLink).insert({ ...link, tokenHash: hashToken(token), expiresAt });
    return { path: `${LINK_PATHS[link.kind]}${token}`, expiresAt };
  }

  /** Takes a link once (rate-limited per client like sign-in: a wrong token keeps its point). */
  private async useLink<T>(kind: StaffLink['kind'], token: string, clientAddress: string, use: (em: EntityManager, link: StaffLink) => Promise<Result<T>>): Promise<Result<T>> {
    if (!(await this.limits.signInClient.take(clientAddress)).ok) return refuse('RATE_LIMITED', null, texts.staff.rateLimited(GUARDRAILS.signIn.windowMinutes));
    const invalid = refuse('LINK_INVALID', ['input', 'token'], T.linkInvalid);
    if (!isWellFormedToken(token)) return invalid;
    const result = await this.ds.transaction(async (em): Promise<Result<T>> => {
      // Marked used in the same statement that finds it: two requests with one token cannot both get it.
      const rows = (await em.query(
        `UPDATE staff_link SET used_at = now() WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now() RETURNING email, name, role, staff_user_id AS "staffUserId"`,
        [hashToken(token), kind],
      )) as [StaffLink[], number];
      const link = rows[0][0];
      if (!link) return invalid;
      const done = await use(em, link);
      if (!done.ok) throw new Refused(done);
      return done;
    }).catch((error: unknown) => {
      if (error instanceof Refused) return error.refusal;
      throw error;
    });
    if (result.ok) await this.limits.signInClient.giveBack(clientAddress);
    return result;
  }

  private async findUser(em: EntityManager, id: string): Promise<StaffUser | null> {
    return /^\d{1,9}$/.test(id) ? em.getRepository(StaffUser).findOneBy({ id: Number(id) }) : null;
  }

  /** Runs a change of an account in one transaction under the lock that keeps the last active beheer account. */
  private underBeheerLock(id: string, change: (em: EntityManager, user: StaffUser) => Promise<Result<StaffAccount>>): Promise<Result<StaffAccount>> {
    return this.ds.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('staff-last-beheer'))`);
      const user = await this.findUser(em, id);
      if (!user) return refuse('STAFF_NOT_FOUND', ['input', 'id'], T.notFound);
      return change(em, user);
    });
  }
}

async function activeBeheer(em: EntityManager): Promise<number> {
  const [{ count }] = (await em.query(`SELECT count(*)::int AS count FROM staff_user WHERE active AND role = 'beheer'`)) as [{ count: number }];
  return count;
}

/** Rolls back a link's transaction when its use is refused (so the link stays unused). */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super('refused');
  }
}
