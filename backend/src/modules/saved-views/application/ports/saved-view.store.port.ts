import type { SavedView, SavedViewArea } from '../../contracts/saved-view';

/** Each admin's own saved list filters. */
export abstract class SavedViewStore {
  abstract list(adminId: string, area: SavedViewArea): Promise<SavedView[]>;
  /** Saves under its name, replacing the admin's view of the same name in that area; null when the area is full. */
  abstract save(adminId: string, view: { area: SavedViewArea; name: string; query: Record<string, string> }, limit: number): Promise<SavedView | null>;
  /** Whether the admin had that view. */
  abstract remove(adminId: string, id: string): Promise<boolean>;
}
