import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { affectedRows } from '../../../platform/database/affected-rows';
import { SavedViewStore } from '../application/ports/saved-view.store.port';
import type { SavedView, SavedViewArea } from '../contracts/saved-view';

const toView = (r: Record<string, unknown>): SavedView => ({
  id: String(r.id),
  area: r.area as SavedViewArea,
  name: String(r.name),
  query: r.query as Record<string, string>,
  createdAt: new Date(r.created_at as string).toISOString(),
});

@Injectable()
export class PostgresSavedViewStore extends SavedViewStore {
  constructor(private readonly db: DataSource) {
    super();
  }

  async list(adminId: string, area: SavedViewArea): Promise<SavedView[]> {
    const rows = await this.db.query(`SELECT * FROM admin_saved_views WHERE admin_id = $1 AND area = $2 ORDER BY lower(name)`, [adminId, area]);
    return rows.map(toView);
  }

  async save(adminId: string, view: { area: SavedViewArea; name: string; query: Record<string, string> }, limit: number): Promise<SavedView | null> {
    // The count and the insert in one statement: a new name is only added while the area has room.
    const rows = await this.db.query(
      `INSERT INTO admin_saved_views (admin_id, area, name, query)
         SELECT $1, $2, $3, $4::jsonb
          WHERE EXISTS (SELECT 1 FROM admin_saved_views WHERE admin_id = $1 AND area = $2 AND lower(name) = lower($3))
             OR (SELECT count(*) FROM admin_saved_views WHERE admin_id = $1 AND area = $2) < $5
       ON CONFLICT (admin_id, area, lower(name)) DO UPDATE SET query = EXCLUDED.query, name = EXCLUDED.name
       RETURNING *`,
      [adminId, view.area, view.name, JSON.stringify(view.query), limit],
    );
    return rows[0] ? toView(rows[0]) : null;
  }

  async remove(adminId: string, id: string): Promise<boolean> {
    return affectedRows(await this.db.query(`DELETE FROM admin_saved_views WHERE admin_id = $1 AND id = $2`, [adminId, id])) > 0;
  }
}
