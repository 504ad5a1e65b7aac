/**
 * Building blocks of the staff screens, so they look and behave alike: the page head (h1 and tab title),
 * badges, buttons, 'Meer laden', a load error with retry (or, refused to the role, who to ask for access) and an
 * empty state.
 */
import type { ReactNode, Ref } from 'react';
import { useDocumentTitle } from '../../../lib/page-head';
import { adminShell } from '../../../i18n/admin-shell';
import { formatStaffDateTime, isoOf } from '../../../lib/format';
import { rolesFor, STAFF_ROLE, type StaffRoleValue } from '@lumina/schema';
import { forbiddenOperation, useStaff } from './staff';

/** Button looks: the one main action, a quiet one, and one that undoes or refuses (reject). */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover disabled:cursor-wait disabled:opacity-70';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line bg-card px-5 font-medium text-ink hover:border-ink-soft hover:bg-sand disabled:cursor-wait disabled:opacity-70';
export const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-danger bg-card px-5 font-medium text-danger hover:bg-sand disabled:cursor-wait disabled:opacity-70';

/** A small spinner for a button that is busy (decoration: the button's text says it). */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  );
}

interface AdminPageHeadingProps {
  /** The h1, and the tab title ('{title} | {brand}'). */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** Beside the heading on wide screens, under it on phones (e.g. an export button). */
  actions?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * The head of a staff screen: one h1 (focusable, so a screen can move focus to it after a change), the tab
 * title and an optional intro and actions.
 */
export function AdminPageHeading({ title, intro, actions, ref }: AdminPageHeadingProps) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="max-w-3xl">
        <h1 ref={ref} tabIndex={-1} className="text-3xl font-semibold focus:outline-none md:text-4xl">
          {title}
        </h1>
        {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export type BadgeTone = 'neutral' | 'open' | 'done' | 'warning';

const badgeTone: Record<BadgeTone, string> = {
  neutral: 'border-line bg-sand text-ink',
  open: 'border-accent bg-card text-accent',
  done: 'border-success bg-success-soft text-success',
  warning: 'border-danger bg-card text-danger',
};

/** A short state label ('Open', 'Afgehandeld'); colour only repeats what the text says. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${badgeTone[tone]}`}>
      {children}
    </span>
  );
}

/** 'Meer laden': the next page of a cursor connection. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const t = adminShell.inbox;
  return (
    <div className="mt-6 flex justify-center">
      <button type="button" disabled={loading} onClick={onClick} className={secondaryButton}>
        {loading && <Spinner />}
        {loading ? t.loadingMore : t.loadMore}
      </button>
    </div>
  );
}

/** What a screen the member may not open says: who to ask for which role (the role table's), and their own role. */
function noAccessText(operation: string | null, role: StaffRoleValue) {
  const n = adminShell.noAccess;
  const allowed = operation ? rolesFor(operation) : [];
  // Beheer may open every screen: ask for the other role that may, when there is one.
  const asked = allowed.length > 1 ? allowed.filter((r) => r !== STAFF_ROLE.BEHEER) : allowed;
  return { text: asked.length ? n.text(asked.map((r) => n.roles[r])) : n.textAnyRole, yourRole: n.yourRole(n.roles[role]) };
}

/**
 * A staff screen the signed-in member's role may not open (the role table names `operation`, what the screen needs):
 * its own heading, and who to ask for which role. The staff frame shows it for a route the role may not open; a
 * screen shows it, through LoadError, when the server answers FORBIDDEN.
 */
export function NoAccess({ operation, heading = true }: { operation: string | null; heading?: boolean }) {
  const staff = useStaff();
  const { text, yourRole } = noAccessText(operation, STAFF_ROLE[staff.role]);
  const body = (
    <div className="rounded-2xl border border-line bg-card p-6">
      <p role="alert" className="font-medium text-ink">
        {text}
      </p>
      <p className="mt-2 text-ink-soft">{yourRole}</p>
    </div>
  );
  if (!heading) return body;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-8">
      <AdminPageHeading title={adminShell.noAccess.title} />
      <div className="mt-6 max-w-3xl">{body}</div>
    </div>
  );
}

/**
 * The data could not be loaded: say so (an alert) and offer to try again. When the server refused it to the member's
 * role (FORBIDDEN), say that instead, and who to ask: trying again would not help.
 */
export function LoadError({ message, onRetry, error }: { message: string; onRetry: () => void; error?: unknown }) {
  const forbidden = forbiddenOperation(error);
  if (forbidden !== null) return <NoAccess operation={forbidden || null} heading={false} />;
  return (
    <div className="rounded-2xl border border-line bg-card p-6">
      <p role="alert" className="text-ink">
        {message}
      </p>
      <button type="button" onClick={onRetry} className={`${primaryButton} mt-4`}>
        {adminShell.retry}
      </button>
    </div>
  );
}

/** Nothing to show yet: one calm sentence in a dashed box. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-dashed border-line bg-card p-8 text-center text-ink-soft">{children}</div>;
}

/** A date as staff read it ("23 nov 2026, 10:42"), with its machine-readable form. */
export function StaffTime({ value }: { value: unknown }) {
  return <time dateTime={isoOf(value)}>{formatStaffDateTime(value)}</time>;
}

/** What a staff action answered: done (a line the screen reader says politely), or refused (said at once). */
export interface Notice {
  text: string;
  error?: boolean;
}

/** The page's two live regions for what an action answered: a polite status when done, an alert when refused. */
export function NoticeLines({ notice }: { notice: Notice | null }) {
  return (
    <>
      <div role="status" className="mt-4 empty:mt-0">
        {notice && !notice.error && <p className="rounded-xl bg-success-soft px-4 py-3 font-medium text-ink">{notice.text}</p>}
      </div>
      <div role="alert" className="mt-4 empty:mt-0">
        {notice?.error && <p className="rounded-xl border-2 border-danger bg-card px-4 py-3 font-medium text-danger">{notice.text}</p>}
      </div>
    </>
  );
}
