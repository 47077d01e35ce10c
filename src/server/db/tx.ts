import type { Db } from './client';

/** A transaction of either driver, as `db.transaction()` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a query needs of a database or a transaction (both drivers, inside or outside a transaction). */
export type Exec = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
