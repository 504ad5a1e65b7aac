import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { AdminProductDocument, AdminProductsDocument, AdminProductUpdateDocument, type AdminProductDetailFragment, type AdminProductListItemFragment } from '../../../gql/admin';
import { adminProducts as t } from '../../../i18n/admin-products';
import { showUserErrors } from '../../../lib/forms';
import { useInboxList } from '../inbox/use-inbox-list';
import { useSessionExpiry } from '../shared/staff';
import { ChosenEntry, ListBeside } from '../shared/list-beside';
import { Badge, primaryButton, StaffTime } from '../shared/ui';

function ProductEntry({ item, selected, onOpen }: { item: AdminProductListItemFragment; selected: boolean; onOpen: () => void }) {
  return (
    <a
      href={`?product=${encodeURIComponent(item.id)}`}
      data-entry
      aria-current={selected ? 'true' : undefined}
      aria-label={t.open(item.product.name)}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
      className={`block rounded-2xl border p-4 hover:border-ink-soft ${selected ? 'border-accent bg-sand' : 'border-line bg-card'}`}
    >
      <span className="flex flex-wrap items-start justify-between gap-2">
        <span className="min-w-0 font-semibold break-words text-ink">{item.product.name}</span>
        <Badge tone={item.published ? 'done' : 'neutral'}>{item.published ? t.published : t.unpublished}</Badge>
      </span>
      <span className="mt-1 block text-sm break-words text-ink-soft">
        /{item.product.slug} · {t.position(item.sortOrder)}
      </span>
    </a>
  );
}

interface FormValues {
  name: string;
  slug: string;
  description: string;
  published: boolean;
  sortOrder: string;
}

const inputClass = 'mt-1 block w-full rounded-xl border border-line bg-page px-3 py-2.5 text-ink aria-[invalid=true]:border-danger';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;
}

const shown = (value: unknown) => (typeof value === 'boolean' ? (value ? t.yes : t.no) : String(value ?? ''));

/** One product's shop fields, saved with productUpdate; the server's refusals under their fields. */
function ProductForm({ item, takeFocus }: { item: AdminProductDetailFragment; takeFocus: boolean }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState('');
  const [update, { error }] = useMutation(AdminProductUpdateDocument);
  useSessionExpiry(error);
  const defaults = (p: AdminProductDetailFragment): FormValues => ({
    name: p.product.name,
    slug: p.product.slug,
    description: p.product.description,
    published: p.published,
    sortOrder: String(p.sortOrder),
  });
  const form = useForm<FormValues>({ defaultValues: defaults(item) });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [item.id, takeFocus]);

  const submit = handleSubmit(async (values) => {
    setSaved('');
    try {
      const result = await update({
        variables: {
          input: { id: item.id, name: values.name, slug: values.slug, description: values.description, published: values.published, sortOrder: Number(values.sortOrder) },
        },
      });
      const payload = result.data?.productUpdate;
      if (!payload) return;
      const refusals = payload.userErrors.filter((e) => e.code !== 'NOTHING_TO_CHANGE');
      if (refusals.length > 0) {
        showUserErrors(form, refusals);
        return;
      }
      if (payload.product) reset(defaults(payload.product));
      setSaved(t.form.saved);
    } catch {
      form.setError('root.server', { type: 'server', message: t.form.failed });
    }
  });

  const described = (name: keyof FormValues, hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `${id}-${name}-error` : null, hint].filter(Boolean).join(' ') || undefined,
  });

  return (
    <article aria-labelledby={`${id}-heading`} className="rounded-2xl border border-line bg-card p-5 md:p-6">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-semibold break-words focus:outline-none">
        {item.product.name}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        <div>
          <label htmlFor={`${id}-name`} className="font-medium">
            {t.form.name}
          </label>
          <input id={`${id}-name`} className={inputClass} {...register('name')} {...described('name')} />
          <FieldError id={`${id}-name-error`} message={errors.name?.message} />
        </div>
        <div>
          <label htmlFor={`${id}-slug`} className="font-medium">
            {t.form.slug}
          </label>
          <input id={`${id}-slug`} className={inputClass} {...register('slug')} {...described('slug', `${id}-slug-hint`)} />
          <p id={`${id}-slug-hint`} className="mt-1 text-sm text-ink-soft">
            {t.form.slugHint(item.product.slug)}
          </p>
          <FieldError id={`${id}-slug-error`} message={errors.slug?.message} />
        </div>
        <div>
          <label htmlFor={`${id}-description`} className="font-medium">
            {t.form.description}
          </label>
          <textarea id={`${id}-description`} rows={4} className={inputClass} {...register('description')} {...described('description')} />
          <FieldError id={`${id}-description-error`} message={errors.description?.message} />
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className="font-medium">
            {t.form.sortOrder}
          </label>
          <input id={`${id}-sort`} type="number" inputMode="numeric" className={`${inputClass} max-w-40`} {...register('sortOrder')} {...described('sortOrder')} />
          <FieldError id={`${id}-sortOrder-error`} message={errors.sortOrder?.message} />
        </div>
        <div className="flex items-start gap-3">
          <input id={`${id}-published`} type="checkbox" className="mt-1 size-5 accent-accent" {...register('published')} aria-describedby={`${id}-published-hint`} />
          <div>
            <label htmlFor={`${id}-published`} className="font-medium">
              {t.form.published}
            </label>
            <p id={`${id}-published-hint`} className="text-sm text-ink-soft">
              {t.form.publishedHint}
            </p>
          </div>
        </div>
        <div role="alert">{errors.root?.server && <p className="font-medium text-danger">{errors.root.server.message}</p>}</div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t.form.saving : t.form.save}
          </button>
          <p role="status" className="text-sm font-medium text-success">
            {saved}
          </p>
        </div>
      </form>

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
                      {t.change(t.fields[field] ?? field, shown(from), shown(to))}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}

function ChosenProduct({ id, takeFocus }: { id: string; takeFocus: boolean }) {
  const { data, error, refetch } = useQuery(AdminProductDocument, { variables: { id } });
  useSessionExpiry(error);
  return (
    <ChosenEntry data={data ? data.staffProduct : undefined} error={error} retry={() => void refetch()} failedText={t.detailFailed} notFoundText={t.notFound}>
      {(item) => <ProductForm key={item.id} item={item} takeFocus={takeFocus} />}
    </ChosenEntry>
  );
}

/** /admin/producten (beheer): every product, published or not, and the chosen one (?product={id}) to edit beside it. */
export default function ProductsPage() {
  const list = useInboxList(AdminProductsDocument, 'staffProducts');
  return (
    <ListBeside
      list={list}
      param="product"
      texts={t}
      entry={(item, selected, onOpen) => <ProductEntry item={item} selected={selected} onOpen={onOpen} />}
      detail={(id, takeFocus) => <ChosenProduct id={id} takeFocus={takeFocus} />}
    />
  );
}
