import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { accessSync, chmodSync, constants, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { runAs } from '../../../../platform/actor/actor-context';
import { AppConfig } from '../../../../platform/config/app-config';
import { CreateAdminCommand } from './create-admin.command';
import { UsernameTakenError } from '../../domain/identity.errors';
import { AdminUserRepository } from '../../application/ports/admin-user.repository.port';

export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

/**
 * First start with no admin: creates one owner from ADMIN_USERNAME / ADMIN_PASSWORD, or with a random
 * password that is printed once and written to DATA_DIR/initial-admin-password (0600), to be changed at
 * first sign-in. Several instances starting together create it once (the username is unique). With
 * NODE_ENV=test only when ADMIN_USERNAME or ADMIN_PASSWORD is set.
 */
@Injectable()
export class InitialOwner {
  private readonly logger = new Logger('Identity');

  constructor(
    private readonly users: AdminUserRepository,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async ensure(): Promise<{ created: boolean; username?: string }> {
    const { NODE_ENV, ADMIN_USERNAME, ADMIN_PASSWORD: given } = this.config.values;
    // Test apps create the admins they need through the command bus; an unasked-for owner would only add
    // rows to the logs other tests count (and an argon2 hash to every start).
    if (NODE_ENV === 'test' && !ADMIN_USERNAME && !given) return { created: false };
    if ((await this.users.count()) > 0) return { created: false };
    const username = ADMIN_USERNAME ?? 'admin';
    const password = given ?? randomBytes(18).toString('base64url');
    try {
      await runAs({ kind: 'system' }, () => this.commands.execute(new CreateAdminCommand(username, 'owner', password, { temporary: !given })));
    } catch (error) {
      if (error instanceof UsernameTakenError) return { created: false }; // another instance won the race
      if (given) throw new Error(`ADMIN_PASSWORD was refused: ${(error as Error).message}`);
      throw error;
    }
    if (given) {
      this.logger.log(`created the first owner "${username}" from ADMIN_USERNAME / ADMIN_PASSWORD`);
    } else {
      const file = this.writePasswordFile(password);
      this.logger.warn(
        `created the first owner "${username}" with the temporary password ${password} ` +
          `(shown once${file ? `, also in ${file}` : ''}); it must be changed at first sign-in`,
      );
    }
    return { created: true, username };
  }

  private writePasswordFile(password: string): string | null {
    const dir = this.config.dataDir;
    try {
      accessSync(dir, constants.W_OK);
      const file = path.join(dir, INITIAL_PASSWORD_FILE);
      writeFileSync(file, `${password}\n`, { mode: 0o600 });
      chmodSync(file, 0o600); // mode applies only when the file is new
      return file;
    } catch {
      return null; // e.g. DATABASE_URL with no writable DATA_DIR: the log line is the only copy
    }
  }
}
