import { type EmbeddedDatabase } from '../src/db/embedded';
export declare const TEMPLATE_DB: string;
/** A URL to the server's maintenance database, plus a stop function when we started it ourselves. */
/** DATABASE_URL, else the local server at 127.0.0.1:5432 when it answers; undefined when neither. */
export declare function findRunningServer(): Promise<string | undefined>;
export declare function findServer(): Promise<{
    adminUrl: string;
    embedded?: EmbeddedDatabase;
}>;
export declare function withDatabase(url: string, database: string): string;
export declare function adminQuery(adminUrl: string, sql: string): Promise<void>;
