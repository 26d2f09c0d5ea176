import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JobScheduler } from '../../platform/scheduler/job-scheduler';
import { EventReadModelModule } from '../events/infrastructure/read-model/event-read-model.module';
import { AnalyseEventImagesHandler } from './commands/analyse-event-images/analyse-event-images.handler';
import { analyseEventImagesJob } from './commands/analyse-event-images/analyse-event-images.job';
import { BulkEnhanceThumbnailsController } from './commands/bulk-enhance-thumbnails/bulk-enhance-thumbnails.http.controller';
import { ConditionalBulkEnhancementController } from './commands/conditional-bulk-enhancement/conditional-bulk-enhancement.http.controller';
import { EnhanceImagesHandler } from './commands/enhance-images/enhance-images.handler';
import { EnhanceThumbnailController } from './commands/enhance-thumbnail/enhance-thumbnail.http.controller';
import { FixBrokenImagesController } from './commands/fix-broken-images/fix-broken-images.http.controller';
import { FixProblemImagesController } from './commands/fix-problem-images/fix-problem-images.http.controller';
import { ImageEnhancer } from './commands/image-enhancer';
import { ImageOperations } from './commands/image-operations';
import { ReplaceStockImagesController } from './commands/replace-stock-images/replace-stock-images.http.controller';
import { ScheduledEnhancementHandler } from './commands/scheduled-enhancement/scheduled-enhancement.handler';
import { ScheduledEnhancementController } from './commands/scheduled-enhancement/scheduled-enhancement.http.controller';
import { scheduledEnhancementJob } from './commands/scheduled-enhancement/scheduled-enhancement.job';
import { UploadEventImageController } from './commands/upload-event-image/upload-event-image.http.controller';
import { ValidateAllImagesHandler } from './commands/validate-all-images/validate-all-images.handler';
import { ValidateAllImagesController } from './commands/validate-all-images/validate-all-images.http.controller';
import { Clock } from '../../platform/time/clock';
import { EventReadModel } from '../events/application/ports/event-read-model.port';
import { CatalogueEventsReader } from './application/catalogue-events.reader';
import { ImageAnalysisStore } from './application/ports/image-analysis.store.port';
import { ImageInspector } from './application/ports/image-inspector.port';
import { OfficialSiteImageFinder } from './application/ports/official-site-images.port';
import { PostgresImageAnalysisStore } from './infrastructure/image-analysis.store';
import { HttpImageInspector } from './infrastructure/image-inspector';
import { UploadedImagesStore } from './infrastructure/uploaded-images.store';
import { HttpOfficialSiteImageFinder } from './infrastructure/official-site-images';
import { UploadedImageController } from './queries/uploaded-image/uploaded-image.http.controller';
import { EnhancementPreviewHandler } from './queries/enhancement-preview/enhancement-preview.handler';
import { EnhancementPreviewController } from './queries/enhancement-preview/enhancement-preview.http.controller';
import { EventCoverHandler } from './queries/event-cover/event-cover.handler';
import { EventCoverController } from './queries/event-cover/event-cover.http.controller';
import { DraftCoverController } from './queries/event-cover/draft-cover.http.controller';
import { NewsCoverHandler } from './queries/news-cover/news-cover.handler';
import { NewsCoverController } from './queries/news-cover/news-cover.http.controller';
import { EnhancementStatusHandler, ImageQualityAnalysisHandler } from './queries/image-quality-analysis/image-quality-analysis.handler';
import { ImageQualityAnalysisController } from './queries/image-quality-analysis/image-quality-analysis.http.controller';

/**
 * Event images: generated covers (public), image quality analysis and enhancement from official websites (admin,
 * docs/images.md). EventReadModel comes from the events module's read-model module; KnownCategories, Clock,
 * OperationsLog, the job scheduler and the guarded fetcher from the global modules.
 */
@Module({
  imports: [CqrsModule, EventReadModelModule],
  controllers: [
    EventCoverController,
    DraftCoverController,
    NewsCoverController,
    ImageQualityAnalysisController,
    EnhancementPreviewController,
    EnhanceThumbnailController,
    BulkEnhanceThumbnailsController,
    ConditionalBulkEnhancementController,
    FixBrokenImagesController,
    ValidateAllImagesController,
    ScheduledEnhancementController,
    ReplaceStockImagesController,
    FixProblemImagesController,
    UploadEventImageController,
    UploadedImageController,
  ],
  providers: [
    {
      provide: CatalogueEventsReader,
      useFactory: (index: EventReadModel, clock: Clock) => new CatalogueEventsReader(index, clock),
      inject: [EventReadModel, Clock],
    },
    { provide: ImageAnalysisStore, useClass: PostgresImageAnalysisStore },
    { provide: ImageInspector, useClass: HttpImageInspector },
    UploadedImagesStore,
    { provide: OfficialSiteImageFinder, useClass: HttpOfficialSiteImageFinder },
    ImageEnhancer,
    ImageOperations,
    EventCoverHandler,
    NewsCoverHandler,
    ImageQualityAnalysisHandler,
    EnhancementStatusHandler,
    EnhancementPreviewHandler,
    AnalyseEventImagesHandler,
    EnhanceImagesHandler,
    ValidateAllImagesHandler,
    ScheduledEnhancementHandler,
  ],
})
export class ImagesModule implements OnModuleInit {
  constructor(private readonly scheduler: JobScheduler) {}

  onModuleInit(): void {
    this.scheduler.register(analyseEventImagesJob);
    this.scheduler.register(scheduledEnhancementJob);
  }
}
