import { AfterReady } from './after-ready';

describe('AfterReady', () => {
  it('runs nothing before start, then every task in order, also after one fails or once started', async () => {
    const afterReady = new AfterReady();
    const ran: string[] = [];
    afterReady.add('first', async () => void ran.push('first'));
    afterReady.add('failing', async () => {
      ran.push('failing');
      throw new Error('no assets');
    });
    afterReady.add('third', async () => void ran.push('third'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual([]);

    afterReady.start();
    expect(ran).toEqual([]); // not in the caller's turn: the first answer goes out first
    await afterReady.idle();
    expect(ran).toEqual(['first', 'failing', 'third']);

    afterReady.add('late', async () => void ran.push('late'));
    await afterReady.idle();
    expect(ran).toEqual(['first', 'failing', 'third', 'late']);
  });
});
