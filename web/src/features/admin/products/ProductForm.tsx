/**
 * One product's shop fields (issue 20 item 1): 'Nieuw product' (productCreate, with the product whose configurator
 * rules it takes) or an existing product (productUpdate). Checked in the browser by the same form schema the server
 * runs (schema/src/forms/product.ts); each refusal, the browser's or the server's, appears under its field. Colours
 * are a small list (name, colour input, the fabric it is made in: a live SKU of the product's fabric type), features
 * and light filters one per line, listings and controls checkboxes.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  CARD_CATEGORIES,
  CARD_CATEGORY,
  FABRIC_TYPE,
  FIELD_TEXTS as F,
  PRODUCT_CONTROL,
  PRODUCT_CONTROLS,
  PRODUCT_FABRIC_TYPES,
  PRODUCT_LINE,
  PRODUCT_LINES,
  PRODUCT_LISTING,
  PRODUCT_LISTINGS,
  PRODUCT_MAX_LENGTH as L,
  TRANSPARENCIES,
  TRANSPARENCY,
  productCreateForm,
  productForm,
  type FormInput,
  type ProductFormValues,
} from '@lumina/schema';
import { describedBy, FieldError } from '../../../components/FormDialog';
import {
  AdminProductChoicesDocument,
  AdminProductCreateDocument,
  AdminProductsDocument,
  AdminProductUpdateDocument,
  type AdminProductDetailFragment,
  type CardCategory,
  type FabricType,
  type ProductControl,
  type ProductLine,
  type ProductListing,
  type Transparency,
} from '../../../gql/admin';
import { adminProducts as t } from '../../../i18n/admin-products';
import { showUserErrors, useSchemaForm } from '../../../lib/forms';
import { endSessionIfExpired } from '../shared/staff';
import { primaryButton, secondaryButton, StaffTime } from '../shared/ui';

/** The form's fields as typed; the create form also has `rulesFrom`, the edit form `published` and `sortOrder`. */
type Typed = FormInput<typeof productForm> & { rulesFrom?: string };
type Checked = ProductFormValues & { rulesFrom?: string };

const inputClass = 'mt-1 block w-full min-h-11 rounded-xl border border-line bg-page px-3 py-2 text-ink aria-[invalid=true]:border-danger';

/** The API's enum name of a stored value ("tile-demo" → "TILE_DEMO"), from the table that holds both. */
function apiName<T extends string>(table: Record<string, string>, value: string): T {
  return Object.keys(table).find((key) => table[key] === value) as T;
}
/** The stored value of an API enum name ("TILE_DEMO" → "tile-demo"). */
const stored = (table: Record<string, string>, name: string | null | undefined) => (name ? (table[name] ?? '') : '');

const EMPTY: Typed = {
  rulesFrom: '',
  name: '',
  slug: '',
  description: '',
  category: 'rolgordijnen',
  line: PRODUCT_LINE.FACTORY,
  fabricType: '',
  cardCategory: '',
  listings: [],
  transparency: '',
  controls: [PRODUCT_CONTROL.CHAIN],
  colors: [{ name: '', hex: '#f5f3ee', fabricSku: '' }],
  lightFilter: '',
  features: '',
  published: false,
  sortOrder: '',
};

function typedOf(item: AdminProductDetailFragment): Typed {
  const p = item.product;
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    category: p.category,
    line: stored(PRODUCT_LINE, p.line),
    fabricType: stored(FABRIC_TYPE, p.fabricType),
    cardCategory: stored(CARD_CATEGORY, p.cardCategory),
    listings: p.listings.map((l) => stored(PRODUCT_LISTING, l)),
    transparency: stored(TRANSPARENCY, p.transparency),
    controls: p.controls.map((c) => stored(PRODUCT_CONTROL, c)),
    colors: item.colors.map((c) => ({ name: c.name, hex: c.hex, fabricSku: c.fabricSku ?? '' })),
    lightFilter: p.lightFilter.join('\n'),
    features: p.features.join('\n'),
    published: item.published,
    sortOrder: String(item.sortOrder),
  };
}

/** The checked values as either mutation's input (the fields both have). */
function fieldsInput(values: Checked) {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    category: values.category,
    line: apiName<ProductLine>(PRODUCT_LINE, values.line),
    fabricType: apiName<FabricType>(FABRIC_TYPE, values.fabricType),
    cardCategory: values.cardCategory ? apiName<CardCategory>(CARD_CATEGORY, values.cardCategory) : null,
    listings: values.listings.map((l) => apiName<ProductListing>(PRODUCT_LISTING, l)),
    transparency: values.transparency ? apiName<Transparency>(TRANSPARENCY, values.transparency) : null,
    controls: values.controls.map((c) => apiName<ProductControl>(PRODUCT_CONTROL, c)),
    colors: values.colors,
    lightFilter: values.lightFilter,
    features: values.features,
  };
}

/** A label for each history field: the form's own labels, and the two the form has not. */
const HISTORY_LABELS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(F).map(([key, text]) => [key, text.label])),
  name: F.productName.label,
  description: F.productDescription.label,
  ...t.fields,
};

/** The words of a recorded choice ("factory" → "Fabriek (snelle levering)"), by field. */
const CHOICE_LABELS: Record<string, Record<string, string>> = {
  line: t.form.line,
  fabricType: t.form.fabricTypes,
  cardCategory: t.form.cardCategories,
  listings: t.form.listings,
  controls: t.form.controls,
};

/** A recorded value of `field` as staff read it: choices in words, lists joined, colours with their code, fabrics per colour. */
function shown(field: string, value: unknown): string {
  const words = CHOICE_LABELS[field] ?? {};
  if (value === null || value === undefined || value === '') return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (Array.isArray(value)) {
    return value.length === 0
      ? t.none
      : value
          .map((v: unknown) => (v && typeof v === 'object' && 'name' in v ? `${String(v.name)} (${String((v as { hex?: unknown }).hex)})` : (words[String(v)] ?? String(v))))
          .join(', ');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? t.none : entries.map(([colour, sku]) => `${colour || t.none}: ${String(sku)}`).join(', ');
  }
  return words[String(value)] ?? String(value);
}

export function ProductHistory({ item }: { item: AdminProductDetailFragment }) {
  const id = useId();
  return (
    <>
      {item.oldSlugs.length > 0 && (
        <section aria-labelledby={`${id}-old`} className="mt-6">
          <h3 id={`${id}-old`} className="font-semibold">
            {t.oldSlugs}
          </h3>
          <ul className="mt-1 text-sm text-ink-soft">
            {item.oldSlugs.map((slug) => (
              <li key={slug}>/{slug}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={`${id}-history`} className="mt-6">
        <h3 id={`${id}-history`} className="font-semibold">
          {t.history}
        </h3>
        {item.history.length === 0 ? (
          <p className="mt-1 text-sm text-ink-soft">{t.noHistory}</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm">
            {item.history.map((change, index) => (
              <li key={index} className="rounded-xl border border-line p-3">
                <span className="text-ink-soft">
                  {change.changedBy} · <StaffTime value={change.changedAt} />
                </span>
                <ul className="mt-1">
                  {Object.entries(change.changes as Record<string, { from: unknown; to: unknown }>).map(([field, { from, to }]) => (
                    <li key={field} className="break-words">
                      {t.change(HISTORY_LABELS[field] ?? field, shown(field, from), shown(field, to))}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

interface ProductFormProps {
  /** The product to edit; absent: 'Nieuw product'. */
  item?: AdminProductDetailFragment;
  /** Called with the new product's id once it was created. */
  onCreated?: (id: string) => void;
}

export function ProductForm({ item, onCreated }: ProductFormProps) {
  const id = useId();
  const client = useApolloClient();
  const creating = !item;
  const [saved, setSaved] = useState('');
  const choices = useQuery(AdminProductChoicesDocument);
  // A new category shows in the filter and the form's suggestions at once.
  const [update] = useMutation(AdminProductUpdateDocument, { refetchQueries: [AdminProductChoicesDocument] });
  const [create] = useMutation(AdminProductCreateDocument, { refetchQueries: [AdminProductsDocument, AdminProductChoicesDocument] });
  const schema = (creating ? productCreateForm : productForm) as unknown as typeof productForm;
  const form = useSchemaForm(schema, item ? typedOf(item) : EMPTY);
  const { formState, reset, setError, sending, control, watch } = form;
  const errors = formState.errors as Record<string, { message?: string; root?: { message?: string } } | undefined> & {
    colors?: { message?: string; root?: { message?: string } } & Record<number, Record<string, { message?: string } | undefined> | undefined>;
  };
  const colours = useFieldArray({ control, name: 'colors' });
  const addButton = useRef<HTMLButtonElement>(null);
  const coloursGroup = useRef<HTMLFieldSetElement>(null);
  const fabricType = watch('fabricType') as string;

  useEffect(() => {
    setSaved('');
  }, [item?.id]);

  const onSubmit = form.submit(async (checked) => {
    const values = checked as Checked;
    setSaved('');
    try {
      const payload = item
        ? (await update({ variables: { input: { id: item.id, ...fieldsInput(values), published: values.published, sortOrder: values.sortOrder } } })).data?.productUpdate
        : (await create({ variables: { input: { ...fieldsInput(values), rulesFrom: values.rulesFrom ?? '' } } })).data?.productCreate;
      if (!payload) throw new Error('no payload');
      const refusals = payload.userErrors.filter((e) => e.code !== 'NOTHING_TO_CHANGE');
      if (refusals.length > 0 || !payload.product) {
        const before = document.activeElement;
        showUserErrors(form, refusals);
        // A refusal of the colours as a whole (the configurator's colours) has no field to focus: the list takes focus.
        if (document.activeElement === before && refusals.some((e) => e.field?.join('.') === 'input.colors')) coloursGroup.current?.focus();
        if (refusals.length === 0) setSaved(t.form.saved);
        return;
      }
      if (item) {
        reset(typedOf(payload.product));
        setSaved(t.form.saved);
      } else onCreated?.(payload.product.id);
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setError('root.server', { message: t.form.failed });
    }
  });

  const controlId = (name: string) => `${id}-${name.replace(/\./g, '-')}`;
  const errorOf = (name: string): string | undefined => {
    const [head, index, leaf] = name.split('.');
    if (leaf !== undefined) return errors.colors?.[Number(index)]?.[leaf]?.message;
    const entry = errors[head!];
    return entry?.message ?? entry?.root?.message;
  };
  const aria = (name: string, ...hints: string[]) => {
    const error = errorOf(name);
    return { id: controlId(name), 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(controlId(name), error, ...hints) };
  };

  const labelled = (name: string, label: string, input: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={controlId(name)} className="font-medium">
        {label}
      </label>
      {input}
      {hint && (
        <p id={`${controlId(name)}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <FieldError controlId={controlId(name)} error={errorOf(name)} />
    </div>
  );
  const hintOf = (name: string, hint?: string) => (hint ? [`${controlId(name)}-hint`] : []);

  const textField = (name: 'name' | 'slug' | 'category', label: string, max: number, hint?: string) =>
    labelled(name, label, <input {...form.field(name)} {...aria(name, ...hintOf(name, hint))} maxLength={max} className={inputClass} />, hint);

  const select = (name: 'line' | 'fabricType' | 'cardCategory' | 'transparency', label: string, options: readonly string[], labelOf: (v: string) => string, empty?: string) =>
    labelled(
      name,
      label,
      <select {...form.field(name)} {...aria(name)} className={inputClass}>
        <option value="">{empty ?? t.form.choose}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>,
    );

  const checkboxes = (name: 'listings' | 'controls', label: string, options: readonly string[], labelOf: (v: string) => string, hint?: string) => {
    const error = errorOf(name);
    return (
      <fieldset aria-describedby={describedBy(controlId(name), error, ...hintOf(name, hint))}>
        <legend className="font-medium">{label}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          {options.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" value={option} {...form.field(name)} aria-invalid={error ? true : undefined} className="size-5 accent-accent" />
              {labelOf(option)}
            </label>
          ))}
        </div>
        {hint && (
          <p id={`${controlId(name)}-hint`} className="text-sm text-ink-soft">
            {hint}
          </p>
        )}
        <FieldError controlId={controlId(name)} error={error} />
      </fieldset>
    );
  };

  const linesField = (name: 'lightFilter' | 'features', label: string) =>
    labelled(name, label, <textarea {...form.field(name)} {...aria(name, `${controlId(name)}-hint`)} rows={4} className={inputClass} />, t.form.linesHint);

  const skus = (choices.data?.fabricSkus.nodes ?? []).filter((s) => stored(FABRIC_TYPE, s.fabricType) === fabricType);
  const coloursError = errorOf('colors');

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="mt-4 space-y-5">
      {creating &&
        labelled(
          'rulesFrom',
          F.rulesFrom.label,
          <select {...form.field('rulesFrom' as 'name')} {...aria('rulesFrom', `${controlId('rulesFrom')}-hint`)} className={inputClass}>
            <option value="">{t.form.choose}</option>
            {(choices.data?.staffProducts.nodes ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.product.name}
              </option>
            ))}
          </select>,
          t.form.rulesFromHint,
        )}
      {textField('name', F.productName.label, L.name)}
      {textField('slug', F.slug.label, L.slug, item ? t.form.slugHint(item.product.slug) : t.form.newSlugHint)}
      {labelled(
        'description',
        F.productDescription.label,
        <textarea {...form.field('description')} {...aria('description')} rows={4} maxLength={L.description} className={inputClass} />,
      )}
      <div className="grid gap-5 md:grid-cols-2">
        {labelled(
          'category',
          F.category.label,
          <>
            <input {...form.field('category')} {...aria('category', `${controlId('category')}-hint`)} list={`${id}-categories`} maxLength={L.category} className={inputClass} />
            <datalist id={`${id}-categories`}>
              {(choices.data?.staffProductFacets.categories ?? []).map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </>,
          t.form.categoryHint,
        )}
        {select('line', F.line.label, PRODUCT_LINES, (v) => t.form.line[v] ?? v)}
        {select('fabricType', F.fabricType.label, PRODUCT_FABRIC_TYPES, (v) => t.form.fabricTypes[v] ?? v)}
        {select('cardCategory', F.cardCategory.label, CARD_CATEGORIES, (v) => t.form.cardCategories[v] ?? v, t.form.noCard)}
        {select('transparency', F.transparency.label, TRANSPARENCIES, (v) => v, t.form.noTransparency)}
      </div>
      {checkboxes('listings', F.listings.label, PRODUCT_LISTINGS, (v) => t.form.listings[v] ?? v, t.form.listingsHint)}
      {checkboxes('controls', F.controls.label, PRODUCT_CONTROLS, (v) => t.form.controls[v] ?? v)}

      <fieldset ref={coloursGroup} tabIndex={-1} aria-describedby={describedBy(controlId('colors'), coloursError, `${controlId('colors')}-hint`)} className="focus:outline-none">
        <legend className="font-medium">{t.form.colours}</legend>
        <p id={`${controlId('colors')}-hint`} className="text-sm text-ink-soft">
          {t.form.coloursHint}
        </p>
        <ol className="mt-2 space-y-3">
          {colours.fields.map((entry, index) => {
            const n = index + 1;
            const current = watch(`colors.${index}.fabricSku`) as string;
            const options = skus.filter((s) => s.visibleOnFrontend || s.internalSku === current);
            const known = current === '' || options.some((s) => s.internalSku === current);
            return (
              <li key={entry.id} className="rounded-xl border border-line p-3">
                <p className="sr-only">{t.form.colourLabel(n)}</p>
                <div className="grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)] md:grid-cols-[auto_minmax(0,1fr)_minmax(0,1.4fr)_auto] md:items-start">
                  {labelled(
                    `colors.${index}.hex`,
                    t.form.colourHex(n),
                    <input
                      type="color"
                      {...form.field(`colors.${index}.hex`)}
                      {...aria(`colors.${index}.hex`)}
                      className="mt-1 block h-11 w-16 rounded-lg border border-line bg-page p-1"
                    />,
                  )}
                  {labelled(
                    `colors.${index}.name`,
                    t.form.colourName(n),
                    <input {...form.field(`colors.${index}.name`)} {...aria(`colors.${index}.name`)} maxLength={L.colourName} className={inputClass} />,
                  )}
                  {labelled(
                    `colors.${index}.fabricSku`,
                    t.form.colourSku(n),
                    <select {...form.field(`colors.${index}.fabricSku`)} {...aria(`colors.${index}.fabricSku`)} className={inputClass}>
                      <option value="">{t.form.noSku}</option>
                      {!known && <option value={current}>{current}</option>}
                      {options.map((s) => (
                        <option key={s.internalSku} value={s.internalSku}>
                          {s.internalSku} – {s.fabricDisplayName}
                          {s.visibleOnFrontend ? '' : ` ${t.form.skuHidden}`}
                        </option>
                      ))}
                    </select>,
                  )}
                  <button
                    type="button"
                    className={`${secondaryButton} justify-self-start md:mt-7`}
                    disabled={colours.fields.length === 1}
                    onClick={() => {
                      colours.remove(index);
                      addButton.current?.focus();
                    }}
                  >
                    {t.form.removeColour(n)}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <button
          ref={addButton}
          type="button"
          className={`${secondaryButton} mt-3`}
          onClick={() => colours.append({ name: '', hex: '#f5f3ee', fabricSku: '' }, { focusName: `colors.${colours.fields.length}.name` })}
        >
          {t.form.addColour}
        </button>
        <FieldError controlId={controlId('colors')} error={coloursError} />
      </fieldset>

      <div className="grid gap-5 md:grid-cols-2">
        {linesField('lightFilter', F.lightFilter.label)}
        {linesField('features', F.features.label)}
      </div>

      {!creating && (
        <>
          {labelled('sortOrder', F.sortOrder.label, <input {...form.field('sortOrder')} {...aria('sortOrder')} inputMode="numeric" className={`${inputClass} max-w-40`} />)}
          <div>
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                {...form.field('published')}
                id={controlId('published')}
                aria-describedby={`${controlId('published')}-hint`}
                className="mt-1 size-5 accent-accent"
              />
              <div>
                <label htmlFor={controlId('published')} className="font-medium">
                  {F.published.label}
                </label>
                <p id={`${controlId('published')}-hint`} className="text-sm text-ink-soft">
                  {t.form.publishedHint}
                </p>
              </div>
            </div>
          </div>
        </>
      )}

      <div role="alert">{formState.errors.root?.server && <p className="font-medium text-danger">{formState.errors.root.server.message}</p>}</div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButton} disabled={sending}>
          {sending ? t.form.saving : creating ? t.form.createSubmit : t.form.save}
        </button>
        <p role="status" className="text-sm font-medium text-success">
          {saved}
        </p>
      </div>
    </form>
  );
}
