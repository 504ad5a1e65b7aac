import { useId, useState, type ChangeEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FABRIC_SKU_CSV_LIMITS } from '@lumina/schema';
import { describedBy, FieldError, FormDialog, formDialogInput as inputClass } from '../../../components/FormDialog';
import { useToast } from '../../../components/toast';
import { AdminFabricSkuImportDocument, AdminFabricSkuImportPreviewDocument, AdminFabricSkusDocument, type AdminFabricSkuImportFragment } from '../../../gql/admin';
import { adminSkus } from '../../../i18n/admin-skus';
import { endSessionIfExpired } from '../shared/staff';
import { secondaryButton } from '../shared/ui';

const t = adminSkus.import;
const LIMIT_KB = Math.floor(FABRIC_SKU_CSV_LIMITS.maxBytes / 1000);

type State =
  | { kind: 'none' }
  | { kind: 'reading' }
  | { kind: 'refused'; message: string }
  | { kind: 'previewed'; csv: string; result: AdminFabricSkuImportFragment };

/** The preview's rows: number, SKU, what happens, and each error with its column. */
function PreviewTable({ result }: { result: AdminFabricSkuImportFragment }) {
  return (
    <div className="max-h-80 overflow-auto rounded-xl border border-line" tabIndex={0} role="region" aria-label={t.previewLabel}>
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-sand">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t.row}
            </th>
            <th scope="col" className="px-3 py-2">
              {t.sku}
            </th>
            <th scope="col" className="px-3 py-2">
              {t.action}
            </th>
            <th scope="col" className="px-3 py-2">
              {t.errors}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.row} className="border-t border-line align-top">
              <th scope="row" className="px-3 py-2 font-mono font-normal">
                {row.row}
              </th>
              <td className="px-3 py-2 font-mono">{row.internalSku}</td>
              <td className="px-3 py-2">{t.actions[row.action]}</td>
              <td className="px-3 py-2">
                {row.errors.length === 0 ? (
                  <span className="text-ink-soft">{t.noErrors}</span>
                ) : (
                  <ul className="flex flex-col gap-1 font-medium text-danger">
                    {row.errors.map((error) => (
                      <li key={`${error.column}-${error.code}`}>{t.cellError(error.column, error.message)}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Importeren' (issue 20 item 4): choose a .csv file; the server reads it (fabricSkuImportPreview) and the table
 * shows each row's number as the spreadsheet shows it, whether it creates, updates or leaves a SKU unchanged,
 * and its errors by column. 'Importeren' is enabled only when every row is valid; it writes the file in one
 * transaction (fabricSkuImport), or nothing, and the overview is fetched again.
 */
export function SkuImportDialog() {
  const id = useId();
  const client = useApolloClient();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ kind: 'none' });
  const [general, setGeneral] = useState<string | null>(null);
  const [run, { loading }] = useMutation(AdminFabricSkuImportDocument, { refetchQueries: [AdminFabricSkusDocument] });
  const fileId = `${id}-file`;

  const onOpenChange = (next: boolean) => {
    if (next) {
      setState({ kind: 'none' });
      setGeneral(null);
    }
    setOpen(next);
  };

  const fail = (failure: unknown) => {
    if (!endSessionIfExpired(client, failure)) setGeneral(t.failed);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    setGeneral(null);
    const file = event.target.files?.[0];
    if (!file) return setState({ kind: 'none' });
    if (!/\.csv$/i.test(file.name)) return setState({ kind: 'refused', message: t.notCsv });
    if (file.size > FABRIC_SKU_CSV_LIMITS.maxBytes) return setState({ kind: 'refused', message: t.tooLarge(LIMIT_KB) });
    setState({ kind: 'reading' });
    try {
      const csv = await file.text();
      const { data } = await client.query({ query: AdminFabricSkuImportPreviewDocument, variables: { csv }, fetchPolicy: 'no-cache' });
      const result = data?.fabricSkuImportPreview;
      if (!result) throw new Error('no preview');
      if (result.userErrors.length > 0) return setState({ kind: 'refused', message: result.userErrors.map((e) => e.message).join(' ') });
      setState({ kind: 'previewed', csv, result });
    } catch (failure) {
      setState({ kind: 'none' });
      fail(failure);
    }
  };

  const invalid = state.kind === 'previewed' ? state.result.rows.filter((row) => row.errors.length > 0).length : 0;
  const ready = state.kind === 'previewed' && state.result.rows.length > 0 && invalid === 0;

  const onSubmit = async () => {
    if (state.kind !== 'previewed' || !ready || loading) return;
    setGeneral(null);
    try {
      const { data } = await run({ variables: { csv: state.csv } });
      const result = data?.fabricSkuImport;
      if (!result) throw new Error('no import');
      if (!result.imported) {
        setState({ kind: 'previewed', csv: state.csv, result });
        setGeneral(result.userErrors.map((e) => e.message).join(' ') || t.failed);
        return;
      }
      setOpen(false);
      toast({ title: t.done(result.rows.length), variant: 'success' });
    } catch (failure) {
      fail(failure);
    }
  };

  const fileError = state.kind === 'refused' ? state.message : undefined;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className={secondaryButton}>
          {t.button}
        </button>
      }
      title={t.title}
      description={t.description}
      closeLabel={t.close}
      cancelLabel={t.cancel}
      submitLabel={t.submit}
      sendingLabel={t.importing}
      sending={loading}
      canSubmit={ready}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      general={general}
      initialFocus={() => document.getElementById(fileId)}
    >
      <div>
        <label htmlFor={fileId} className="font-medium">
          {t.file}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void onFile(event)}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy(fileId, fileError, `${fileId}-hint`)}
          className={`${inputClass} min-h-11`}
        />
        <p id={`${fileId}-hint`} className="mt-1 text-sm text-ink-soft">
          {t.fileHint(LIMIT_KB, FABRIC_SKU_CSV_LIMITS.maxRows)}
        </p>
        <FieldError controlId={fileId} error={fileError} />
      </div>
      {state.kind === 'reading' && <p role="status">{t.reading}</p>}
      {state.kind === 'previewed' && (
        <>
          <p role="status" className={invalid > 0 ? 'font-medium text-danger' : 'text-ink-soft'}>
            {t.summary(state.result.rows.length, invalid)}
          </p>
          <PreviewTable result={state.result} />
        </>
      )}
    </FormDialog>
  );
}
