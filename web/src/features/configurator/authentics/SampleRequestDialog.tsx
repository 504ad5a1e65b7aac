import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormDialog, formDialogInput as inputClass, useFormErrors } from '../../../components/FormDialog';
import { useToast } from '../../../components/toast';
import { SampleRequestCreateDocument } from '../../../gql/configurator';
import { authenticsTexts } from '../../../i18n/configurator-authentics';

const t = authenticsTexts.sample;

export interface SampleDraft {
  name: string;
  address: string;
  email: string;
}
export const EMPTY_SAMPLE_DRAFT: SampleDraft = { name: '', address: '', email: '' };

/** The fields a server error can point at: the three typed ones and the colour chosen on the page. */
type Field = keyof SampleDraft | 'color';
const FIELDS: readonly Field[] = ['name', 'address', 'email', 'color'];
/** The server's limits (SampleRequestInput), so a shopper cannot type past them. */
const MAX_LENGTH: Record<keyof SampleDraft, number> = { name: 100, address: 300, email: 254 };

interface SampleRequestDialogProps {
  productId: string;
  /** The colour chosen on the page, as the product spells it ('Grijs'); its hex for the chip. */
  colour: { name: string; hex: string | null };
  draft: SampleDraft;
  onDraftChange: (draft: SampleDraft) => void;
  /** Called with the colour the server stored, once the request was received. */
  onSent: (colour: string) => void;
}

/**
 * 'Gratis kleurstaal aanvragen' (SPEC §2 Authentics, §3 "Colour sample request", §4): Naam, Adres, E-mailadres
 * and 'Verstuur aanvraag', for the colour chosen on the page. Unlike the spec's mock the request is sent
 * (sampleRequestCreate) and stored for staff. The server's refusals appear under their field, tied with
 * aria-describedby; others above the buttons. The draft stays until the request was received.
 */
export function SampleRequestDialog({ productId, colour, draft, onDraftChange, onSent }: SampleRequestDialogProps) {
  const [open, setOpen] = useState(false);
  const { id, errors, setErrors, general, setGeneral, take, forget, reset, describedBy, errorText } = useFormErrors(FIELDS, t.failed);
  const [send, { loading }] = useMutation(SampleRequestCreateDocument);
  const { toast } = useToast();
  const nameRef = useRef<HTMLInputElement>(null);
  const complete = draft.name.trim() !== '' && draft.address.trim() !== '' && draft.email.trim() !== '';

  const change = (patch: Partial<SampleDraft>) => {
    onDraftChange({ ...draft, ...patch });
    forget(Object.keys(patch));
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // A colour error belongs to the colour as it was; the shopper may choose another one meanwhile.
    if (next) setErrors(({ color: _colour, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || loading) return;
    setGeneral(null);
    try {
      const { data } = await send({ variables: { input: { productId, color: colour.name, ...draft } } });
      const result = data?.sampleRequestCreate;
      if (result?.sampleRequest) {
        reset();
        onDraftChange(EMPTY_SAMPLE_DRAFT);
        setOpen(false);
        onSent(result.sampleRequest.color);
        toast({ variant: 'success', title: t.sentTitle, description: t.sentText(result.sampleRequest.color) });
        return;
      }
      take(result?.userErrors ?? []);
    } catch {
      setGeneral(t.failed);
    }
  };

  const textField = (field: keyof SampleDraft, label: string, autoComplete: string, type = 'text') => {
    const common = {
      id: `${id}-${field}`,
      value: draft[field],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change({ [field]: e.target.value }),
      autoComplete,
      maxLength: MAX_LENGTH[field],
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy(field),
    };
    return (
      <div>
        <label htmlFor={`${id}-${field}`} className="font-medium">
          {label}
        </label>
        {field === 'address' ? (
          <textarea {...common} rows={3} className={inputClass} />
        ) : (
          <input {...common} ref={field === 'name' ? nameRef : undefined} type={type} className={`${inputClass} min-h-11`} />
        )}
        {errorText(field)}
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
      sending={loading}
      canSubmit={complete}
      onSubmit={(event) => void onSubmit(event)}
      general={general}
      // Straight to what the shopper types (the colour above is the one chosen on the page).
      initialFocus={() => nameRef.current}
    >
      <div>
        <label htmlFor={`${id}-color`} className="font-medium">
          {t.colour}
        </label>
        <div className="mt-1 flex items-center gap-3">
          <span aria-hidden="true" className="block size-8 shrink-0 rounded-full border border-ink/40" style={colour.hex ? { backgroundColor: colour.hex } : undefined} />
          <input
            id={`${id}-color`}
            readOnly
            value={colour.name}
            aria-invalid={errors.color ? true : undefined}
            aria-describedby={describedBy('color', `${id}-color-hint`)}
            className="min-h-11 w-full rounded-lg border border-line bg-sand px-3 font-medium text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-invalid:border-danger"
          />
        </div>
        <p id={`${id}-color-hint`} className="mt-1 text-sm text-ink-soft">
          {t.colourHint}
        </p>
        {errorText('color')}
      </div>
      {textField('name', t.name, 'name')}
      {textField('address', t.address, 'street-address')}
      {textField('email', t.email, 'email', 'email')}
    </FormDialog>
  );
}
