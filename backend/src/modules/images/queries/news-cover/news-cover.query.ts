import { Query } from '@nestjs/cqrs';
import { EventCover } from '../event-cover/event-cover.query';

/** The generated cover of a news item (SVG), so a list of news does not show one placeholder 21 times. */
export class NewsCoverQuery extends Query<EventCover> {
  constructor(readonly id: string) {
    super();
  }
}
