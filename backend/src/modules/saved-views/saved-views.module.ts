import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SavedViewStore } from './application/ports/saved-view.store.port';
import { DeleteViewHandler } from './commands/delete-view/delete-view.handler';
import { DeleteViewController } from './commands/delete-view/delete-view.http.controller';
import { SaveViewHandler } from './commands/save-view/save-view.handler';
import { SaveViewController } from './commands/save-view/save-view.http.controller';
import { PostgresSavedViewStore } from './infrastructure/postgres-saved-view.store';
import { ListViewsHandler } from './queries/list-views/list-views.handler';
import { ListViewsController } from './queries/list-views/list-views.http.controller';

/** Each admin's saved filters of the admin lists (events, operations log): their own, kept on the server. */
@Module({
  imports: [CqrsModule],
  controllers: [ListViewsController, SaveViewController, DeleteViewController],
  providers: [{ provide: SavedViewStore, useClass: PostgresSavedViewStore }, ListViewsHandler, SaveViewHandler, DeleteViewHandler],
})
export class SavedViewsModule {}
