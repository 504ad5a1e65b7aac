import { useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@apollo/client/react';
import { CloseIcon } from '../../../components/icons';
import { useToast } from '../../../components/toast';
import { ReviewCreateDocument } from '../../../gql/catalog';
import { catalogProductDetail } from '../../../i18n/catalog-product-detail';

const t = catalogProductDetail.reviews;

export interface ReviewDraft {
  name: string;
  rating: number;
  comment: string;
}
export const EMPTY_DRAFT: ReviewDraft = { name: '', rating: 0, comment: '' };

type Field = keyof ReviewDraft;
const FIELDS: readonly Field[] = ['name', 'rating', 'comment'];

interface ReviewDialogProps {
  productId: string;
  draft: ReviewDraft;
  onDraftChange: (draft: ReviewDraft) => void;
  onSent: () => void;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-line bg-page px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-invalid:border-accent';

/**
 * The write-review dialog (SPEC §2, §4, §5): name, 1–5 stars, text; 'Verstuur beoordeling' only with a name,
 * a text and a rating. The review is stored as pending and shown after staff approval; the shopper is told.
 * Refusals appear under their field (or above the buttons) and the draft stays.
 */
export function ReviewDialog({ productId, draft, onDraftChange, onSent }: ReviewDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [send, { loading }] = useMutation(ReviewCreateDocument);
  const { toast } = useToast();
  const complete = draft.name.trim() !== '' && draft.comment.trim() !== '' && draft.rating >= 1;

  const change = (patch: Partial<ReviewDraft>) => {
    onDraftChange({ ...draft, ...patch });
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as Field[]) delete next[key];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || loading) return;
    setGeneral(null);
    try {
      const { data } = await send({ variables: { input: { productId, name: draft.name, rating: draft.rating, comment: draft.comment } } });
      const result = data?.reviewCreate;
      if (result?.review) {
        setErrors({});
        onDraftChange(EMPTY_DRAFT);
        setOpen(false);
        onSent();
        toast({ variant: 'success', title: t.sentTitle, description: t.sentText });
        return;
      }
      const found: Partial<Record<Field, string>> = {};
      let other: string | null = null;
      for (const error of result?.userErrors ?? []) {
        const field = error.field?.[1] as Field | undefined;
        if (error.field?.[0] === 'input' && field && FIELDS.includes(field)) found[field] ??= error.message;
        else other ??= error.message;
      }
      setErrors(found);
      setGeneral(other ?? (Object.keys(found).length === 0 ? t.failed : null));
    } catch {
      setGeneral(t.failed);
    }
  };

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-accent">
        {errors[field]}
      </p>
    ) : null;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex min-h-11 items-center rounded-full border border-ink px-5 font-medium hover:bg-sand">{t.write}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-card p-6 text-ink shadow-2xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-semibold">{t.dialogTitle}</Dialog.Title>
            <Dialog.Close aria-label={t.close} className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-ink-soft">{t.dialogText}</Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4" aria-busy={loading}>
            <div>
              <label htmlFor={`${id}-name`} className="font-medium">
                {t.name}
              </label>
              <input
                id={`${id}-name`}
                value={draft.name}
                onChange={(e) => change({ name: e.target.value })}
                autoComplete="name"
                maxLength={80}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy('name')}
                className={`${inputClass} min-h-11`}
              />
              {errorText('name')}
            </div>
            <fieldset aria-describedby={describedBy('rating')}>
              <legend className="font-medium">{t.rating}</legend>
              <div className="mt-1 flex gap-1">
                {[1, 2, 3, 4, 5].map((n) => (
                  <label key={n} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent">
                    <input type="radio" name={`${id}-rating`} value={n} checked={draft.rating === n} onChange={() => change({ rating: n })} className="sr-only" />
                    <span className="sr-only">{t.ratingOption(n)}</span>
                    <svg width="32" height="32" viewBox="0 0 20 20" aria-hidden="true" className={n <= draft.rating ? 'text-accent' : 'text-ink-soft'}>
                      <path
                        fill={n <= draft.rating ? 'currentColor' : 'none'}
                        stroke="currentColor"
                        strokeWidth="1.2"
                        d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
                      />
                    </svg>
                  </label>
                ))}
              </div>
              {errorText('rating')}
            </fieldset>
            <div>
              <label htmlFor={`${id}-comment`} className="font-medium">
                {t.comment}
              </label>
              <textarea
                id={`${id}-comment`}
                rows={5}
                value={draft.comment}
                onChange={(e) => change({ comment: e.target.value })}
                maxLength={2000}
                aria-invalid={errors.comment ? true : undefined}
                aria-describedby={describedBy('comment')}
                className={inputClass}
              />
              {errorText('comment')}
            </div>
            {general && (
              <p role="alert" className="text-sm font-medium text-accent">
                {general}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className="inline-flex min-h-11 items-center rounded-full px-5 font-medium hover:bg-sand">{t.cancel}</Dialog.Close>
              <button
                type="submit"
                disabled={!complete || loading}
                className="inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-sand disabled:text-ink-soft"
              >
                {loading ? t.sending : t.submit}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
