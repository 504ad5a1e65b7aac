import { adminPrices } from '../../../i18n/admin-prices';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Badge, secondaryButton, StaffTime } from '../shared/ui';

const h = adminPrices.history;

/** One version as the server lists it (a product's price rules, a price group's rate). */
interface Version {
  version: number;
  reason: string;
  changes: readonly string[];
  changedBy: string;
  changedAt: unknown;
}

interface VersionHistoryProps {
  /** The section's heading ('Versies'). */
  title: string;
  /** Newest first. */
  versions: readonly Version[];
  /** The number of the current version. */
  current: number;
  /** What made a version, by its reason. */
  reasons: Record<string, string>;
  /** What a rollback does, in the confirmation. */
  rollbackDescription: string;
  /** Restores `version`: the server's refusal (its message), or null when it was done. Without it, no version offers 'Terugzetten'. */
  rollback?: (version: number) => Promise<string | null>;
}

/**
 * The numbered history of a price (a product's rules, a price group's rate): each version with what made it, who and
 * when, and what changed (old → new); every earlier version offers 'Terugzetten', after a confirmation.
 */
export function VersionHistory({ title, versions, current, reasons, rollbackDescription, rollback }: VersionHistoryProps) {
  const headingId = `versions-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-card p-5 md:p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <ol className="mt-3 space-y-3">
        {versions.map((version) => (
          <li key={version.version} className="rounded-xl border border-line p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{h.version(version.version)}</h3>
              <Badge tone={version.version === current ? 'done' : 'neutral'}>{version.version === current ? h.current : reasons[version.reason]}</Badge>
            </div>
            <p className="mt-1 text-sm text-ink-soft">
              {version.changedBy} · <StaffTime value={version.changedAt} />
            </p>
            <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm">
              {version.changes.map((change) => (
                <li key={change} className="break-words">
                  {change}
                </li>
              ))}
            </ul>
            {rollback && version.version !== current && (
              <div className="mt-3">
                <ConfirmDialog
                  trigger={
                    <button type="button" className={`${secondaryButton} min-h-10 px-4 text-sm`}>
                      {h.rollback.button(version.version)}
                    </button>
                  }
                  texts={{
                    ...h.rollback,
                    title: h.rollback.title(version.version),
                    description: rollbackDescription,
                  }}
                  run={() => rollback(version.version)}
                  onDone={() => undefined}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
