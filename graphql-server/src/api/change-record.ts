import { Field, ObjectType } from 'type-graphql';
import { Column } from 'typeorm';

/**
 * What every change staff make to a price or a promotion is kept with: what changed (each in Dutch, old → new), who
 * made it and when — the columns every such history table has (product_rule_version, price_group_version,
 * promotion_change).
 */
@ObjectType({ description: 'A change kept with who made it and when (a base of the history types; never answered itself).' })
export abstract class ChangeRecord {
  @Field(() => [String], { description: 'What changed, each in Dutch (old → new), e.g. "Prijs per m²: € 42,95 → € 45,95".' })
  @Column({ type: 'text', array: true })
  changes: string[];

  @Field(() => String, { description: 'Who made it.' })
  @Column({ type: 'text', name: 'changed_by' })
  changedBy: string;

  @Field(() => Date, { description: 'When.' })
  @Column({ type: 'timestamptz', name: 'changed_at' })
  changedAt: Date;
}
