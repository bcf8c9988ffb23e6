import { z } from 'zod';

/**
 * GET /home/getKefu: the app's public configuration (spec §3 Config). The chat key never leaves
 * the server: a signed-in caller gets `identifierHash`, the HMAC of its address, instead.
 */
export const appConfigSchema = z.object({
  kefuToken: z.string().describe('Website token of the customer service chat; empty when none'),
  chatUrl: z.string().describe('Base URL of the customer service chat; empty when none'),
  logoUrl: z.string().describe('Path under /api of the logo image'),
  logoName: z.string(),
  domain: z.string().describe('Host of the API and socket; empty means this page\'s host'),
  chainId: z.number().int(),
  previewMode: z.boolean(),
  embedOrigins: z.array(z.string()),
  publicOrigins: z.array(z.string()).describe('The origins a sign-in message may name; the app signs in only at one of them'),
  identifierHash: z.string().optional(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'starting']).describe('ok: ready to serve; starting: the database or the market feed is not there yet (answered with 503)'),
  role: z.enum(['engine', 'standby']).describe('Whether this process holds the engine role (runs the engines and timed work)'),
  database: z.boolean().describe('The database answered a query within a second'),
  feed: z.boolean().describe('The market feed has quoted an index price'),
});
export type HealthStatus = z.infer<typeof healthSchema>;
