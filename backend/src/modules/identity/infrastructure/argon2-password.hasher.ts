import { Injectable, OnModuleInit } from '@nestjs/common';
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { PasswordHasher } from '../application/ports/password-hasher.port';

/** OWASP minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class Argon2PasswordHasher extends PasswordHasher implements OnModuleInit {
  private dummyHash: Promise<string> | null = null;

  onModuleInit(): void {
    // Computed once (with the real parameters) so an unknown username costs a real verify.
    this.dummyHash = argon2.hash(randomBytes(24).toString('base64'), ARGON2_OPTIONS);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= argon2.hash(randomBytes(24).toString('base64'), ARGON2_OPTIONS);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
