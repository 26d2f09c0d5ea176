import { z } from 'zod';
import { adminRoleSchema } from '../create-admin/create-admin.request';

export const changeAdminRoleRequestSchema = z.object({ role: adminRoleSchema });
