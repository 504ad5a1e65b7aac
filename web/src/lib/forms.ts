/**
 * The shop's forms on react-hook-form, checked by their rules from the contract (schema/src/forms, the same
 * schema and messages the server runs): `useSchemaForm` for the form, `showUserErrors` for the server's answer.
 */
import { useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { FormInput, FormSchema, FormValues } from '@lumina/schema';

export type SchemaForm<S extends FormSchema> = UseFormReturn<FormInput<S>, unknown, FormValues<S>> & {
  field: <N extends FieldPath<FormInput<S>>>(name: N, alsoClears?: readonly (FieldPath<FormInput<S>> | 'root')[]) => UseFormRegisterReturn<N>;
  submit: (send: (values: FormValues<S>) => Promise<void>) => (event: FormEvent) => void;
  sending: boolean;
};

/**
 * A form checked by `schema` in the browser at each submit. As the shop's forms always did: a field's error
 * goes as soon as it is changed (`field`) and is checked again at the next submit, not while typing; a submit
 * while the last one is still under way does nothing, and `sending` says when the form is being sent (after the
 * browser's check passed).
 */
export function useSchemaForm<S extends FormSchema>(schema: S, defaultValues: DefaultValues<FormInput<S>>): SchemaForm<S> {
  // Focus goes to the first field at fault in the form's order (focusFirst), not in the order fields registered.
  const form = useForm<FormInput<S>, unknown, FormValues<S>>({ resolver: zodResolver(schema), defaultValues, reValidateMode: 'onSubmit', shouldFocusError: false });
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const { register, clearErrors, handleSubmit } = form;

  /** register(name), clearing its error when it changes, and those of `alsoClears` ('root': the form's own). */
  const field = <N extends FieldPath<FormInput<S>>>(name: N, alsoClears: readonly (FieldPath<FormInput<S>> | 'root')[] = []) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        for (const other of alsoClears) clearErrors(other);
      },
    });

  /** The form's onSubmit: the schema's check, then `send` with the values as they are stored (trimmed, normalised). */
  const submit = (send: (values: FormValues<S>) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void handleSubmit(
      async (values) => {
        setSending(true);
        try {
          await send(values);
        } finally {
          setSending(false);
        }
      },
      (errors) => focusFirst(form, (path) => typeof (get(errors, path) as { message?: unknown } | undefined)?.message === 'string'),
    )(event).finally(() => {
      busy.current = false;
    });
  };

  return { ...form, field, submit, sending };
}

/** A server's refusal as every mutation payload has them: `field` is the path from the mutation's arguments. */
interface UserErrorLike {
  field?: readonly string[] | null;
  message: string;
}

/**
 * The paths of a form's fields in the order of its values: { customer: { name } } → customer.name; a list is a field
 * itself and, when it holds objects, their fields too: { colors: [{ name }] } → colors, colors.0.name.
 */
function fieldPaths(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    if (Array.isArray(value)) {
      return [`${prefix}${key}`, ...value.flatMap((item: unknown, i) => (item !== null && typeof item === 'object' ? fieldPaths(item, `${prefix}${key}.${i}.`) : []))];
    }
    return value !== null && typeof value === 'object' ? fieldPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`];
  });
}

/** Focuses the first field, in the order of the form's values, for which `hasError` holds. */
function focusFirst<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'getValues' | 'setFocus'>, hasError: (path: string) => boolean): void {
  const first = fieldPaths(form.getValues()).find(hasError);
  if (first) form.setFocus(first as Path<T>);
}

/**
 * Puts a mutation's userErrors on the form: each under the field its path names (["input", "customer",
 * "postcode"] → customer.postcode; a field's first message), focusing the first of those fields in the form's
 * order; the messages that concern no field of the form together as the form's own error (`errors.root.server`),
 * which are returned.
 */
export function showUserErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'getValues' | 'setError' | 'setFocus'>, userErrors: readonly UserErrorLike[]): string[] {
  const fields = fieldPaths(form.getValues());
  const found = new Map<string, string>();
  const general: string[] = [];
  for (const { field, message } of userErrors) {
    const path = field?.[0] === 'input' ? field.slice(1).join('.') : null;
    if (path && fields.includes(path)) {
      if (!found.has(path)) found.set(path, message);
    } else general.push(message);
  }
  for (const [path, message] of found) form.setError(path as Path<T>, { type: 'server', message });
  focusFirst(form, (path) => found.has(path));
  if (general.length > 0) form.setError('root.server', { type: 'server', message: general.join(' ') });
  return general;
}

/** How many fields have an error (the form-wide `root` errors not counted). */
export function fieldErrorCount(errors: object): number {
  return Object.entries(errors).reduce((n, [key, value]: [string, unknown]) => {
    if (key === 'root' || value === null || typeof value !== 'object') return n;
    return n + ('message' in value && 'type' in value ? 1 : fieldErrorCount(value));
  }, 0);
}
