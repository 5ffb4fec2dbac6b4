import { z } from '@studio/core/shared/zod';

export const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email address'),
  password: z.string().min(1, 'Please enter your password'),
});

export type LoginForm = z.infer<typeof loginFormSchema>;
