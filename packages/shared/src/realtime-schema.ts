import { z } from 'zod';

/** Client -> server socket frames (ARCHITECTURE §6, HTX style). */
export const clientFrameSchema = z.union([
  z.object({ sub: z.string().min(1).max(200), id: z.string().max(100).optional() }),
  z.object({ unsub: z.string().min(1).max(200), id: z.string().max(100).optional() }),
  z.object({
    req: z.string().min(1).max(200),
    id: z.string().max(100).optional(),
    from: z.number().int().optional(),
    to: z.number().int().optional(),
  }),
  z.object({ pong: z.number() }),
  z.object({ ping: z.number() }),
  z.object({ auth: z.string().min(1).max(2000), id: z.string().max(100).optional() }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
