/**
 * The staff account forms (issue 20): inviting a colleague (name, e-mail address, role), choosing a password with a
 * one-time link (an invitation, a reset), and changing one's own. The staff screens check them before sending and the
 * server answers the same words in its userErrors.
 */
import * as z from 'zod/mini';
import { choice, email, refuse, secret, text } from './fields';
import { FIELD_TEXTS as F, FORM_MESSAGES } from './messages';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from './staff-sign-in';

/** Longest name and e-mail address of a staff account, in characters (after trimming). */
export const STAFF_ACCOUNT_MAX_LENGTH = { name: 120, email: 254 } as const;

/** A new password, exactly as typed (its spaces are part of it): from the minimum to the maximum length. */
const newPassword = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => value ?? ''),
).check(
  z.superRefine((value: string, ctx) => {
    if (value.length < STAFF_PASSWORD_MIN_LENGTH) refuse(ctx, ['PASSWORD_TOO_SHORT', FORM_MESSAGES.passwordTooShort(STAFF_PASSWORD_MIN_LENGTH)]);
    else if (value.length > STAFF_PASSWORD_MAX_LENGTH) refuse(ctx, ['TOO_LONG', FORM_MESSAGES.passwordTooLong(STAFF_PASSWORD_MAX_LENGTH)]);
  }),
);

export const staffInviteForm = z.object({
  name: text(F.staffName, STAFF_ACCOUNT_MAX_LENGTH.name),
  email: email(F.staffEmail, STAFF_ACCOUNT_MAX_LENGTH.email),
  role: choice(F.staffRole.required),
});

/** The password chosen with a one-time link. */
export const staffPasswordForm = z.object({ password: newPassword });

/** One's own password: the current one, then the new one. */
export const staffPasswordChangeForm = z.object({
  currentPassword: secret(F.currentPassword),
  newPassword,
});

/** What the staff account forms can refuse a field for (StaffAccountErrorCode holds them). */
export const STAFF_ACCOUNT_FORM_CODES = ['REQUIRED', 'TOO_LONG', 'INVALID', 'INVALID_EMAIL', 'PASSWORD_TOO_SHORT'] as const;
