export interface EmbeddedDatabase {
    url: string;
    stop(): Promise<void>;
}
export declare function freePort(): Promise<number>;
/**
 * After a crash (SIGKILL of the node process) the postgres child keeps running and keeps
 * `postmaster.pid`. Stop that orphan (fast shutdown) so the next start can take the directory.
 */
export declare function stopOrphan(dataDir: string, log: (m: string) => void): Promise<void>;
export declare function startEmbeddedPostgres(dataDir: string, options?: {
    database?: string;
    log?: (m: string) => void;
}): Promise<EmbeddedDatabase>;
