/** Rows changed by an UPDATE or DELETE run through TypeORM's query() on PostgreSQL, which answers [rows, count] for those. */
export const affectedRows = (result: unknown): number => (Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0);

/** The rows an UPDATE or DELETE … RETURNING gave through TypeORM's query() ([rows, count] on PostgreSQL). */
export const returnedRows = <T>(result: unknown): T[] => (Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : []);
