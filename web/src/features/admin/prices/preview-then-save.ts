/**
 * The one way the price screens save: the form is checked in the browser by its schema, the server previews what it
 * does (every product's reference sizes now → after, or why it would be refused, each refusal under its field), and
 * only a preview of exactly the values in the form can be saved. Changing a field takes the preview away.
 */
import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { FieldValues } from 'react-hook-form';
import { adminPrices } from '../../../i18n/admin-prices';
import { showUserErrors, type SchemaForm } from '../../../lib/forms';
import type { FormSchema, FormValues } from '@lumina/schema';
import { endSessionIfExpired } from '../shared/staff';

interface UserErrorLike {
  field?: readonly string[] | null;
  message: string;
}

/** A preview's answer: what to show, or the refusals. */
export interface Answer<P> {
  previews: P[] | null;
  userErrors: readonly UserErrorLike[];
}

export function usePreviewThenSave<S extends FormSchema, P, A extends { userErrors: readonly UserErrorLike[] }>(
  form: SchemaForm<S>,
  preview: (values: FormValues<S>) => Promise<Answer<P>>,
  save: (values: FormValues<S>) => Promise<A | null>,
  onSaved: (answer: A) => void,
) {
  const client = useApolloClient();
  const [shown, setShown] = useState<{ values: FormValues<S>; previews: P[] } | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const { watch, setError } = form;

  useEffect(() => {
    const subscription = watch(() => {
      setShown(null);
      setRefusals([]);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const failed = (failure: unknown) => {
    if (!endSessionIfExpired(client, failure)) setError('root.server', { message: adminPrices.preview.failed });
  };

  const onPreview = form.submit(async (values) => {
    setShown(null);
    setRefusals([]);
    try {
      const answer = await preview(values);
      if (answer.userErrors.length > 0 || !answer.previews) {
        setRefusals(showUserErrors(form as unknown as Parameters<typeof showUserErrors<FieldValues>>[0], answer.userErrors));
        form.clearErrors('root.server');
        return;
      }
      setShown({ values, previews: answer.previews });
    } catch (failure) {
      failed(failure);
    }
  });

  const onSave = async () => {
    if (!shown || saving) return;
    setSaving(true);
    try {
      const answer = await save(shown.values);
      if (!answer) throw new Error('no answer');
      if (answer.userErrors.length > 0) {
        setShown(null);
        setRefusals(showUserErrors(form as unknown as Parameters<typeof showUserErrors<FieldValues>>[0], answer.userErrors));
        form.clearErrors('root.server');
        return;
      }
      setShown(null);
      onSaved(answer);
    } catch (failure) {
      failed(failure);
    } finally {
      setSaving(false);
    }
  };

  return { onPreview, onSave, previews: shown?.previews ?? null, refusals, saving };
}
