import { useId, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { describedBy, FieldError, FormDialog, formDialogInput as inputClass } from '../../../components/FormDialog';
import { StaffInviteDocument, type StaffRole } from '../../../gql/admin';
import { adminStaff } from '../../../i18n/admin-staff';
import { showUserErrors, useSchemaForm } from '../../../lib/forms';
import { staffInviteForm } from '@lumina/schema';
import { endSessionIfExpired } from '../shared/staff';
import { primaryButton } from '../shared/ui';
import type { HandedLink } from './StaffLinkPanel';

const t = adminStaff.invite;
const ROLES: StaffRole[] = ['ATELIER', 'KLANTENSERVICE', 'BEHEER'];

const EMPTY = { name: '', email: '', role: 'ATELIER' satisfies StaffRole };
type InviteField = keyof typeof EMPTY;

/** 'Medewerker uitnodigen': name, e-mail address and role; the server answers a one-time link, shown on the page. */
export function InviteDialog({ onLink }: { onLink: (link: HandedLink) => void }) {
  const id = useId();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  // The schema's rules (schema/src/forms/staff-accounts.ts), as the server checks them.
  const form = useSchemaForm(staffInviteForm, EMPTY);
  const { formState, watch, reset, setError } = form;
  const { errors } = formState;
  const [invite, { loading }] = useMutation(StaffInviteDocument);

  const onSubmit = form.submit(async (input) => {
    try {
      const { data } = await invite({ variables: { input: { ...input, role: input.role as StaffRole } } });
      const payload = data?.staffInvite;
      if (!payload) throw new Error('staffInvite answered nothing');
      if (!payload.link) {
        showUserErrors(form, payload.userErrors);
        return;
      }
      setOpen(false);
      onLink({ title: adminStaff.link.invitationTitle(input.name), path: payload.link.path, expiresAt: payload.link.expiresAt });
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setError('root.server', { message: adminStaff.failed });
    }
  });

  const control = (name: InviteField) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${id}-${name}`, errors[name]?.message),
    className: inputClass,
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset(EMPTY);
        setOpen(next);
      }}
      trigger={
        <button type="button" className={primaryButton}>
          {t.button}
        </button>
      }
      title={t.title}
      description={t.description}
      closeLabel={adminStaff.close}
      cancelLabel={adminStaff.cancel}
      submitLabel={t.submit}
      sendingLabel={t.sending}
      sending={loading || form.sending}
      canSubmit={(watch('name') ?? '').trim() !== '' && (watch('email') ?? '').trim() !== ''}
      onSubmit={onSubmit}
      general={errors.root?.server?.message ?? null}
      initialFocus={() => document.getElementById(`${id}-name`)}
    >
      <div>
        <label htmlFor={`${id}-name`} className="font-medium">
          {t.name}
        </label>
        <input {...form.field('name', ['root'])} {...control('name')} autoComplete="off" />
        <FieldError controlId={`${id}-name`} error={errors.name?.message} />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="font-medium">
          {t.email}
        </label>
        <input {...form.field('email', ['root'])} {...control('email')} type="email" autoComplete="off" spellCheck={false} />
        <FieldError controlId={`${id}-email`} error={errors.email?.message} />
      </div>
      <div>
        <label htmlFor={`${id}-role`} className="font-medium">
          {t.role}
        </label>
        <select {...form.field('role')} {...control('role')}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {adminStaff.roles[role]} – {adminStaff.roleHints[role]}
            </option>
          ))}
        </select>
        <FieldError controlId={`${id}-role`} error={errors.role?.message} />
      </div>
    </FormDialog>
  );
}
