import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  AdminProductImageAltDocument,
  AdminProductImageDeleteDocument,
  AdminProductImageMakeMainDocument,
  AdminProductImageMoveDocument,
  AdminProductImagesDocument,
  type AdminProductImageFragment,
} from '../../../gql/admin';
import { describedBy, FieldError } from '../../../components/FormDialog';
import { pictureProps, ProductImage } from '../../../components/ProductImage';
import { adminProductImages as t } from '../../../i18n/admin-product-images';
import { adminShell } from '../../../i18n/admin-shell';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { endSessionIfExpired, setSignedInStaff, useSessionExpiry } from '../shared/staff';
import { AdminPageHeading, Badge, dangerButton, EmptyState, LoadError, type Notice, NoticeLines, primaryButton, secondaryButton, Spinner } from '../shared/ui';
import { uploadProductImage } from './upload';

const inputClass = 'mt-1 block w-full rounded-xl border border-line bg-page px-3 py-2.5 text-ink aria-[invalid=true]:border-danger';
const THUMBNAIL_SIZES = '(min-width: 768px) 12rem, 40vw';


type Payload = { images: AdminProductImageFragment[]; userErrors: { message: string }[] } | undefined;
/** The server's refusal of a change as one sentence, or null when it was made. */
const refusalOf = (payload: Payload): string | null => (payload ? (payload.userErrors.length ? payload.userErrors.map((e) => e.message).join(' ') : null) : t.failed);

/** 'Afbeelding toevoegen': a file and its alt text, sent as the request's body; progress and outcome announced. */
function UploadForm({ productId, onNotice, onAdded }: { productId: string; onNotice: (notice: Notice) => void; onAdded: () => void }) {
  const id = useId();
  const client = useApolloClient();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [progress, setProgress] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress) return;
    const missing = { file: file ? undefined : t.upload.fileRequired, alt: alt.trim() ? undefined : t.upload.altRequired };
    setErrors(missing);
    if (!file || missing.alt) {
      document.getElementById(missing.file ? `${id}-file` : `${id}-alt`)?.focus();
      return;
    }
    setProgress(t.upload.progress(0));
    const outcome = await uploadProductImage(productId, file, alt.trim(), (percent) => setProgress(percent < 100 ? t.upload.progress(percent) : t.upload.processing));
    setProgress(null);
    if (outcome.ok) {
      setFile(null);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
      onNotice({ text: t.upload.done(outcome.alt) });
      onAdded();
      return;
    }
    if (outcome.status === 401) return void setSignedInStaff(client, null);
    const field = outcome.field === 'alt' ? 'alt' : outcome.field === 'file' ? 'file' : null;
    if (field) {
      setErrors({ [field]: outcome.message });
      document.getElementById(`${id}-${field}`)?.focus();
    } else onNotice({ text: outcome.message ?? t.failed, error: true });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-line bg-card p-5">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t.upload.heading}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-file`} className="block font-medium">
            {t.upload.file}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy(`${id}-file`, errors.file, `${id}-file-hint`)}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-1 block w-full rounded-xl border border-line bg-page px-3 py-2 text-ink file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2 file:font-medium file:text-ink aria-[invalid=true]:border-danger"
          />
          <FieldError controlId={`${id}-file`} error={errors.file} />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-ink-soft">
            {t.upload.fileHint}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-alt`} className="block font-medium">
            {t.upload.alt}
          </label>
          <input
            id={`${id}-alt`}
            value={alt}
            maxLength={250}
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={describedBy(`${id}-alt`, errors.alt, `${id}-alt-hint`)}
            onChange={(event) => setAlt(event.target.value)}
            className={inputClass}
          />
          <FieldError controlId={`${id}-alt`} error={errors.alt} />
          <p id={`${id}-alt-hint`} className="mt-1 text-sm text-ink-soft">
            {t.upload.altHint}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <button type="submit" disabled={progress !== null} className={primaryButton}>
            {progress !== null && <Spinner />}
            {progress !== null ? t.upload.sending : t.upload.submit}
          </button>
          <p role="status" className="text-ink-soft">
            {progress}
          </p>
        </div>
      </form>
    </section>
  );
}

/** One picture: its thumbnail, place and size, its alt text to edit, and the buttons that move or delete it. */
function ImageEntry({ image, index, total, onNotice, onChanged }: { image: AdminProductImageFragment; index: number; total: number; onNotice: (notice: Notice) => void; onChanged: () => void }) {
  const id = useId();
  const client = useApolloClient();
  const n = index + 1;
  const [alt, setAlt] = useState(image.alt);
  const [altError, setAltError] = useState<string | undefined>();
  useEffect(() => setAlt(image.alt), [image.alt]);
  const [saveAlt, altState] = useMutation(AdminProductImageAltDocument);
  const [move, moveState] = useMutation(AdminProductImageMoveDocument);
  const [makeMain, mainState] = useMutation(AdminProductImageMakeMainDocument);
  const [remove] = useMutation(AdminProductImageDeleteDocument);
  const busy = altState.loading || moveState.loading || mainState.loading;

  /** Runs a change; its refusal or failure is told, its success announced and the list reloaded. */
  const change = async (run: () => Promise<Payload>, done: string) => {
    try {
      const refusal = refusalOf(await run());
      if (refusal) return void onNotice({ text: refusal, error: true });
      onNotice({ text: done });
      onChanged();
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) onNotice({ text: t.failed, error: true });
    }
  };

  const onSaveAlt = async (event: FormEvent) => {
    event.preventDefault();
    if (!alt.trim()) {
      setAltError(t.upload.altRequired);
      return;
    }
    setAltError(undefined);
    try {
      const payload = (await saveAlt({ variables: { input: { id: image.id, alt } } })).data?.productImageAltUpdate;
      const refusal = refusalOf(payload);
      if (refusal) return void setAltError(refusal);
      onNotice({ text: t.altEdit.saved(n) });
      onChanged();
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) onNotice({ text: t.failed, error: true });
    }
  };

  const moveTo = (position: number) =>
    void change(async () => (await move({ variables: { input: { id: image.id, position } } })).data?.productImageMove, t.move.moved(n, position + 1));

  return (
    <li className="grid gap-4 rounded-2xl border border-line bg-card p-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <div className="self-start overflow-hidden rounded-xl border border-line">
        <ProductImage {...pictureProps(image)} sizes={THUMBNAIL_SIZES} loading={index === 0 ? 'eager' : 'lazy'} className="aspect-[4/3]" />
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{t.position(n, total)}</h3>
          {image.isMain && <Badge tone="done">{t.main}</Badge>}
        </div>
        <p className="mt-1 text-sm text-ink-soft">
          {t.size(image.width, image.height)} · {image.sources.length ? t.photo : t.drawing}
        </p>
        <form noValidate onSubmit={(event) => void onSaveAlt(event)} className="mt-3 flex flex-col gap-2 md:flex-row md:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-alt`} className="block text-sm font-medium">
              {t.altEdit.label(n)}
            </label>
            <input
              id={`${id}-alt`}
              value={alt}
              maxLength={250}
              aria-invalid={altError ? true : undefined}
              aria-describedby={describedBy(`${id}-alt`, altError)}
              onChange={(event) => setAlt(event.target.value)}
              className={inputClass}
            />
            <FieldError controlId={`${id}-alt`} error={altError} />
          </div>
          <button type="submit" disabled={busy || alt === image.alt} aria-label={t.altEdit.saveLabel(n)} className={secondaryButton}>
            {t.altEdit.save}
          </button>
        </form>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" disabled={busy || index === 0} aria-label={t.move.upLabel(n)} onClick={() => moveTo(index - 1)} className={secondaryButton}>
            {t.move.up}
          </button>
          <button type="button" disabled={busy || index === total - 1} aria-label={t.move.downLabel(n)} onClick={() => moveTo(index + 1)} className={secondaryButton}>
            {t.move.down}
          </button>
          {!image.isMain && (
            <button
              type="button"
              disabled={busy}
              aria-label={t.makeMain.buttonLabel(n)}
              onClick={() => void change(async () => (await makeMain({ variables: { id: image.id } })).data?.productImageMakeMain, t.makeMain.done(n))}
              className={secondaryButton}
            >
              {t.makeMain.button}
            </button>
          )}
          <ConfirmDialog
            trigger={
              <button type="button" aria-label={t.remove.buttonLabel(n)} className={dangerButton}>
                {t.remove.button}
              </button>
            }
            texts={{ ...t.remove, title: t.remove.title(n), failed: t.failed }}
            run={async () => refusalOf((await remove({ variables: { id: image.id } })).data?.productImageDelete)}
            onDone={() => {
              onNotice({ text: t.remove.done(n) });
              onChanged();
            }}
          />
        </div>
      </div>
    </li>
  );
}

/** /admin/producten/{id}/afbeeldingen (beheer): upload with alt text, alt texts, order, main image and delete. */
export default function ProductImagesPage() {
  const { id = '' } = useParams();
  // Beheer's screen: the staff frame tells another role that opens its address who to ask.
  const { data, error, refetch } = useQuery(AdminProductImagesDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  useSessionExpiry(error);
  const [notice, setNotice] = useState<Notice | null>(null);
  const item = data?.staffProduct;
  const images = item?.product.media ?? [];
  const reload = () => void refetch();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:px-8">
      <Link to={`/admin/producten?product=${encodeURIComponent(id)}`} className="text-sm font-medium text-ink-soft underline underline-offset-4 hover:text-accent">
        {t.back}
      </Link>
      <div className="mt-3">
        {error && !data ? (
          <LoadError error={error} message={t.loadFailed} onRetry={reload} />
        ) : !data ? (
          <p role="status">{adminShell.loading}</p>
        ) : !item ? (
          <AdminPageHeading title={t.notFound} />
        ) : (
          <>
            <AdminPageHeading title={t.title(item.product.name)} intro={t.intro} />
            <NoticeLines notice={notice} />
            <div className="mt-6 space-y-6">
              <UploadForm productId={item.product.id} onNotice={setNotice} onAdded={reload} />
              {images.length === 0 ? (
                <EmptyState>{t.empty}</EmptyState>
              ) : (
                <ol aria-label={t.listLabel} className="space-y-3">
                  {images.map((image, index) => (
                    <ImageEntry key={image.id} image={image} index={index} total={images.length} onNotice={setNotice} onChanged={reload} />
                  ))}
                </ol>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
