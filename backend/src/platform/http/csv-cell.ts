/**
 * Spreadsheet formula injection: a cell starting with = + - @ tab or CR is run as a formula by Excel and friends.
 * Prefixing a single quote makes it text (OWASP "CSV Injection").
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
