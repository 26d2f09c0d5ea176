import { DiscoveryRun, DiscoveryRunProps } from '../domain/discovery-run.aggregate';

export type DiscoveryRunRow = Record<string, unknown>;

export class DiscoveryRunMapper {
  static toDomain(row: DiscoveryRunRow): DiscoveryRun {
    const props: DiscoveryRunProps = {
      kind: row.kind as DiscoveryRunProps['kind'],
      params: (row.params as DiscoveryRunProps['params']) ?? {},
      trigger: row.trigger as DiscoveryRunProps['trigger'],
      actor: row.actor as string,
      status: row.status as DiscoveryRunProps['status'],
      phase: row.phase as DiscoveryRunProps['phase'],
      progress: row.progress as number,
      startedAt: new Date(row.started_at as string),
      finishedAt: row.finished_at ? new Date(row.finished_at as string) : null,
      result: (row.result as DiscoveryRunProps['result']) ?? null,
    };
    return DiscoveryRun.restore(row.id as string, props, row.version as number);
  }
}
