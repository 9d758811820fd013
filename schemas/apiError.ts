import { z } from 'zod';

/** Every error answer of the API (api.md): a snake_case code and a message a person can read. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string().regex(/^[a-z]+(?:_[a-z]+)*$/),
    message: z.string().min(1),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
