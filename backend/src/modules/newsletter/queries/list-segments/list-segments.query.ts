import { Query } from '@nestjs/cqrs';
import { SegmentView } from '../../application/segment.schemas';

export class ListSegmentsQuery extends Query<{ segments: SegmentView[] }> {}
