import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { describedBy, FieldError, FormDialog, formDialogInput as inputClass } from '../../../components/FormDialog';
import { StaffInviteDocument, type StaffRole } from '../../../gql/admin';
import { adminStaff } from '../../../i18n/admin-staff';
import { showUserErrors } from '../../../lib/forms';
import { endSessionIfExpired } from '../shared/staff';
import { primaryButton } from '../shared/ui';
import type { HandedLink } from './StaffLinkPanel';

const t = adminStaff.invite;
const ROLES: StaffRole[] = ['ATELIER', 'KLANTENSERVICE', 'BEHEER'];

interface InviteValues {
  name: string;
  email: string;
  role: StaffRole;
}

const EMPTY: InviteValues = { name: '', email: '', role: 'ATELIER' };

/** 'Medewerker uitnodigen': name, e-mail address and role; the server answers a one-time link, shown on the page. */
export function InviteDialog({ onLink }: { onLink: (link: HandedLink) => void }) {
  const id = useId();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const form = useForm<InviteValues>({ defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const { register, formState, watch, reset, setError } = form;
  const { errors } = formState;
  const [invite, { loading }] = useMutation(StaffInviteDocument);

  const onSubmit = form.handleSubmit(async (input) => {
    if (loading) return;
    try {
      const { data } = await invite({ variables: { input: { ...input, name: input.name.trim(), email: input.email.trim() } } });
      const payload = data?.staffInvite;
      if (!payload) throw new Error('staffInvite answered nothing');
      if (!payload.link) {
        showUserErrors(form, payload.userErrors);
        return;
      }
      setOpen(false);
      onLink({ title: adminStaff.link.invitationTitle(input.name.trim()), path: payload.link.path, expiresAt: payload.link.expiresAt });
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setError('root.server', { message: adminStaff.failed });
    }
  });

  const control = (name: keyof InviteValues) => ({
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
      sending={loading || formState.isSubmitting}
      canSubmit={watch('name').trim() !== '' && watch('email').trim() !== ''}
      onSubmit={(event) => void onSubmit(event)}
      general={errors.root?.server?.message ?? null}
      initialFocus={() => document.getElementById(`${id}-name`)}
    >
      <div>
        <label htmlFor={`${id}-name`} className="font-medium">
          {t.name}
        </label>
        <input {...register('name', { validate: (v) => v.trim() !== '' || t.nameRequired })} {...control('name')} autoComplete="off" />
        <FieldError controlId={`${id}-name`} error={errors.name?.message} />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="font-medium">
          {t.email}
        </label>
        <input {...register('email', { validate: (v) => v.trim() !== '' || t.emailRequired })} {...control('email')} type="email" autoComplete="off" spellCheck={false} />
        <FieldError controlId={`${id}-email`} error={errors.email?.message} />
      </div>
      <div>
        <label htmlFor={`${id}-role`} className="font-medium">
          {t.role}
        </label>
        <select {...register('role')} {...control('role')}>
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
