/** The stored sessions of admins (server side), so account changes can end them. */
export abstract class AdminSessions {
  /** Ends every session of the admin except `keepSessionId`; returns how many ended. */
  abstract endAllFor(adminId: string, keepSessionId?: string): Promise<number>;
}
