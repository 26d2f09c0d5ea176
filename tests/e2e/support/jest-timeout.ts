// Browser tests wait on a real app: allow each test up to two minutes.
jest.setTimeout(120_000);
