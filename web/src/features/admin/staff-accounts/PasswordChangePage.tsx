import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { StaffPasswordChangeDocument } from '../../../gql/admin';
import { adminStaff } from '../../../i18n/admin-staff';
import { showUserErrors, useSchemaForm } from '../../../lib/forms';
import { endSessionIfExpired } from '../shared/staff';
import { AdminPageHeading } from '../shared/ui';
import { staffPasswordChangeForm } from '@lumina/schema';
import { PasswordForm } from './PasswordForm';
import { TwoFactorSection } from '../two-factor/TwoFactorSection';

const t = adminStaff.password;

/**
 * /admin/wachtwoord (every role): the current password, then a new one of at least 12 characters; other sessions end.
 * Below it the member's two-factor sign-in (on or off; required for beheer).
 */
export default function PasswordChangePage() {
  const client = useApolloClient();
  const [done, setDone] = useState(false);
  const form = useSchemaForm(staffPasswordChangeForm, { currentPassword: '', newPassword: '' });
  const [change, { loading }] = useMutation(StaffPasswordChangeDocument);

  const onSubmit = form.submit(async (input) => {
    setDone(false);
    try {
      const { data } = await change({ variables: { input } });
      const payload = data?.staffPasswordChange;
      if (!payload) throw new Error('staffPasswordChange answered nothing');
      if (!payload.changed) {
        showUserErrors(form, payload.userErrors);
        return;
      }
      form.reset();
      setDone(true);
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) form.setError('root.server', { message: adminStaff.failed });
    }
  });

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <AdminPageHeading title={t.title} intro={t.intro} />
      <div role="status" className="mt-4 empty:mt-0">
        {done && <p className="rounded-xl bg-success-soft px-4 py-3 font-medium text-ink">{t.done}</p>}
      </div>
      <PasswordForm
        form={form}
        sending={loading || form.sending}
        onSubmit={onSubmit}
        submitLabel={t.submit}
        sendingLabel={t.sending}
        fields={[
          { name: 'currentPassword', label: t.current, autoComplete: 'current-password' },
          { name: 'newPassword', label: t.next, hint: t.hint, autoComplete: 'new-password' },
        ]}
      />
      <TwoFactorSection />
    </div>
  );
}
