import { useId, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { StaffTwoFactorDisableDocument, StaffTwoFactorDocument } from '../../../gql/admin';
import { adminStaff } from '../../../i18n/admin-staff';
import { adminTwoFactor } from '../../../i18n/admin-two-factor';
import { endSessionIfExpired, setSignedInStaff, useSessionExpiry, useStaff } from '../shared/staff';
import { LoadError, secondaryButton } from '../shared/ui';
import { CodeForm } from './CodeForm';
import { TwoFactorSetup } from './TwoFactorSetup';

const t = adminTwoFactor.account;

/**
 * The signed-in member's two-factor sign-in (on /admin/wachtwoord, every role): off → set it up here (QR code, a first
 * code, the recovery codes); on → how many recovery codes are left, and switching it off with a current code. Beheer
 * must have it: switching it off signs them out, and they set it up anew at the next sign-in (a new phone).
 */
export function TwoFactorSection() {
  const id = useId();
  const client = useApolloClient();
  const staff = useStaff();
  const status = useQuery(StaffTwoFactorDocument);
  useSessionExpiry(status.error);
  const [disable] = useMutation(StaffTwoFactorDisableDocument);
  const [settingUp, setSettingUp] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const state = status.data?.staffTwoFactor;

  let body;
  if (status.error && !state) body = <LoadError error={status.error} message={t.loadFailed} onRetry={() => void status.refetch()} />;
  else if (!state) body = <p role="status">{adminTwoFactor.setup.loading}</p>;
  else if (settingUp)
    body = (
      <TwoFactorSetup
        email={staff.email}
        required={false}
        onDone={() => {
          setSettingUp(false);
          setNotice(t.done);
          void status.refetch();
        }}
      />
    );
  else if (!state.enabled)
    body = (
      <>
        <p className="mt-2 text-ink-soft">{t.off}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-4`}
          onClick={() => {
            setNotice(null);
            setSettingUp(true);
          }}
        >
          {t.start}
        </button>
      </>
    );
  else
    body = (
      <>
        <p className="mt-2 text-ink-soft">{t.on}</p>
        <p className="mt-2 text-ink-soft">{t.recoveryLeft(state.recoveryCodesLeft)}</p>
        <h3 className="mt-6 text-lg font-semibold">{t.disableTitle}</h3>
        <p className="mt-1 text-ink-soft">{state.required ? t.disableRequired : t.disableIntro}</p>
        <CodeForm
          submitLabel={t.disableSubmit}
          sendingLabel={t.disableSending}
          failed={adminStaff.failed}
          onSend={async (code) => {
            try {
              const { data } = await disable({ variables: { input: { code } } });
              const payload = data?.staffTwoFactorDisable;
              if (!payload) throw new Error('staffTwoFactorDisable answered nothing');
              if (payload.userErrors.length) return payload.userErrors;
              if (payload.signedOut) {
                // Beheer without two-factor has no session: to the sign-in, which sets it up anew.
                await client.clearStore();
                setSignedInStaff(client, null);
                return null;
              }
              setNotice(t.disabled);
              await status.refetch();
              return null;
            } catch (failure) {
              if (endSessionIfExpired(client, failure)) return null;
              throw failure;
            }
          }}
        />
      </>
    );

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 border-t border-line pt-8">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {t.title}
      </h2>
      <div role="status" className="mt-3 empty:mt-0">
        {notice && <p className="rounded-xl bg-success-soft px-4 py-3 font-medium text-ink">{notice}</p>}
      </div>
      <div className="mt-2">{body}</div>
    </section>
  );
}
