import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { StaffTwoFactorSetupConfirmDocument, StaffTwoFactorSetupDocument, type StaffMemberFragment } from '../../../gql/admin';
import { adminTwoFactor } from '../../../i18n/admin-two-factor';
import { adminShell } from '../../../i18n/admin-shell';
import { LoadError } from '../shared/ui';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';

const t = adminTwoFactor.setup;

/** The secret in groups of four, as apps print it and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting two-factor up for the member of the staff cookie (a sign-in awaiting it, or a signed-in member): the server
 * proposes a secret, shown as a QR code and as text for typing; a first code from the app confirms it; then the ten
 * recovery codes, once, and on (`onDone`, with the signed-in member).
 */
export function TwoFactorSetup({ email, required, onDone, continueLabel }: { email: string; required: boolean; onDone: (staff: StaffMemberFragment) => void; continueLabel?: string }) {
  const id = useId();
  const [propose, proposal] = useMutation(StaffTwoFactorSetupDocument);
  const [confirm] = useMutation(StaffTwoFactorSetupConfirmDocument);
  const [confirmed, setConfirmed] = useState<{ staff: StaffMemberFragment; codes: string[] } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const start = () => {
    setFailed(null);
    propose().then(
      ({ data }) => {
        const refused = data?.staffTwoFactorSetup.userErrors ?? [];
        if (refused.length) setFailed(refused.map((e) => e.message).join(' '));
      },
      () => setFailed(t.loadFailed),
    );
  };
  // Asked once when the screen opens (not twice under React's strict double effect: each proposal replaces the last).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start();
  });

  if (confirmed) return <RecoveryCodes codes={confirmed.codes} email={email} continueLabel={continueLabel} onContinue={() => onDone(confirmed.staff)} />;

  const setup = proposal.data?.staffTwoFactorSetup.setup;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="mt-2 text-ink-soft">{required ? t.introRequired : t.introOptional}</p>
      {failed ? (
        <div className="mt-4">
          <LoadError message={failed} onRetry={start} />
        </div>
      ) : !setup ? (
        <p role="status" className="mt-4 text-ink-soft">
          {t.loading}
        </p>
      ) : (
        <>
          <p className="mt-4 font-medium text-ink">{t.scan}</p>
          <img src={setup.qrCode} alt={t.qrAlt} width={200} height={200} className="mt-3 size-[200px] rounded-lg border border-line bg-white p-1" />
          <p className="mt-3 text-sm text-ink-soft">{t.manual}</p>
          <p className="mt-1">
            <code className="font-mono text-base break-words text-ink select-all">{grouped(setup.secret)}</code>
          </p>
          <CodeForm
            submitLabel={t.submit}
            sendingLabel={t.sending}
            failed={adminShell.login.failed}
            onSend={async (code) => {
              const { data } = await confirm({ variables: { input: { code } } });
              const payload = data?.staffTwoFactorSetupConfirm;
              if (!payload) throw new Error('staffTwoFactorSetupConfirm answered nothing');
              if (!payload.staff) return payload.userErrors;
              setConfirmed({ staff: payload.staff, codes: payload.recoveryCodes });
              return null;
            }}
          >
            <p className="font-medium text-ink">{t.confirm}</p>
          </CodeForm>
        </>
      )}
    </section>
  );
}
