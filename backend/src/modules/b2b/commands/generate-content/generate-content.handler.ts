import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { b2bContentTask } from '../../application/tasks/b2b-content.task';
import { B2bContentView } from '../../contracts/b2b-marketing.schemas';
import { B2bWriter } from '../b2b-writer';
import { GenerateB2bContentCommand } from './generate-content.command';

@CommandHandler(GenerateB2bContentCommand)
export class GenerateB2bContentHandler implements ICommandHandler<GenerateB2bContentCommand> {
  constructor(private readonly writer: B2bWriter) {}

  async execute({ request }: GenerateB2bContentCommand): Promise<B2bContentView> {
    const figures = await this.writer.figures();
    const a = await this.writer.write(b2bContentTask, { figures, ...request });
    return { ...a.output, provider: a.provider, model: a.model, fallbackReason: a.fallbackReason };
  }
}
