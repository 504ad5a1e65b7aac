import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FormDialog } from '../../../components/FormDialog';
import { useToast } from '../../../components/toast';
import { AdminFabricSkuSettingsUpdateDocument, type AdminFabricSkuDetailFragment, type FabricSkuSettingsInput } from '../../../gql/admin';
import { adminSkus } from '../../../i18n/admin-skus';
import { showUserErrors } from '../../../lib/forms';
import { endSessionIfExpired } from '../shared/staff';
import { secondaryButton } from '../shared/ui';

const t = adminSkus.settings;

type Setting = 'visibleOnFrontend' | 'sampleAvailable';
const SETTINGS: readonly Setting[] = ['visibleOnFrontend', 'sampleAvailable'];

interface SkuSettingsDialogProps {
  /** The SKU open in Detailed View; null: none, and the button says to select one first. */
  fabric: Pick<AdminFabricSkuDetailFragment, 'internalSku' | 'fabricDisplayName' | 'visibleOnFrontend' | 'sampleAvailable'> | null;
}

function Switch({ id, label, hint, checked, onChange, error }: { id: string; label: string; hint: string; checked: boolean; onChange: (value: boolean) => void; error?: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-line p-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="mt-1 size-5 shrink-0 accent-[var(--color-accent)]"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * 'Settings' (SPEC §2, made real by the issue): Live/Hidden and 'Staal beschikbaar' of the SKU in Detailed
 * View, saved with `fabricSkuSettingsUpdate` (only what changed is sent; the server records who and when).
 * The answer's SKU updates the badges and the history everywhere through Apollo's cache; the server's
 * refusals are shown in the dialog, a save is confirmed by a toast.
 */
export function SkuSettingsDialog({ fabric }: SkuSettingsDialogProps) {
  const id = useId();
  const client = useApolloClient();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const form = useForm<Record<Setting, boolean>>({ defaultValues: { visibleOnFrontend: true, sampleAvailable: true } });
  const values = form.watch();
  const { errors } = form.formState;
  const [update, { loading }] = useMutation(AdminFabricSkuSettingsUpdateDocument);

  if (!fabric) {
    return (
      <div className="flex max-w-52 flex-col items-start gap-1">
        <button type="button" disabled aria-describedby={`${id}-why`} className={`${secondaryButton} disabled:cursor-not-allowed disabled:opacity-60`}>
          {t.button}
        </button>
        <p id={`${id}-why`} className="text-sm text-ink-soft">
          {t.selectFirst}
        </p>
      </div>
    );
  }

  const changes: Partial<Record<Setting, boolean>> = {};
  for (const setting of SETTINGS) if (values[setting] !== fabric[setting]) changes[setting] = values[setting];
  const changed = Object.keys(changes).length > 0;

  const onOpenChange = (next: boolean) => {
    if (next) form.reset({ visibleOnFrontend: fabric.visibleOnFrontend, sampleAvailable: fabric.sampleAvailable });
    setOpen(next);
  };

  const onSubmit = form.handleSubmit(async () => {
    if (!changed || loading) return;
    form.clearErrors();
    const input: FabricSkuSettingsInput = { internalSku: fabric.internalSku, ...changes };
    try {
      const { data } = await update({ variables: { input } });
      const payload = data?.fabricSkuSettingsUpdate;
      if (!payload) throw new Error('no payload');
      if (payload.userErrors.length > 0) {
        showUserErrors(form, payload.userErrors);
        return;
      }
      setOpen(false);
      toast({ title: t.saved(fabric.internalSku), variant: 'success' });
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) form.setError('root.server', { message: t.failed });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className={secondaryButton}>
          {t.button}
        </button>
      }
      title={t.title(fabric.internalSku)}
      description={t.description(fabric.fabricDisplayName)}
      closeLabel={t.close}
      cancelLabel={t.cancel}
      submitLabel={t.save}
      sendingLabel={t.saving}
      sending={loading}
      canSubmit={changed}
      onSubmit={(event) => void onSubmit(event)}
      general={errors.root?.server?.message ?? null}
    >
      <Switch
        id={`${id}-live`}
        label={t.live}
        hint={t.liveHint}
        checked={values.visibleOnFrontend}
        onChange={(value) => form.setValue('visibleOnFrontend', value)}
        error={errors.visibleOnFrontend?.message}
      />
      <Switch
        id={`${id}-sample`}
        label={t.sample}
        hint={t.sampleHint}
        checked={values.sampleAvailable}
        onChange={(value) => form.setValue('sampleAvailable', value)}
        error={errors.sampleAvailable?.message}
      />
    </FormDialog>
  );
}
