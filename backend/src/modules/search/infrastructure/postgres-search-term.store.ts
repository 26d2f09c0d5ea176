import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SearchTermStore } from '../application/ports/search-term.store.port';

@Injectable()
export class PostgresSearchTermStore extends SearchTermStore {
  constructor(private readonly db: DataSource) {
    super();
  }

  async add(day: string, visitors: ReadonlyMap<string, number>): Promise<void> {
    if (visitors.size === 0) return;
    await this.db.query(
      `INSERT INTO search_term_days (day, term, visitors)
         SELECT $1::date, t.term, t.n FROM unnest($2::text[], $3::int[]) AS t(term, n)
       ON CONFLICT (day, term) DO UPDATE SET visitors = search_term_days.visitors + EXCLUDED.visitors`,
      [day, [...visitors.keys()], [...visitors.values()]],
    );
  }

  async top(sinceDay: string, minVisitors: number, limit: number): Promise<string[]> {
    const rows: Array<{ term: string }> = await this.db.query(
      `SELECT term FROM search_term_days WHERE day >= $1::date
        GROUP BY term HAVING sum(visitors) >= $2 ORDER BY sum(visitors) DESC, term LIMIT $3`,
      [sinceDay, minVisitors, limit],
    );
    return rows.map((r) => r.term);
  }

  async purgeBefore(day: string): Promise<void> {
    await this.db.query(`DELETE FROM search_term_days WHERE day < $1::date`, [day]);
  }
}
