/** Rows changed by an UPDATE or DELETE run through TypeORM's query() on PostgreSQL, which answers [rows, count] for those. */
export const affectedRows = (result: unknown): number => (Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0);
