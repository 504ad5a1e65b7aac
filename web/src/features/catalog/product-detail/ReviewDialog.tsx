import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormDialog, formDialogInput as inputClass, useFormErrors } from '../../../components/FormDialog';
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

/**
 * The write-review dialog (SPEC §2, §4, §5): name, 1–5 stars, text; 'Verstuur beoordeling' only with a name,
 * a text and a rating. The review is stored as pending and shown after staff approval; the shopper is told.
 * Refusals appear under their field (or above the buttons) and the draft stays.
 */
export function ReviewDialog({ productId, draft, onDraftChange, onSent }: ReviewDialogProps) {
  const [open, setOpen] = useState(false);
  const { id, errors, general, setGeneral, take, forget, reset, describedBy, errorText } = useFormErrors(FIELDS, t.failed);
  const [send, { loading }] = useMutation(ReviewCreateDocument);
  const { toast } = useToast();
  const complete = draft.name.trim() !== '' && draft.comment.trim() !== '' && draft.rating >= 1;

  const change = (patch: Partial<ReviewDraft>) => {
    onDraftChange({ ...draft, ...patch });
    forget(Object.keys(patch));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || loading) return;
    setGeneral(null);
    try {
      const { data } = await send({ variables: { input: { productId, name: draft.name, rating: draft.rating, comment: draft.comment } } });
      const result = data?.reviewCreate;
      if (result?.review) {
        reset();
        onDraftChange(EMPTY_DRAFT);
        setOpen(false);
        onSent();
        toast({ variant: 'success', title: t.sentTitle, description: t.sentText });
        return;
      }
      take(result?.userErrors ?? []);
    } catch {
      setGeneral(t.failed);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<button type="button" className="inline-flex min-h-11 items-center rounded-full border border-ink px-5 font-medium hover:bg-sand">{t.write}</button>}
      title={t.dialogTitle}
      description={t.dialogText}
      closeLabel={t.close}
      cancelLabel={t.cancel}
      submitLabel={t.submit}
      sendingLabel={t.sending}
      sending={loading}
      canSubmit={complete}
      onSubmit={(event) => void onSubmit(event)}
      general={general}
    >
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
    </FormDialog>
  );
}
