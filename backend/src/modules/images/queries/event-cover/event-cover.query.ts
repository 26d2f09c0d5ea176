import { Query } from '@nestjs/cqrs';

/** jpg exists for Instagram, whose publishing API takes JPEG only. */
export type CoverFormat = 'svg' | 'png' | 'jpg';

export interface EventCover {
  body: Buffer;
  contentType: string;
  /** Changes whenever anything drawn on the cover changes (title, place, dates, category, the drawing itself). */
  etag: string;
}

/** The generated cover of a visible (published or expired) event; with `draftsToo`, of a draft as well (admin preview). */
export class EventCoverQuery extends Query<EventCover> {
  constructor(
    readonly id: string,
    readonly format: CoverFormat,
    readonly draftsToo = false,
  ) {
    super();
  }
}
