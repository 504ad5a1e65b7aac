import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DIMENSION_KEY, fromEnumName, PRICING_MODE, productRulesForm, SURCHARGE_KIND, toEnumName, type ProductRulesFormValues } from '@lumina/schema';
import {
  AdminProductRulesDocument,
  AdminProductRulesPreviewDocument,
  AdminProductRulesRollbackDocument,
  AdminProductRulesUpdateDocument,
  type AdminProductRulesQuery,
} from '../../../gql/admin';
import { adminPrices } from '../../../i18n/admin-prices';
import { adminShell } from '../../../i18n/admin-shell';
import { useSchemaForm } from '../../../lib/forms';
import { useSessionExpiry, useStaffCan } from '../shared/staff';
import { AdminPageHeading, LoadError, primaryButton, secondaryButton, Spinner } from '../shared/ui';
import { inputClass, PriceField, typedDecimal, typedEuros } from './fields';
import { PricePreviewTable, Refusals } from './PricePreview';
import { usePreviewThenSave } from './preview-then-save';
import { VersionHistory } from './VersionHistory';

const t = adminPrices.rules;
const p = adminPrices.preview;

type StaffProductRules = NonNullable<AdminProductRulesQuery['staffProduct']>;
type Rules = NonNullable<StaffProductRules['product']['configurator']>;
type Groups = AdminProductRulesQuery['priceGroups']['nodes'];

/** The groups whose choices have surcharges to edit (a text group has none), with each choice's place in the form's list. */
function surchargeRows(rules: Rules) {
  let index = 0;
  return rules.optionGroups
    .filter((g) => g.choices.length > 0)
    .map((group) => ({
      group,
      choices: group.choices.map((choice) => ({ choice, index: index++ })),
    }));
}

/** The form's values as staff type them, from the rules as they are. */
function typedOf(rules: Rules) {
  return {
    pricing: {
      mode: fromEnumName(PRICING_MODE, rules.pricing.mode) as string,
      priceGroup: rules.pricing.priceGroup === null ? '' : String(rules.pricing.priceGroup),
      pricePerSquareMetreCents: typedEuros(rules.pricing.pricePerSquareMetre?.cents),
      basePriceCents: typedEuros(rules.pricing.basePrice?.cents),
    },
    minimumPriceCents: typedEuros(rules.minimumPrice?.cents),
    dimensions: rules.dimensions.map((d) => ({
      key: fromEnumName(DIMENSION_KEY, d.key) as string,
      min: String(d.min),
      max: String(d.max),
      step: String(d.step),
    })),
    surcharges: surchargeRows(rules).flatMap(({ group, choices }) =>
      choices.map(({ choice }) => ({
        group: group.key,
        value: choice.value,
        kind: choice.surcharge ? (fromEnumName(SURCHARGE_KIND, choice.surcharge.kind) as string) : '',
        amountCents: typedEuros(choice.surcharge?.amount?.cents),
        percent: typedDecimal(choice.surcharge?.percent),
        factor: typedDecimal(choice.surcharge?.factor),
      })),
    ),
  };
}

/** The API's input for checked values. */
function inputOf(productId: string, expectedVersion: number, v: ProductRulesFormValues) {
  return {
    productId,
    expectedVersion,
    pricing: {
      mode: toEnumName(PRICING_MODE, v.pricing.mode!),
      priceGroup: v.pricing.mode === 'perSquareMetre' ? v.pricing.priceGroup : null,
      pricePerSquareMetreCents: v.pricing.pricePerSquareMetreCents,
      basePriceCents: v.pricing.basePriceCents,
    },
    minimumPriceCents: v.minimumPriceCents,
    dimensions: v.dimensions.map((d) => ({
      key: toEnumName(DIMENSION_KEY, d.key),
      min: d.min,
      max: d.max,
      step: d.step,
    })),
    surcharges: v.surcharges.map((s) => ({
      group: s.group,
      value: s.value,
      kind: s.kind ? toEnumName(SURCHARGE_KIND, s.kind) : null,
      amountCents: s.kind === 'fixed' ? s.amountCents : null,
      percent: s.kind === 'percentOfArea' ? s.percent : null,
      factor: s.kind === 'factor' ? s.factor : null,
    })),
  };
}

/** A label that shows `text` and tells a screen reader whose it is ("Percentage voor Niet bekleed"). */
function Named({ text, name }: { text: string; name: string }) {
  return (
    <>
      {text}
      <span className="sr-only"> {t.forChoice(name)}</span>
    </>
  );
}

const VALUE_FIELD = {
  fixed: 'amountCents',
  percentOfArea: 'percent',
  factor: 'factor',
} as const;

function RulesForm({ item, rules, groups, onSaved }: { item: StaffProductRules; rules: Rules; groups: Groups; onSaved: (version: number) => void }) {
  const client = useApolloClient();
  const form = useSchemaForm(productRulesForm, typedOf(rules));
  const [update] = useMutation(AdminProductRulesUpdateDocument);
  const flow = usePreviewThenSave(
    form,
    async (values) => {
      const { data } = await client.query({
        query: AdminProductRulesPreviewDocument,
        variables: { input: inputOf(item.id, item.rulesVersion, values) },
        fetchPolicy: 'network-only',
      });
      const answer = data!.productRulesPreview;
      return {
        previews: answer.preview ? [answer.preview] : null,
        userErrors: answer.userErrors,
      };
    },
    async (values) =>
      (
        await update({
          variables: { input: inputOf(item.id, item.rulesVersion, values) },
        })
      ).data?.productRulesUpdate ?? null,
    (answer) => onSaved(answer.version!),
  );
  const errors = form.formState.errors;
  const mode = form.watch('pricing.mode');
  const group = form.watch('pricing.priceGroup');
  const kinds = form.watch('surcharges') as { kind: string }[];

  return (
    <form noValidate onSubmit={flow.onPreview} className="space-y-6">
      <fieldset className="rounded-2xl border border-line bg-card p-5 md:p-6">
        <legend className="px-1 text-xl font-semibold">{t.pricing}</legend>
        <div className="space-y-4">
          <fieldset>
            <legend className="font-medium">{t.mode}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {(['perSquareMetre', 'fixedBase'] as const).map((value) => (
                <label key={value} className="flex min-h-11 items-center gap-2">
                  <input type="radio" value={value} className="size-5 accent-accent" {...form.field('pricing.mode')} />
                  {value === 'perSquareMetre' ? t.perSquareMetre : t.fixedBase}
                </label>
              ))}
            </div>
          </fieldset>
          {mode === 'perSquareMetre' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <PriceField label={t.priceGroup} registration={form.field('pricing.priceGroup', ['pricing.pricePerSquareMetreCents'])} errors={errors}>
                {(control) => (
                  <select
                    {...form.field('pricing.priceGroup', ['pricing.pricePerSquareMetreCents'])}
                    {...control}
                    className={inputClass}
                  >
                    <option value="">{t.ownRate}</option>
                    {groups.map((g) => (
                      <option key={g.group} value={String(g.group)}>
                        {t.groupOption(g.group, g.pricePerSquareMetre.formatted)}
                      </option>
                    ))}
                  </select>
                )}
              </PriceField>
              {!group && <PriceField label={t.rate} registration={form.field('pricing.pricePerSquareMetreCents')} errors={errors} />}
            </div>
          ) : (
            <PriceField label={t.base} registration={form.field('pricing.basePriceCents')} errors={errors} className="sm:max-w-xs" />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <PriceField label={t.minimum} registration={form.field('minimumPriceCents')} errors={errors} hint={t.minimumHint} />
            <div>
              <p className="font-medium">{t.fromPrice}</p>
              <p className="mt-1 text-lg font-semibold tabular-nums">{item.product.price.formatted}</p>
              <p className="mt-1 text-sm text-ink-soft">{t.fromPriceHint}</p>
            </div>
          </div>
        </div>
      </fieldset>

      <fieldset className="rounded-2xl border border-line bg-card p-5 md:p-6">
        <legend className="px-1 text-xl font-semibold">{t.sizes}</legend>
        <div className="space-y-4">
          {rules.dimensions.map((d, i) => (
            <fieldset key={d.key}>
              <legend className="font-medium">{t.dimension(d.label, d.unit.toLowerCase())}</legend>
              <div className="mt-1 grid grid-cols-3 gap-3">
                <PriceField label={t.min} registration={form.field(`dimensions.${i}.min`)} errors={errors} inputMode="numeric" />
                <PriceField label={t.max} registration={form.field(`dimensions.${i}.max`)} errors={errors} inputMode="numeric" />
                <PriceField label={t.step} registration={form.field(`dimensions.${i}.step`)} errors={errors} inputMode="numeric" />
              </div>
            </fieldset>
          ))}
        </div>
      </fieldset>

      <fieldset className="rounded-2xl border border-line bg-card p-5 md:p-6">
        <legend className="px-1 text-xl font-semibold">{t.surcharges}</legend>
        <div className="space-y-5">
          {surchargeRows(rules).map(({ group: g, choices }) => (
            <fieldset key={g.key}>
              <legend className="font-semibold">{g.label}</legend>
              <ul className="mt-1 divide-y divide-line">
                {choices.map(({ choice, index }) => {
                  const kind = kinds[index]?.kind ?? '';
                  const valueField = kind ? VALUE_FIELD[kind as keyof typeof VALUE_FIELD] : null;
                  return (
                    <li key={choice.value} className="grid grid-cols-2 gap-x-3 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_14rem_10rem] sm:items-start">
                      <p className="col-span-2 font-medium break-words sm:col-span-1 sm:pt-9">{choice.label}</p>
                      <PriceField
                        label={<Named text={t.surchargeKind} name={choice.label} />}
                        registration={form.field(`surcharges.${index}.kind`)}
                        errors={errors}
                      >
                        {(control) => (
                          <select {...form.field(`surcharges.${index}.kind`)} {...control} className={inputClass}>
                            {Object.entries(t.kinds).map(([value, label]) => (
                              <option key={value} value={value}>
                                {label}
                              </option>
                            ))}
                          </select>
                        )}
                      </PriceField>
                      {valueField && (
                        <PriceField
                          label={<Named text={t.valueLabel[kind]!} name={choice.label} />}
                          registration={form.field(`surcharges.${index}.${valueField}`)}
                          errors={errors}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
      </fieldset>

      <div role="alert">{errors.root?.server && <p className="font-medium text-danger">{errors.root.server.message}</p>}</div>
      <button type="submit" className={secondaryButton} disabled={form.sending}>
        {form.sending && <Spinner />}
        {form.sending ? p.busy : p.button}
      </button>
      <div aria-live="polite" className="space-y-4">
        <Refusals messages={flow.refusals} />
        {flow.previews && (
          <div className="space-y-4 rounded-2xl border border-accent bg-card p-5 md:p-6">
            <h2 className="text-xl font-semibold">{p.heading}</h2>
            {flow.previews.map((preview) => (
              <PricePreviewTable key={preview.product.id} preview={preview} />
            ))}
            <button type="button" className={primaryButton} disabled={flow.saving} onClick={() => void flow.onSave()}>
              {flow.saving && <Spinner />}
              {flow.saving ? p.saving : p.save}
            </button>
          </div>
        )}
      </div>
    </form>
  );
}

/** /admin/producten/:id/prijsregels (beheer): a product's price rules, previewed before they are saved, and their versions. */
export default function PriceRulesPage() {
  const { id = '' } = useParams();
  // Beheer's screen: the staff frame tells another role that opens its address who to ask.
  const { data, error, refetch } = useQuery(AdminProductRulesDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  useSessionExpiry(error);
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const item = data?.staffProduct;
  const rules = item?.product.configurator;
  useEffect(() => {
    if (notice) heading.current?.focus();
  }, [notice]);
  const after = (text: string) => {
    setNotice(text);
    void refetch();
  };
  const canRollBack = useStaffCan('Mutation.productRulesRollback');
  const [rollbackRules] = useMutation(AdminProductRulesRollbackDocument);
  const rollback = async (version: number) => {
    const answer = (
      await rollbackRules({
        variables: {
          productId: item!.id,
          version,
          expectedVersion: item!.rulesVersion,
        },
      })
    ).data?.productRulesRollback;
    if (!answer) return '';
    if (answer.userErrors.length > 0) return answer.userErrors.map((e) => e.message).join(' ');
    after(t.rolledBack(answer.version!));
    return null;
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:px-8">
      <Link
        to={`/admin/producten?product=${encodeURIComponent(id)}`}
        className="text-sm font-medium text-ink-soft underline underline-offset-4 hover:text-accent"
      >
        {t.back}
      </Link>
      <div className="mt-3">
        {error && !data ? (
          <LoadError error={error} message={t.loadFailed} onRetry={() => void refetch()} />
        ) : !data ? (
          <p role="status">{adminShell.loading}</p>
        ) : !item ? (
          <AdminPageHeading title={t.notFound} />
        ) : (
          <>
            <AdminPageHeading ref={heading} title={t.title(item.product.name)} intro={rules ? t.intro : t.noRules} />
            <div role="status" className="mt-4 empty:hidden">
              {notice && <p className="rounded-xl bg-success-soft px-4 py-3 font-medium text-ink">{notice}</p>}
            </div>
            {rules && (
              <div className="mt-6 space-y-6">
                <RulesForm key={item.rulesVersion} item={item} rules={rules} groups={data.priceGroups.nodes} onSaved={(version) => after(t.saved(version))} />
                <VersionHistory
                  title={t.versions}
                  versions={item.ruleVersions}
                  current={item.rulesVersion}
                  reasons={t.reasons}
                  rollbackDescription={t.rollbackDescription}
                  rollback={canRollBack ? rollback : undefined}
                />
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
