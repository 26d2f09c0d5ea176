import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/event-log/unit-of-work';
import { currentActor, describeActor } from '../../../platform/actor/actor-context';
import { AiAnswer, AiProvider, AiTask } from '../../ai/application/ports/ai-provider.port';
import { AiUsageLog } from '../../ai/application/ports/ai-suggestion.repository.port';
import { CatalogueFigures } from '../application/catalogue-figures';
import { CatalogueFiguresReader } from '../application/ports/catalogue-figures.reader.port';

/** Reads the catalogue's figures, runs one AI task on them and records the provider calls in ai_usage. */
@Injectable()
export class B2bWriter {
  constructor(
    private readonly ai: AiProvider,
    private readonly usage: AiUsageLog,
    private readonly uow: UnitOfWork,
    private readonly catalogue: CatalogueFiguresReader,
  ) {}

  figures(): Promise<CatalogueFigures> {
    return this.catalogue.read();
  }

  async write<I, O>(task: AiTask<I, O>, input: I): Promise<AiAnswer<O>> {
    const answer = await this.ai.run(task, input);
    await this.uow.run((tx) => this.usage.record(tx, answer.calls, { eventId: null, actor: describeActor(currentActor()) }));
    return answer;
  }
}
