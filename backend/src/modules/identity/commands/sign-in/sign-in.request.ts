import { z } from 'zod';
import { requiredText } from '../../http/identity-body.pipe';

export const signInRequestSchema = z.object({
  username: requiredText('Username is required', 128),
  password: requiredText('Password is required', 1024),
});
