/** Daily counts of distinct visitors per trending term (no visitor is stored, only the counts). */
export abstract class SearchTermStore {
  /** Adds visitors to each term's count for that UK day. */
  abstract add(day: string, visitors: ReadonlyMap<string, number>): Promise<void>;
  /** The terms most visitors searched since `sinceDay`, each searched by at least `minVisitors`. */
  abstract top(sinceDay: string, minVisitors: number, limit: number): Promise<string[]>;
  abstract purgeBefore(day: string): Promise<void>;
}
