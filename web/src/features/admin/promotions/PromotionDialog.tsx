import { useId, useState } from 'react';
import { useApolloClient, useLazyQuery, useMutation } from '@apollo/client/react';
import { brusselsLocal, promotionForm, PRICE_GROUP_RANGE, type PromotionFormValues } from '@lumina/schema';
import { describedBy, FieldError, FormDialog, formDialogInput as inputClass } from '../../../components/FormDialog';
import { PromotionCreateDocument, PromotionPreviewDocument, PromotionUpdateDocument, type FabricType, type PromotionInput, type PromotionItemFragment, type PromotionPreviewQuery } from '../../../gql/admin';
import { adminPromotions } from '../../../i18n/admin-promotions';
import { showUserErrors, useSchemaForm } from '../../../lib/forms';
import { endSessionIfExpired } from '../shared/staff';
import { typedEuros as euros } from '../prices/fields';
import { primaryButton, secondaryButton } from '../shared/ui';

const t = adminPromotions.form;
type Effect = 'percent' | 'amount' | 'freeShipping';

const FABRIC_TYPES = Object.keys(adminPromotions.fabricTypeNames) as FabricType[];
const GROUPS = Array.from({ length: PRICE_GROUP_RANGE.max - PRICE_GROUP_RANGE.min + 1 }, (_, i) => PRICE_GROUP_RANGE.min + i);

/** The form's fields as typed: every value a string (a checkbox group: its checked values), as the schema reads them. */
function defaultsOf(promotion: PromotionItemFragment | null) {
  const now = new Date();
  return {
    name: promotion?.name ?? '',
    code: promotion?.code ?? '',
    percentOff: promotion?.percentOff != null ? String(promotion.percentOff) : '',
    amountOffCents: euros(promotion?.amountOff?.cents),
    freeShipping: promotion?.freeShipping ?? false,
    minimumOrderCents: promotion?.minimumOrder.cents ? euros(promotion.minimumOrder.cents) : '',
    startsAt: brusselsLocal(promotion ? new Date(promotion.startsAt as string) : now),
    endsAt: brusselsLocal(promotion ? new Date(promotion.endsAt as string) : new Date(now.getTime() + 14 * 24 * 3600 * 1000)),
    usageLimit: promotion?.usageLimit != null ? String(promotion.usageLimit) : '',
    usageLimitPerCustomer: promotion?.usageLimitPerCustomer != null ? String(promotion.usageLimitPerCustomer) : '',
    budgetCents: euros(promotion?.budget?.cents),
    productIds: promotion?.scope.productIds ?? [],
    fabricTypes: promotion?.scope.fabricTypes ?? [],
    priceGroups: (promotion?.scope.priceGroups ?? []).map(String),
  };
}

/** The form's values as the API takes them. */
function inputOf(values: PromotionFormValues): PromotionInput {
  return {
    ...values,
    startsAt: values.startsAt.toISOString(),
    endsAt: values.endsAt.toISOString(),
    // The form keeps a fabric type as stored ("semi-transparant"); the API names it (SEMI_TRANSPARANT).
    fabricTypes: values.fabricTypes.map((type) => type.toUpperCase().replace('-', '_') as FabricType),
  };
}

const effectOf = (promotion: PromotionItemFragment | null): Effect =>
  promotion?.freeShipping ? 'freeShipping' : promotion?.amountOff ? 'amount' : 'percent';

/**
 * 'Nieuwe actie' and 'Wijzigen': one form for both, checked in the browser by the schema the server runs
 * (schema/src/forms/promotion.ts); what the server refuses shows under its field. The kind of discount is chosen first
 * (a percentage, an amount, free shipping), and only its value asked; the scope by fabric types and price groups
 * (products by id through the API).
 */
export function PromotionDialog({ promotion, onDone }: { promotion: PromotionItemFragment | null; onDone: (text: string) => void }) {
  const id = useId();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [effect, setEffect] = useState<Effect>(effectOf(promotion));
  const form = useSchemaForm(promotionForm, defaultsOf(promotion));
  const { formState, watch, reset, setError, setValue, clearErrors } = form;
  const { errors } = formState;
  const [create, created] = useMutation(PromotionCreateDocument);
  const [update, updated] = useMutation(PromotionUpdateDocument);

  const chooseEffect = (next: Effect) => {
    setEffect(next);
    setValue('freeShipping', next === 'freeShipping');
    if (next !== 'percent') setValue('percentOff', '');
    if (next !== 'amount') setValue('amountOffCents', '');
    clearErrors(['percentOff', 'amountOffCents']);
  };

  const [runPreview, previewed] = useLazyQuery(PromotionPreviewDocument, { fetchPolicy: 'network-only' });
  const [examples, setExamples] = useState<PromotionPreviewQuery['promotionPreview']['examples'] | null>(null);

  /** 'Voorbeeld bekijken': the form checked as for saving, then what it would do to example carts; nothing is saved. */
  const onPreview = form.handleSubmit(async (values) => {
    try {
      const { data } = await runPreview({ variables: { input: inputOf(values) } });
      const payload = data?.promotionPreview;
      if (!payload) throw new Error('promotionPreview answered nothing');
      if (payload.userErrors.length) {
        const general = showUserErrors(form, payload.userErrors);
        if (general.length) setError('root.server', { message: general.join(' ') });
        setExamples(null);
        return;
      }
      setExamples(payload.examples);
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setError('root.server', { message: adminPromotions.failed });
    }
  });

  const onSubmit = form.submit(async (values) => {
    const input = inputOf(values);
    try {
      const payload = promotion
        ? (await update({ variables: { id: promotion.id, expectedVersion: promotion.version, input } })).data?.promotionUpdate
        : (await create({ variables: { input } })).data?.promotionCreate;
      if (!payload) throw new Error('the promotion mutation answered nothing');
      if (payload.userErrors.length) {
        const general = showUserErrors(form, payload.userErrors);
        if (general.length) setError('root.server', { message: general.join(' ') });
        return;
      }
      setOpen(false);
      onDone(promotion ? t.saved(values.name) : t.created(values.name));
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setError('root.server', { message: adminPromotions.failed });
    }
  });

  const control = (name: keyof ReturnType<typeof defaultsOf>) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${id}-${name}`, errors[name]?.message),
    className: inputClass,
  });
  const field = (name: 'name' | 'code' | 'percentOff' | 'amountOffCents' | 'minimumOrderCents' | 'startsAt' | 'endsAt' | 'usageLimit' | 'usageLimitPerCustomer' | 'budgetCents', label: string, extra: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="font-medium">
        {label}
      </label>
      <input {...form.field(name, ['root'])} {...control(name)} autoComplete="off" {...extra} />
      <FieldError controlId={`${id}-${name}`} error={errors[name]?.message} />
    </div>
  );
  // 'Exactly one kind of discount' is the schema's refusal of percentOff: shown here when that field is not.
  const effectError = effect === 'percent' ? undefined : effect === 'amount' ? errors.percentOff?.message : (errors.percentOff?.message ?? errors.amountOffCents?.message);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          reset(defaultsOf(promotion));
          setEffect(effectOf(promotion));
          setExamples(null);
        }
        setOpen(next);
      }}
      trigger={
        promotion ? (
          <button type="button" className={secondaryButton} aria-label={t.editLabel(promotion.name)}>
            {t.editButton}
          </button>
        ) : (
          <button type="button" className={primaryButton}>
            {t.newButton}
          </button>
        )
      }
      title={promotion ? t.editTitle(promotion.name) : t.newTitle}
      description={t.description}
      closeLabel={adminPromotions.close}
      cancelLabel={adminPromotions.cancel}
      submitLabel={promotion ? t.submitEdit : t.submitNew}
      sendingLabel={t.sending}
      sending={created.loading || updated.loading || form.sending}
      canSubmit={(watch('name') ?? '').trim() !== ''}
      onSubmit={onSubmit}
      general={errors.root?.server?.message ?? null}
      initialFocus={() => document.getElementById(`${id}-name`)}
    >
      {field('name', t.name)}
      {field('code', t.code, { spellCheck: false, autoCapitalize: 'characters' })}
      <fieldset aria-describedby={effectError ? `${id}-effect-error` : undefined}>
        <legend className="font-medium">{t.effect}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {(
            [
              ['percent', t.effectPercent],
              ['amount', t.effectAmount],
              ['freeShipping', t.effectFreeShipping],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name={`${id}-effect`} value={value} checked={effect === value} onChange={() => chooseEffect(value)} className="size-5 accent-accent" />
              {label}
            </label>
          ))}
        </div>
        {effect === 'percent' && field('percentOff', t.percentOff, { inputMode: 'numeric' })}
        {effect === 'amount' && field('amountOffCents', t.amountOff, { inputMode: 'decimal' })}
        <FieldError controlId={`${id}-effect`} error={effectError} />
      </fieldset>
      {field('minimumOrderCents', t.minimumOrder, { inputMode: 'decimal' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('startsAt', t.startsAt, { type: 'datetime-local' })}
        {field('endsAt', t.endsAt, { type: 'datetime-local' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('usageLimit', t.usageLimit, { inputMode: 'numeric' })}
        {field('usageLimitPerCustomer', t.usageLimitPerCustomer, { inputMode: 'numeric' })}
      </div>
      {field('budgetCents', t.budget, { inputMode: 'decimal' })}
      <fieldset>
        <legend className="font-medium">{t.fabricTypes}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {FABRIC_TYPES.map((type) => (
            <label key={type} className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" value={type} {...form.field('fabricTypes')} className="size-5 accent-accent" />
              {adminPromotions.fabricTypeNames[type]}
            </label>
          ))}
        </div>
        <FieldError controlId={`${id}-fabricTypes`} error={errors.fabricTypes?.message} />
      </fieldset>
      <fieldset>
        <legend className="font-medium">{t.priceGroups}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {GROUPS.map((group) => (
            <label key={group} className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" value={String(group)} {...form.field('priceGroups')} className="size-5 accent-accent" />
              {t.priceGroup(group)}
            </label>
          ))}
        </div>
        <FieldError controlId={`${id}-priceGroups`} error={errors.priceGroups?.message} />
      </fieldset>
      <div>
        <button type="button" className={secondaryButton} disabled={previewed.loading} onClick={(event) => void onPreview(event)}>
          {previewed.loading ? t.previewing : t.preview}
        </button>
        <div role="status" className="mt-3 empty:mt-0">
          {examples && (
            <section aria-label={t.previewTitle} className="rounded-xl bg-sand p-3 text-sm">
              <h3 className="font-semibold text-ink">{t.previewTitle}</h3>
              {examples.length === 0 ? (
                <p className="mt-1 text-ink-soft">{t.previewNone}</p>
              ) : (
                <ul className="mt-1 grid gap-2">
                  {examples.map((example) => (
                    <li key={example.label}>
                      <span className="font-medium text-ink">{example.label}</span>
                      <br />
                      <span className="text-ink-soft">{t.previewLine(example.before.formatted, example.after.formatted, example.discount.formatted)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
      </div>
    </FormDialog>
  );
}
