import PlaceholderScreen from '../../../components/PlaceholderScreen';
import type { ConfiguratorScreenProps } from '../shared/screen';

/** Built next (issue 10). */
export default function Screen({ product }: ConfiguratorScreenProps) {
  return <PlaceholderScreen name={product.name} />;
}
