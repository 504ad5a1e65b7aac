/**
 * Staff accounts run by beheer (issue 20, ARCHITECTURE §5): invite with a one-time link, deactivate (sessions end at
 * once), change a role, hand a one-time password reset link; every member changes their own password. Links are
 * 256-bit tokens kept only as their SHA-256, valid once and for STAFF_LINK_VALID_DAYS. At least one active beheer account always
 * remains: every change that could take the last one away runs under one advisory lock, so two at once cannot both pass.
 *
 * Issue 30: a link's token travels in the address's fragment (`/admin/uitnodiging#…`), which a browser never sends, and
 * from there in the body of the mutation that uses it, so no request log holds it. A link lives only while its maker
 * may make it: deactivating them (staff.service.ts) or taking beheer from them revokes their unused links, and beheer
 * lists the pending invitations and revokes one. A refused link says why: unknown or used, expired, or revoked.
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
import type { StaffAccount, StaffAccountUserError, StaffInvitation } from './staff-accounts.types';
import type { RateLimits } from '../ratelimit/rate-limits';
import { GUARDRAILS } from '../guardrails';
import { keysetPage, type ConnectionArgs, type ConnectionData } from '../api/connection';

/** The page of each kind of link; the token follows after `#`, so the browser keeps it to itself. */
const LINK_PATHS = { invitation: '/admin/uitnodiging#', 'password-reset': '/admin/wachtwoord-herstellen#' } as const;
const T = texts.staffAccounts;

type Refusal = { ok: false; userErrors: StaffAccountUserError[] };
type Result<T> = { ok: true; value: T } | Refusal;
const refuse = (code: StaffAccountUserError['code'], field: string[] | null, message: string): Refusal => ({ ok: false, userErrors: [{ code, field, message }] });
export interface LinkInfo {
  path: string;
  expiresAt: Date;
}
/** Who makes a link: the signed-in member. */
export interface LinkMaker {
  id: number;
  name: string;
}

function account(user: StaffUser): StaffAccount {
  const { email, name, role, active, createdAt, lastSignedInAt } = user;
  return { id: String(user.id), email, name, role, active, createdAt, lastSignedInAt, twoFactorEnabled: user.twoFactorEnabledAt !== null };
}

function invitation(link: StaffLink): StaffInvitation {
  const { email, name, role, createdBy, createdAt, expiresAt } = link;
  return { id: String(link.id), email, name, role, invitedBy: createdBy, createdAt, expiresAt };
}

/** An invitation that can still be used: neither used, revoked nor expired. */
const PENDING_INVITATION = `l.kind = 'invitation' AND l.used_at IS NULL AND l.revoked_at IS NULL AND l.expires_at > now()`;

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

  /** The invitations that can still be used, oldest first. */
  async pendingInvitations(args: ConnectionArgs): Promise<ConnectionData<StaffInvitation>> {
    const query = this.ds.getRepository(StaffLink).createQueryBuilder('l').where(PENDING_INVITATION);
    const page = await keysetPage(query, [{ expr: 'l.id', type: 'int' }], 'ASC', args);
    return { ...page, nodes: page.nodes.map(invitation), edges: page.edges.map((edge) => ({ ...edge, node: invitation(edge.node) })) };
  }

  /** Revokes a pending invitation: its link works no more. */
  async revokeInvitation(id: string): Promise<Result<StaffInvitation>> {
    if (!/^\d{1,9}$/.test(id)) return refuse('INVITATION_NOT_FOUND', ['id'], T.invitationNotFound);
    const [rows] = (await this.ds.query(
      `UPDATE staff_link l SET revoked_at = now() WHERE l.id = $1 AND ${PENDING_INVITATION}
       RETURNING id, email, name, role, created_by AS "createdBy", created_at AS "createdAt", expires_at AS "expiresAt"`,
      [Number(id)],
    )) as [StaffLink[], number];
    return rows[0] ? { ok: true, value: invitation(rows[0]) } : refuse('INVITATION_NOT_FOUND', ['id'], T.invitationNotFound);
  }

  async invite(input: { email: string; name: string; role: StaffRole }, by: LinkMaker): Promise<Result<LinkInfo>> {
    const form = checked(staffInviteForm, input);
    if (!form.ok) return form;
    const email = form.value.email.toLowerCase();
    const { name } = form.value;
    if (await this.ds.getRepository(StaffUser).existsBy({ email })) return refuse('EMAIL_TAKEN', ['input', 'email'], T.emailTaken);
    return { ok: true, value: await this.newLink(this.ds.manager, { kind: 'invitation', email, name, role: input.role, staffUserId: null }, by) };
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
      // Only beheer makes links: one who loses the role loses the links they made.
      if (role !== StaffRole.BEHEER) await this.staff.revokeLinksBy(user.id, em);
      return { ok: true, value: account({ ...user, role }) };
    });
  }

  async passwordResetLink(id: string, by: LinkMaker): Promise<Result<LinkInfo>> {
    const user = await this.findUser(this.ds.manager, id);
    if (!user) return refuse('STAFF_NOT_FOUND', ['input', 'id'], T.notFound);
    if (!user.active) return refuse('ACCOUNT_INACTIVE', ['input', 'id'], T.inactive);
    return this.ds.transaction(async (em) => {
      // One reset link at a time: a new one voids the ones handed before.
      await em.query(`UPDATE staff_link SET used_at = now() WHERE kind = 'password-reset' AND staff_user_id = $1 AND used_at IS NULL`, [user.id]);
      const link = await this.newLink(em, { kind: 'password-reset', email: user.email, name: user.name, role: user.role, staffUserId: user.id }, by);
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

  private async newLink(em: EntityManager, link: Pick<StaffLink, 'kind' | 'email' | 'name' | 'role' | 'staffUserId'>, by: LinkMaker): Promise<LinkInfo> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + STAFF_LINK_VALID_DAYS * 24 * 3600_000);
    await em.getRepository(StaffLink).insert({ ...link, createdBy: by.name, createdById: by.id, tokenHash: hashToken(token), expiresAt });
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
        `UPDATE staff_link SET used_at = now()
          WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
          RETURNING email, name, role, staff_user_id AS "staffUserId"`,
        [hashToken(token), kind],
      )) as [StaffLink[], number];
      const link = rows[0][0];
      if (!link) return this.whyUnusable(em, kind, token);
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

  /** Why a link cannot be used, as its holder should read it: revoked, expired, or unknown or used already. */
  private async whyUnusable(em: EntityManager, kind: StaffLink['kind'], token: string): Promise<Refusal> {
    const [link] = (await em.query(`SELECT used_at IS NOT NULL AS used, revoked_at IS NOT NULL AS revoked, expires_at <= now() AS expired FROM staff_link WHERE token_hash = $1 AND kind = $2`, [
      hashToken(token),
      kind,
    ])) as { used: boolean; revoked: boolean; expired: boolean }[];
    if (link && !link.used && link.revoked) return refuse('LINK_REVOKED', ['input', 'token'], T.linkRevoked);
    if (link && !link.used && link.expired) return refuse('LINK_EXPIRED', ['input', 'token'], T.linkExpired);
    return refuse('LINK_INVALID', ['input', 'token'], T.linkInvalid);
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
