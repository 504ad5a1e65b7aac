import type { ConfiguratorRules } from '@lumina/schema';
import type { ConfiguratorProductFragment, ConfiguratorShopFragment } from '../../../gql/configurator';

/** What every configurator screen gets: the product, its rules for the engine, and the shop facts. */
export interface ConfiguratorScreenProps {
  product: ConfiguratorProductFragment;
  rules: ConfiguratorRules;
  shop: ConfiguratorShopFragment;
}
