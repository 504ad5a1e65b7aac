import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { Product } from '../catalog/product.entity';
import { FabricSku } from '../fabric-skus/fabric-sku.entity';
import { FabricCollectionItem } from '../fabric-collection/fabric-collection-item.entity';
import { CartEntity } from '../cart/cart.entity';
import { CartLine } from '../cart/cart-line.entity';
import { Order } from '../orders/order.entity';
import { OrderItem } from '../orders/order-item.entity';
import { Review } from '../reviews/review.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { StaffUser } from '../staff/staff-user.entity';
import { StaffSession } from '../staff/staff-session.entity';
import { InitialSchema1732280000000 } from './migrations/1732280000000-initial-schema';
import { StaffLoginAttempts1732290000000 } from './migrations/1732290000000-staff-login-attempts';
import { ApiContract1732300000000 } from './migrations/1732300000000-api-contract';

export const entities = [
  Product,
  FabricSku,
  FabricCollectionItem,
  CartEntity,
  CartLine,
  Order,
  OrderItem,
  Review,
  ContactMessage,
  StaffUser,
  StaffSession,
];

export const migrations = [InitialSchema1732280000000, StaffLoginAttempts1732290000000, ApiContract1732300000000];

export function createDataSource(url: string, logging = false): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: logging ? ['query', 'error'] : ['error'],
    extra: { max: 10, application_name: 'lumina-rolgordijnen' },
  });
}

/** Connects, runs pending migrations in one transaction. */
export async function openDatabase(url: string, logging = false): Promise<DataSource> {
  const ds = createDataSource(url, logging);
  await ds.initialize();
  await ds.runMigrations({ transaction: 'all' });
  return ds;
}
