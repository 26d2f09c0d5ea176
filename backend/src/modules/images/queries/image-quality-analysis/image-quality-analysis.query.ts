import { Query } from '@nestjs/cqrs';
import { EnhancementStatus, ImageQualityAnalysis } from '../../contracts/image-answers.schema';

/** The stored analysis of every looked-after event's image (no fetching: the job and the tools keep it current). */
export class ImageQualityAnalysisQuery extends Query<ImageQualityAnalysis> {}

/** Figures for the status card, polled every 30 s. */
export class EnhancementStatusQuery extends Query<EnhancementStatus> {}
