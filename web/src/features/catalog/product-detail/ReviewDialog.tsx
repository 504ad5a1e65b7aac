import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { REVIEW_MAX_LENGTH, REVIEW_RATING, reviewForm } from '@lumina/schema';
import { describedBy, FieldError, FormDialog, formDialogInput as inputClass } from '../../../components/FormDialog';
import { useToast } from '../../../components/toast';
import { ReviewCreateDocument } from '../../../gql/catalog';
import { catalogProductDetail } from '../../../i18n/catalog-product-detail';
import { showUserErrors, useSchemaForm } from '../../../lib/forms';

const t = catalogProductDetail.reviews;

const EMPTY = { name: '', rating: 0, comment: '' };
const STARS = Array.from({ length: REVIEW_RATING.max - REVIEW_RATING.min + 1 }, (_, i) => REVIEW_RATING.min + i);

interface ReviewDialogProps {
  productId: string;
  onSent: () => void;
}

/**
 * The write-review dialog (SPEC §2, §4, §5): name, 1–5 stars, text; 'Verstuur beoordeling' only with a name,
 * a text and a rating. Checked by the review form's rules (schema/src/forms); the review is stored as pending and
 * shown after staff approval; the shopper is told. Refusals appear under their field (or above the buttons) and
 * the draft stays, also when the dialog is closed without sending.
 */
export function ReviewDialog({ productId, onSent }: ReviewDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(reviewForm, EMPTY);
  const { control, formState, watch, reset, setError, clearErrors, sending } = form;
  const stars = useController({ control, name: 'rating' });
  const [send] = useMutation(ReviewCreateDocument);
  const { toast } = useToast();
  const [name, rating, comment] = watch(['name', 'rating', 'comment']);
  const complete = (name ?? '').trim() !== '' && (comment ?? '').trim() !== '' && rating >= REVIEW_RATING.min;
  const { errors } = formState;

  const onSubmit = form.submit(async (values) => {
    try {
      const { data } = await send({ variables: { input: { productId, ...values } } });
      const result = data?.reviewCreate;
      if (result?.review) {
        reset(EMPTY);
        setOpen(false);
        onSent();
        toast({ variant: 'success', title: t.sentTitle, description: t.sentText });
        return;
      }
      if (!result?.userErrors.length) throw new Error('reviewCreate answered neither a review nor user errors');
      showUserErrors(form, result.userErrors);
    } catch {
      setError('root.server', { message: t.failed });
    }
  });

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
      sending={sending}
      canSubmit={complete}
      onSubmit={onSubmit}
      general={errors.root?.server?.message ?? null}
    >
      <div>
        <label htmlFor={`${id}-name`} className="font-medium">
          {t.name}
        </label>
        <input
          {...form.field('name')}
          id={`${id}-name`}
          autoComplete="name"
          maxLength={REVIEW_MAX_LENGTH.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(`${id}-name`, errors.name?.message)}
          className={`${inputClass} min-h-11`}
        />
        <FieldError controlId={`${id}-name`} error={errors.name?.message} />
      </div>
      <fieldset aria-describedby={describedBy(`${id}-rating`, errors.rating?.message)}>
        <legend className="font-medium">{t.rating}</legend>
        <div className="mt-1 flex gap-1">
          {STARS.map((n) => (
            <label key={n} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent">
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                // The first star gets focus when the rating is refused.
                ref={n === REVIEW_RATING.min ? stars.field.ref : undefined}
                onChange={() => {
                  stars.field.onChange(n);
                  clearErrors('rating');
                }}
                className="sr-only"
              />
              <span className="sr-only">{t.ratingOption(n)}</span>
              <svg width="32" height="32" viewBox="0 0 20 20" aria-hidden="true" className={n <= rating ? 'text-accent' : 'text-ink-soft'}>
                <path
                  fill={n <= rating ? 'currentColor' : 'none'}
                  stroke="currentColor"
                  strokeWidth="1.2"
                  d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
                />
              </svg>
            </label>
          ))}
        </div>
        <FieldError controlId={`${id}-rating`} error={errors.rating?.message} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-comment`} className="font-medium">
          {t.comment}
        </label>
        <textarea
          {...form.field('comment')}
          id={`${id}-comment`}
          rows={5}
          maxLength={REVIEW_MAX_LENGTH.comment}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={describedBy(`${id}-comment`, errors.comment?.message)}
          className={inputClass}
        />
        <FieldError controlId={`${id}-comment`} error={errors.comment?.message} />
      </div>
    </FormDialog>
  );
}
