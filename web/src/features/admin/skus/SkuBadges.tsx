import { adminSkus } from '../../../i18n/admin-skus';
import { Badge } from '../shared/ui';

const t = adminSkus;

/** Live or Hidden on the shop (SPEC §4); the text says it, the colour repeats it. */
export function LiveBadge({ visible }: { visible: boolean }) {
  return <Badge tone={visible ? 'done' : 'neutral'}>{visible ? t.live : t.hidden}</Badge>;
}

/** Whether a free colour sample can be sent. */
export function SampleBadge({ available }: { available: boolean }) {
  return <Badge tone={available ? 'open' : 'neutral'}>{available ? t.sampleAvailable : t.noSample}</Badge>;
}
