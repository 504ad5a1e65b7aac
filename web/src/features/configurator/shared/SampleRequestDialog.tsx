import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { SAMPLE_REQUEST_MAX_LENGTH, sampleRequestForm } from '@lumina/schema';
import { describedBy, FieldError, FormDialog, formDialogInput as inputClass } from '../../../components/FormDialog';
import { useToast } from '../../../components/toast';
import { SampleRequestCreateDocument } from '../../../gql/configurator';
import { configuratorTexts } from '../../../i18n/configurator';
import { showUserErrors, useSchemaForm } from '../../../lib/forms';

const t = configuratorTexts.sample;

/** What the shopper types; the colour is the one chosen on the page. */
type Typed = 'name' | 'address' | 'email';

interface SampleRequestDialogProps {
  productId: string;
  /** The colour chosen on the page, as the product spells it ('Grijs'); its hex for the chip. */
  colour: { name: string; hex: string | null };
  /** The page offers other colours to choose (then the dialog says so). */
  choosable: boolean;
  /** Called with the colour the server stored, once the request was received. */
  onSent: (colour: string) => void;
}

/**
 * 'Gratis kleurstaal aanvragen' (SPEC §2 Authentics, §3 "Colour sample request", §4), on every configurator: Naam,
 * Adres, E-mailadres and 'Verstuur aanvraag', for the colour chosen on the page. Unlike the spec's mock the request is sent
 * (sampleRequestCreate) and stored for staff. Checked by the sample request form's rules (schema/src/forms);
 * refusals, the browser's or the server's, appear under their field, tied with aria-describedby; others above
 * the buttons. The draft stays until the request was received, also when the dialog is closed.
 */
export function SampleRequestDialog({ productId, colour, choosable, onSent }: SampleRequestDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const empty = { color: colour.name, name: '', address: '', email: '' };
  const form = useSchemaForm(sampleRequestForm, empty);
  const { formState, watch, reset, setValue, setError, clearErrors, sending } = form;
  const [send] = useMutation(SampleRequestCreateDocument);
  const { toast } = useToast();
  const complete = watch(['name', 'address', 'email']).every((value) => (value ?? '').trim() !== '');
  const { errors } = formState;

  const onOpenChange = (next: boolean) => {
    // The colour is the one chosen on the page now; an error about the colour belonged to the one before.
    if (next) {
      setValue('color', colour.name);
      clearErrors('color');
    }
    setOpen(next);
  };

  const onSubmit = form.submit(async (values) => {
    try {
      const { data } = await send({ variables: { input: { productId, ...values } } });
      const result = data?.sampleRequestCreate;
      if (result?.sampleRequest) {
        reset(empty);
        setOpen(false);
        onSent(result.sampleRequest.color);
        toast({ variant: 'success', title: t.sentTitle, description: t.sentText(result.sampleRequest.color) });
        return;
      }
      if (!result?.userErrors.length) throw new Error('sampleRequestCreate answered neither a request nor user errors');
      showUserErrors(form, result.userErrors);
    } catch {
      setError('root.server', { message: t.failed });
    }
  });

  const textField = (field: Typed, label: string, autoComplete: string, type = 'text') => {
    const controlId = `${id}-${field}`;
    const error = errors[field]?.message;
    const common = {
      ...form.field(field),
      id: controlId,
      autoComplete,
      maxLength: SAMPLE_REQUEST_MAX_LENGTH[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(controlId, error),
    };
    return (
      <div>
        <label htmlFor={controlId} className="font-medium">
          {label}
        </label>
        {field === 'address' ? <textarea {...common} rows={3} className={inputClass} /> : <input {...common} type={type} className={`${inputClass} min-h-11`} />}
        <FieldError controlId={controlId} error={error} />
      </div>
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink px-5 font-medium hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <span aria-hidden="true" className="block size-4 rounded-full border border-ink/40" style={colour.hex ? { backgroundColor: colour.hex } : undefined} />
          {t.open}
        </button>
      }
      title={t.title}
      description={t.text}
      closeLabel={t.close}
      cancelLabel={t.cancel}
      submitLabel={t.submit}
      sendingLabel={t.sending}
      sending={sending}
      canSubmit={complete}
      onSubmit={onSubmit}
      general={errors.root?.server?.message ?? null}
      // Straight to what the shopper types (the colour above is the one chosen on the page).
      initialFocus={() => document.getElementById(`${id}-name`)}
    >
      <div>
        <label htmlFor={`${id}-color`} className="font-medium">
          {t.colour}
        </label>
        <div className="mt-1 flex items-center gap-3">
          <span aria-hidden="true" className="block size-8 shrink-0 rounded-full border border-ink/40" style={colour.hex ? { backgroundColor: colour.hex } : undefined} />
          <input
            {...form.field('color')}
            id={`${id}-color`}
            readOnly
            aria-invalid={errors.color ? true : undefined}
            aria-describedby={describedBy(`${id}-color`, errors.color?.message, ...(choosable ? [`${id}-color-hint`] : []))}
            className="min-h-11 w-full rounded-lg border border-line bg-sand px-3 font-medium text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-invalid:border-danger"
          />
        </div>
        {choosable && (
          <p id={`${id}-color-hint`} className="mt-1 text-sm text-ink-soft">
            {t.colourHint}
          </p>
        )}
        <FieldError controlId={`${id}-color`} error={errors.color?.message} />
      </div>
      {textField('name', t.name, 'name')}
      {textField('address', t.address, 'street-address')}
      {textField('email', t.email, 'email', 'email')}
    </FormDialog>
  );
}
