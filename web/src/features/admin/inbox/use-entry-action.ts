import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useToast } from '../../../components/toast';
import { adminShell } from '../../../i18n/admin-shell';
import { endSessionIfExpired } from '../shared/staff';

/** What an action on an inbox entry came to: done (with the toast to show), or the server's refusal. */
export type EntryOutcome = { done: string } | { refused: string | undefined };

/**
 * One staff action on an inbox entry (mark handled, approve, reject): which one runs, the refusal or failure
 * shown in the entry, a success toast, and an expired session sent to sign in. `K` names the action running.
 */
export function useEntryAction<K extends string>() {
  const client = useApolloClient();
  const { toast } = useToast();
  const [running, setRunning] = useState<K | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (kind: K, action: () => Promise<EntryOutcome>): Promise<boolean> => {
    setRunning(kind);
    setProblem(null);
    let done = false;
    try {
      const outcome = await action();
      if ('done' in outcome) {
        toast({ title: outcome.done, variant: 'success' });
        done = true;
      } else setProblem(outcome.refused ?? adminShell.inbox.actionFailed);
    } catch (error) {
      if (!endSessionIfExpired(client, error)) setProblem(adminShell.inbox.actionFailed);
    }
    setRunning(null);
    return done;
  };

  return { running, problem, run };
}
