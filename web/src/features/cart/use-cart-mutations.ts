import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { CartChangeResult } from '../../components/cart-context';
import { useToast } from '../../components/toast';
import {
  CartClearDocument,
  CartCountDocument,
  CartDocument,
  CartLineAddDocument,
  CartLineRemoveDocument,
  CartLineReplaceDocument,
  CartLineUpdateDocument,
  type CartLineAddInput,
  type CartLineAddMutation,
  type CartLineReplaceInput,
} from '../../gql/graphql';
import { nl } from '../../i18n/nl';

/** Every cart mutation answers the same payload: the cart as it is now, the changed line (when asked) and the user errors. */
type CartPayload = Omit<CartLineAddMutation['cartLineAdd'], 'line'> & { line?: CartLineAddMutation['cartLineAdd']['line'] };

interface Failure {
  title: string;
  description: string;
}

/**
 * The four cart changes. Each answers the server's whole cart, which Apollo normalises by its id, so the
 * badge and the panel follow by themselves. A first add creates the cart: then the `cart` query, which said
 * "no cart yet", is read again. A network error or userErrors show the destructive toast, and the cart
 * stays what the server says it is.
 */
export function useCartMutations() {
  const client = useApolloClient();
  const { toast } = useToast();

  const run = useCallback(
    async <TData, TVars extends Record<string, unknown>>(
      mutation: TypedDocumentNode<TData, TVars>,
      variables: TVars,
      pick: (data: TData) => CartPayload,
      failure: Failure,
    ): Promise<CartChangeResult> => {
      try {
        const known = client.readQuery({ query: CartCountDocument })?.cart?.id ?? null;
        const { data } = await client.mutate({
          mutation,
          variables,
          refetchQueries: (result) => (result.data && (pick(result.data).cart?.id ?? null) !== known ? [CartDocument, CartCountDocument] : []),
          awaitRefetchQueries: true,
        });
        if (!data) throw new Error('Empty cart response');
        const { userErrors, line } = pick(data);
        if (userErrors.length > 0) {
          toast({ variant: 'destructive', title: failure.title, description: userErrors.map((e) => e.message).join(' ') });
          return { ok: false, userErrors };
        }
        return { ok: true, userErrors: [], line: line ?? null };
      } catch {
        toast({ variant: 'destructive', title: failure.title, description: failure.description });
        return { ok: false, userErrors: [] };
      }
    },
    [client, toast],
  );

  const addLine = useCallback(
    (input: CartLineAddInput) => run(CartLineAddDocument, { input }, (d) => d.cartLineAdd, nl.cart.addFailed),
    [run],
  );
  const replaceLine = useCallback(
    (id: string, input: CartLineReplaceInput) =>
      run(CartLineReplaceDocument, { id, input }, (d) => d.cartLineReplace, nl.cart.addFailed),
    [run],
  );
  /** Sets a line's quantity; 0 or below removes the line (the server rule). */
  const updateQuantity = useCallback(
    (id: string, quantity: number) =>
      run(CartLineUpdateDocument, { id, quantity }, (d) => d.cartLineUpdate, nl.cart.changeFailed),
    [run],
  );
  const removeLine = useCallback(
    (id: string) => run(CartLineRemoveDocument, { id }, (d) => d.cartLineRemove, nl.cart.changeFailed),
    [run],
  );
  const clear = useCallback(() => run(CartClearDocument, {}, (d) => d.cartClear, nl.cart.changeFailed), [run]);

  return { addLine, replaceLine, updateQuantity, removeLine, clear };
}
