/** Staff sign-in (ARCHITECTURE §5): an e-mail address and a password, both filled in; the account decides the rest. */
import * as z from 'zod/mini';
import { filled, secret } from './fields';
import { FIELD_TEXTS as F } from './messages';

/** The shortest staff password: STAFF_PASSWORD, an accepted invitation, a reset, a change. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** The longest: a slow hash of anything longer would only burn the server's time. */
export const STAFF_PASSWORD_MAX_LENGTH = 1024;
/** How long a one-time link (an invitation, a password reset) works, in days. */
export const STAFF_LINK_VALID_DAYS = 7;

export const staffSignInForm = z.object({
  email: filled(F.email),
  password: secret(F.password),
});

/** The second step of signing in, and confirming or switching off two-factor: a code from the app, or a recovery code. */
export const staffTwoFactorCodeForm = z.object({
  code: filled(F.twoFactorCode),
});

/** What the sign-in form can refuse a field for (StaffErrorCode holds it). */
export const STAFF_SIGN_IN_FORM_CODES = ['REQUIRED'] as const;
