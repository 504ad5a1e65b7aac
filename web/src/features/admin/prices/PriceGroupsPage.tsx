import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { priceGroupForm } from '@lumina/schema';
import {
  AdminPriceGroupHistoryDocument,
  AdminPriceGroupPreviewDocument,
  AdminPriceGroupRollbackDocument,
  AdminPriceGroupsDocument,
  AdminPriceGroupUpdateDocument,
  type PriceGroupRowFragment,
} from '../../../gql/admin';
import { adminPrices } from '../../../i18n/admin-prices';
import { adminShell } from '../../../i18n/admin-shell';
import { useSchemaForm } from '../../../lib/forms';
import { useSessionExpiry, useStaffCan } from '../shared/staff';
import { AdminPageHeading, LoadError, primaryButton, secondaryButton, Spinner, StaffTime } from '../shared/ui';
import { PriceField, typedEuros } from './fields';
import { PricePreviewTable, Refusals } from './PricePreview';
import { usePreviewThenSave } from './preview-then-save';
import { VersionHistory } from './VersionHistory';

const t = adminPrices.groups;
const p = adminPrices.preview;

/** A group's versions (who, when, old rate → new rate), each earlier one with 'Terugzetten'. */
function GroupHistory({ group, onRolledBack }: { group: PriceGroupRowFragment; onRolledBack: (version: number) => void }) {
  const { data, error, refetch } = useQuery(AdminPriceGroupHistoryDocument, {
    variables: { group: group.group },
    fetchPolicy: 'network-only',
  });
  useSessionExpiry(error);
  const canRollBack = useStaffCan('Mutation.priceGroupRollback');
  const [rollbackGroup] = useMutation(AdminPriceGroupRollbackDocument);
  const history = data?.priceGroup;
  if (error && !data) return <LoadError error={error} message={t.loadVersionsFailed} onRetry={() => void refetch()} />;
  if (!history) return <p role="status">{adminShell.loading}</p>;
  const rollback = async (version: number) => {
    const answer = (
      await rollbackGroup({
        variables: {
          group: group.group,
          version,
          expectedVersion: history.version,
        },
        refetchQueries: [AdminPriceGroupsDocument],
        awaitRefetchQueries: true,
      })
    ).data?.priceGroupRollback;
    if (!answer) return '';
    if (answer.userErrors.length > 0) return answer.userErrors.map((e) => e.message).join(' ');
    onRolledBack(answer.priceGroup!.version);
    return null;
  };
  return (
    <VersionHistory
      title={t.versions(group.group)}
      versions={history.versions}
      current={history.version}
      reasons={t.reasons}
      rollbackDescription={t.rollbackDescription}
      rollback={canRollBack ? rollback : undefined}
    />
  );
}

/** A group's new rate: previewed on every product of the group (each one's from-price follows), then saved; and its versions. */
function GroupEditor({
  group,
  onSaved,
  onRolledBack,
}: {
  group: PriceGroupRowFragment;
  onSaved: (group: number) => void;
  onRolledBack: (version: number) => void;
}) {
  const client = useApolloClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useSchemaForm(priceGroupForm, {
    pricePerSquareMetreCents: typedEuros(group.pricePerSquareMetre.cents),
  });
  const [update] = useMutation(AdminPriceGroupUpdateDocument);
  useEffect(() => heading.current?.focus(), [group.group]);
  const input = (values: { pricePerSquareMetreCents: number | null }) => ({
    group: group.group,
    expectedVersion: group.version,
    pricePerSquareMetreCents: values.pricePerSquareMetreCents!,
  });
  const flow = usePreviewThenSave(
    form,
    async (values) => {
      const { data } = await client.query({
        query: AdminPriceGroupPreviewDocument,
        variables: { input: input(values) },
        fetchPolicy: 'network-only',
      });
      const answer = data!.priceGroupPreview;
      return {
        previews: answer.userErrors.length ? null : answer.products,
        userErrors: answer.userErrors,
      };
    },
    async (values) =>
      (
        await update({
          variables: { input: input(values) },
          refetchQueries: [AdminPriceGroupsDocument],
          awaitRefetchQueries: true,
        })
      ).data?.priceGroupUpdate ?? null,
    () => onSaved(group.group),
  );
  const errors = form.formState.errors;

  return (
    <div id="group-editor" className="mt-6 space-y-6">
      <section aria-labelledby="group-editor-heading" className="rounded-2xl border border-line bg-card p-5 md:p-6">
        <h2 id="group-editor-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {t.editHeading(group.group)}
        </h2>
        <p className="mt-1 text-ink-soft">{t.editIntro}</p>
        <form noValidate onSubmit={flow.onPreview} className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <PriceField label={t.rateLabel} registration={form.field('pricePerSquareMetreCents')} errors={errors} />
          </div>
          <div role="alert">{errors.root?.server && <p className="font-medium text-danger">{errors.root.server.message}</p>}</div>
          <button type="submit" className={secondaryButton} disabled={form.sending}>
            {form.sending && <Spinner />}
            {form.sending ? p.busy : p.button}
          </button>
        </form>
        <div aria-live="polite" className="mt-4 space-y-4">
          <Refusals messages={flow.refusals} />
          {flow.previews && (
            <>
              <h3 className="font-semibold">{p.heading}</h3>
              {flow.previews.length === 0 && <p className="text-ink-soft">{t.noMembers}</p>}
              <div className="grid gap-4 lg:grid-cols-2">
                {flow.previews.map((preview) => (
                  <PricePreviewTable key={preview.product.id} preview={preview} />
                ))}
              </div>
              <button type="button" className={primaryButton} disabled={flow.saving} onClick={() => void flow.onSave()}>
                {flow.saving && <Spinner />}
                {flow.saving ? p.saving : p.save}
              </button>
            </>
          )}
        </div>
      </section>
      <GroupHistory group={group} onRolledBack={onRolledBack} />
    </div>
  );
}

function GroupProducts({ group }: { group: PriceGroupRowFragment }) {
  if (group.products.length === 0) return <span className="text-ink-soft">{t.noProducts}</span>;
  return (
    <ul>
      {group.products.map((product) => (
        <li key={product.id}>
          <Link to={`/admin/producten/${product.id}/prijsregels`} className="underline underline-offset-4 hover:text-accent">
            {product.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function GroupChanged({ group }: { group: PriceGroupRowFragment }) {
  return group.updatedBy ? (
    <>
      {group.updatedBy} · <StaffTime value={group.updatedAt} />
    </>
  ) : (
    <>{t.seeded}</>
  );
}

/** /admin/prijzen (beheer): the eight price groups, and one group's new rate previewed on its products before it is saved. */
export default function PriceGroupsPage() {
  // Beheer's screen: the staff frame tells another role that opens its address who to ask.
  const { data, error, refetch } = useQuery(AdminPriceGroupsDocument);
  useSessionExpiry(error);
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const groups = data?.priceGroups.nodes ?? [];
  const chosen = groups.find((g) => g.group === editing);
  const editButton = (group: PriceGroupRowFragment) => (
    <button
      type="button"
      className={`${secondaryButton} min-h-10 px-4 text-sm whitespace-nowrap`}
      aria-expanded={group.group === editing}
      aria-controls={group.group === editing ? 'group-editor' : undefined}
      onClick={() => {
        setNotice('');
        setEditing(group.group);
      }}
    >
      {t.edit(group.group)}
    </button>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-8">
      <AdminPageHeading title={t.title} intro={t.intro} />
      <div role="status" className="mt-4 empty:hidden">
        {notice && <p className="rounded-xl bg-success-soft px-4 py-3 font-medium text-ink">{notice}</p>}
      </div>
      <div className="mt-6">
        {error && !data ? (
          <LoadError error={error} message={t.loadFailed} onRetry={() => void refetch()} />
        ) : !data ? (
          <p role="status">{adminShell.loading}</p>
        ) : (
          <>
            {/* Phones: a card per group; wider screens: one table. */}
            <ul aria-label={t.caption} className="space-y-3 md:hidden">
              {groups.map((group) => (
                <li key={group.group} className={`rounded-2xl border border-line p-4 ${group.group === editing ? 'bg-sand' : 'bg-card'}`}>
                  <h2 className="text-lg font-semibold">{t.name(group.group)}</h2>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-ink-soft">{t.rate}</dt>
                    <dd className="tabular-nums">{group.pricePerSquareMetre.formatted}</dd>
                    <dt className="text-ink-soft">{t.products}</dt>
                    <dd>
                      <GroupProducts group={group} />
                    </dd>
                    <dt className="text-ink-soft">{t.changed}</dt>
                    <dd>
                      <GroupChanged group={group} />
                    </dd>
                  </dl>
                  <div className="mt-3">{editButton(group)}</div>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto rounded-2xl border border-line bg-card md:block">
              <table className="w-full min-w-[40rem] border-collapse text-left">
                <caption className="sr-only">{t.caption}</caption>
                <thead>
                  <tr className="border-b border-line text-sm text-ink-soft">
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t.group}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-medium">
                      {t.rate}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t.products}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t.changed}
                    </th>
                    <td className="px-4 py-3" />
                  </tr>
                </thead>
                <tbody>
                  {groups.map((group) => (
                    <tr key={group.group} className={`border-b border-line last:border-b-0 ${group.group === editing ? 'bg-sand' : ''}`}>
                      <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
                        {t.name(group.group)}
                      </th>
                      <td className="px-4 py-3 text-right tabular-nums whitespace-nowrap">{group.pricePerSquareMetre.formatted}</td>
                      <td className="px-4 py-3 text-sm">
                        <GroupProducts group={group} />
                      </td>
                      <td className="px-4 py-3 text-sm text-ink-soft">
                        <GroupChanged group={group} />
                      </td>
                      <td className="px-4 py-3 text-right">{editButton(group)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
      {chosen && (
        <GroupEditor
          key={`${chosen.group}-${chosen.version}`}
          group={chosen}
          onSaved={(group) => {
            setEditing(null);
            setNotice(t.saved(group));
          }}
          onRolledBack={(version) => {
            setEditing(null);
            setNotice(t.rolledBack(chosen.group, version));
          }}
        />
      )}
    </div>
  );
}
