/** The searches the mobile home offers as chips (the app's and the server's first paint alike). */
export const TRENDING_SEARCHES: readonly string[] = ['Glastonbury', 'Edinburgh', 'food festival', 'jazz', 'family weekend', 'folk'];
