import { describeEventReadModelContract } from '../testing/event-read-model.contract';
import { OramaEventReadModel } from './orama-event-read-model';

describeEventReadModelContract('OramaEventReadModel', async () => {
  const model = new OramaEventReadModel();
  await model.init();
  return model;
});

describe('OramaEventReadModel specifics', () => {
  it('starts every instance on a new generation', () => {
    expect(new OramaEventReadModel().generation).not.toBe(new OramaEventReadModel().generation);
  });
});
