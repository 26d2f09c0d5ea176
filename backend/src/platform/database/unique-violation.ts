/** PostgreSQL's unique_violation, raised by pg directly or wrapped by TypeORM (its `driverError`). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  return e?.code === '23505' || e?.driverError?.code === '23505';
}
