import { useId, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FABRIC_SKU_CASSETTES, FABRIC_SKU_MAX_LENGTH as L, FABRIC_SKU_TYPES, FIELD_TEXTS as F, fabricSkuForm, type FabricSkuFormValues, type FormInput } from '@lumina/schema';
import { describedBy, FieldError, FormDialog, formDialogInput as inputClass } from '../../../components/FormDialog';
import { useToast } from '../../../components/toast';
import {
  AdminFabricSkuCreateDocument,
  AdminFabricSkusDocument,
  AdminFabricSkuUpdateDocument,
  type AdminFabricSkuDetailFragment,
  type CassetteType,
  type FabricSkuInput,
  type FabricType,
} from '../../../gql/admin';
import { adminSkus } from '../../../i18n/admin-skus';
import { showUserErrors, useSchemaForm } from '../../../lib/forms';
import { endSessionIfExpired } from '../shared/staff';
import { secondaryButton } from '../shared/ui';

const t = adminSkus.form;

type Typed = FormInput<typeof fabricSkuForm>;
type TextField = 'internalSku' | 'fabricLine' | 'fabricDisplayName' | 'manufacturerCode' | 'supplierCode' | 'supplierName' | 'fabricCategory' | 'qualityGrade';
type NumberField = 'priceGroup' | 'maxWidthCm' | 'leadTimeDays' | 'warrantyMonths';

const MAX: Record<TextField | 'specialInstructions', number> = {
  internalSku: L.internalSku,
  fabricLine: L.fabricLine,
  fabricDisplayName: L.fabricDisplayName,
  manufacturerCode: L.code,
  supplierCode: L.code,
  supplierName: L.supplierName,
  fabricCategory: L.fabricCategory,
  qualityGrade: L.qualityGrade,
  specialInstructions: L.specialInstructions,
};

/** A stored value ("half-cassette") as the API's enum name ("HALF_CASSETTE"). */
const enumName = <T extends string>(value: string) => value.toUpperCase().replace(/-/g, '_') as T;

const EMPTY: Typed = {
  internalSku: '',
  fabricLine: '',
  fabricDisplayName: '',
  fabricType: '',
  priceGroup: '',
  manufacturerCode: '',
  supplierCode: '',
  supplierName: '',
  maxWidthCm: '',
  cassetteType: '',
  leadTimeDays: '',
  visibleOnFrontend: true,
  sampleAvailable: true,
  fabricCategory: '',
  qualityGrade: '',
  warrantyMonths: '',
  specialInstructions: '',
};

/** The SKU's fields as the form shows them. */
function typedOf(fabric: AdminFabricSkuDetailFragment): Typed {
  const meta = fabric.exportMetadata;
  return {
    internalSku: fabric.internalSku,
    fabricLine: fabric.fabricLine,
    fabricDisplayName: fabric.fabricDisplayName,
    fabricType: fabric.fabricType.toLowerCase(),
    priceGroup: String(fabric.priceGroup),
    manufacturerCode: fabric.manufacturerCode,
    supplierCode: fabric.supplierCode,
    supplierName: fabric.supplierName,
    maxWidthCm: String(fabric.maxWidthCm),
    cassetteType: fabric.cassetteType.toLowerCase().replace(/_/g, '-'),
    leadTimeDays: String(fabric.leadTimeDays),
    visibleOnFrontend: fabric.visibleOnFrontend,
    sampleAvailable: fabric.sampleAvailable,
    fabricCategory: meta.fabricCategory,
    qualityGrade: meta.qualityGrade,
    warrantyMonths: String(meta.warrantyMonths),
    specialInstructions: meta.specialInstructions,
  };
}

/** The checked values as the mutation's input. */
function inputOf(values: FabricSkuFormValues): FabricSkuInput {
  return { ...values, fabricType: enumName<FabricType>(values.fabricType), cassetteType: enumName<CassetteType>(values.cassetteType) };
}

interface SkuFormDialogProps {
  /** The SKU to edit; absent: 'Nieuwe stof'. */
  fabric?: AdminFabricSkuDetailFragment;
  /** Called with the internal SKU once a new SKU was created. */
  onCreated?: (internalSku: string) => void;
}

/**
 * 'Nieuwe stof' and 'Bewerken' (issue 20 item 4): every field of a fabric SKU (SPEC §3), checked in the browser
 * by the same form schema the server runs (schema/src/forms/fabric-sku.ts) and saved with fabricSkuCreate or
 * fabricSkuUpdate; each refusal, the browser's or the server's, appears under its field. A created SKU shows
 * in the overview at once (the list is fetched again); an edit updates every view of it through Apollo's cache.
 */
export function SkuFormDialog({ fabric, onCreated }: SkuFormDialogProps) {
  const id = useId();
  const client = useApolloClient();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const editing = Boolean(fabric);
  const form = useSchemaForm(fabricSkuForm, EMPTY);
  const { formState, reset, setError, sending } = form;
  const { errors } = formState;
  const [create] = useMutation(AdminFabricSkuCreateDocument, { refetchQueries: [AdminFabricSkusDocument] });
  const [update] = useMutation(AdminFabricSkuUpdateDocument);

  const onOpenChange = (next: boolean) => {
    if (next) reset(fabric ? typedOf(fabric) : EMPTY);
    setOpen(next);
  };

  const onSubmit = form.submit(async (values) => {
    try {
      const input = inputOf(values);
      const payload = fabric ? (await update({ variables: { input } })).data?.fabricSkuUpdate : (await create({ variables: { input } })).data?.fabricSkuCreate;
      if (!payload) throw new Error('no payload');
      if (payload.userErrors.length > 0 || !payload.fabricSku) {
        showUserErrors(form, payload.userErrors);
        return;
      }
      const saved = payload.fabricSku.internalSku;
      setOpen(false);
      toast({ title: fabric ? t.saved(saved) : t.created(saved), variant: 'success' });
      if (!fabric) onCreated?.(saved);
    } catch (failure) {
      if (!endSessionIfExpired(client, failure)) setError('root.server', { message: t.failed });
    }
  });

  const control = (field: keyof Typed) => {
    const controlId = `${id}-${field}`;
    const error = errors[field]?.message;
    return { controlId, error, props: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(controlId, error) } };
  };

  const labelled = (field: keyof Typed, label: string, input: ReactNode, controlId: string, error: string | undefined, hint?: string) => (
    <div key={field}>
      <label htmlFor={controlId} className="font-medium">
        {label}
      </label>
      {input}
      {hint && (
        <p id={`${controlId}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <FieldError controlId={controlId} error={error} />
    </div>
  );

  const textField = (field: TextField) => {
    const { controlId, error, props } = control(field);
    const fixed = field === 'internalSku' && editing;
    const describe = fixed ? describedBy(controlId, error, `${controlId}-hint`) : props['aria-describedby'];
    return labelled(
      field,
      F[field].label,
      <input {...form.field(field)} {...props} aria-describedby={describe} readOnly={fixed} maxLength={MAX[field]} className={`${inputClass} min-h-11 read-only:bg-sand`} />,
      controlId,
      error,
      fixed ? t.skuFixed : undefined,
    );
  };

  const numberField = (field: NumberField, hint?: string) => {
    const { controlId, error, props } = control(field);
    const describe = hint ? describedBy(controlId, error, `${controlId}-hint`) : props['aria-describedby'];
    return labelled(
      field,
      F[field].label,
      <input {...form.field(field)} {...props} aria-describedby={describe} inputMode="numeric" className={`${inputClass} min-h-11`} />,
      controlId,
      error,
      hint,
    );
  };

  const choiceField = (field: 'fabricType' | 'cassetteType', options: readonly string[], labelOf: (value: string) => string) => {
    const { controlId, error, props } = control(field);
    return labelled(
      field,
      F[field].label,
      <select {...form.field(field)} {...props} className={`${inputClass} min-h-11`}>
        <option value="">{t.choose}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>,
      controlId,
      error,
    );
  };

  const checkbox = (field: 'visibleOnFrontend' | 'sampleAvailable') => {
    const { controlId, error, props } = control(field);
    return (
      <div key={field}>
        <div className="flex items-center gap-3">
          <input {...form.field(field)} {...props} type="checkbox" className="size-5 accent-[var(--color-accent)]" />
          <label htmlFor={controlId} className="font-medium">
            {F[field].label}
          </label>
        </div>
        <FieldError controlId={controlId} error={error} />
      </div>
    );
  };

  const instructions = control('specialInstructions');

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className={secondaryButton}>
          {editing ? t.edit : t.create}
        </button>
      }
      title={fabric ? t.editTitle(fabric.internalSku) : t.createTitle}
      description={fabric ? t.editDescription(fabric.fabricDisplayName) : t.createDescription}
      closeLabel={t.close}
      cancelLabel={t.cancel}
      submitLabel={t.save}
      sendingLabel={t.saving}
      sending={sending}
      canSubmit
      onSubmit={onSubmit}
      general={errors.root?.server?.message ?? null}
      initialFocus={() => document.getElementById(`${id}-${editing ? 'fabricLine' : 'internalSku'}`)}
    >
      {textField('internalSku')}
      {textField('fabricLine')}
      {textField('fabricDisplayName')}
      {choiceField('fabricType', FABRIC_SKU_TYPES, (value) => adminSkus.fabricTypes[enumName<FabricType>(value)])}
      {numberField('priceGroup', t.priceGroupHint)}
      {textField('manufacturerCode')}
      {textField('supplierCode')}
      {textField('supplierName')}
      {numberField('maxWidthCm')}
      {choiceField('cassetteType', FABRIC_SKU_CASSETTES, (value) => adminSkus.cassette[enumName<CassetteType>(value)])}
      {numberField('leadTimeDays')}
      {checkbox('visibleOnFrontend')}
      {checkbox('sampleAvailable')}
      {textField('fabricCategory')}
      {textField('qualityGrade')}
      {numberField('warrantyMonths')}
      {labelled(
        'specialInstructions',
        F.specialInstructions.label,
        <textarea {...form.field('specialInstructions')} {...instructions.props} rows={3} maxLength={MAX.specialInstructions} className={inputClass} />,
        instructions.controlId,
        instructions.error,
      )}
    </FormDialog>
  );
}
