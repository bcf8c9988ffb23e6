/**
 * CPU time a measured stretch cost, on this process and on the PostgreSQL backends serving it:
 * the machine is shared, so a rate moves with the neighbours, but the CPU milliseconds a request
 * costs do not much, and two cores divided by them is the most requests a second this design can
 * reach here. The backends are found by the `application_name` this process gives its
 * connections (`tagConnections`), their times read from /proc (Linux, same host).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;

/** Gives every connection this process opens from `DATABASE_URL_TEST` a name of its own; returns that name. */
export function tagConnections(): string {
  const url = process.env.DATABASE_URL_TEST;
  if (!url) throw new Error('DATABASE_URL_TEST is not set');
  const existing = /[?&]application_name=([^&]+)/.exec(url);
  if (existing?.[1]) return decodeURIComponent(existing[1]);
  const name = `halyard-bench-${randomBytes(4).toString('hex')}`;
  process.env.DATABASE_URL_TEST = `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;
  return name;
}

/** User plus system CPU of a process, in milliseconds, or undefined once it is gone. */
function cpuMsOf(pid: number): number | undefined {
  try {
    // Fields after the command's closing parenthesis: state is 3rd, utime the 14th and stime the 15th of the whole line.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export interface CpuCost {
  nodeMs: number;
  /** The part of `nodeMs` spent in the kernel (system calls: socket writes and reads, and on loopback the delivery to the other end). */
  nodeKernelMs: number;
  postgresMs: number;
  wallMs: number;
}

/** Starts counting; `stop` gives the CPU spent since by this process and by PostgreSQL's backends named `applicationName`. */
export async function meterCpu(applicationName: string): Promise<{ stop(): Promise<CpuCost> }> {
  const url = process.env.DATABASE_URL_TEST;
  if (!url) throw new Error('DATABASE_URL_TEST is not set');
  const observer = new pg.Client({ connectionString: url.replace(/application_name=[^&]+/, 'application_name=halyard-bench-observer') });
  await observer.connect();
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const look = async (atStart = false) => {
    const { rows } = await observer.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName]);
    for (const { pid } of rows) {
      const ms = cpuMsOf(pid);
      if (ms === undefined) continue;
      // A backend first seen mid-stretch started mid-stretch: all of its time counts.
      if (!first.has(pid)) first.set(pid, atStart ? ms : 0);
      last.set(pid, ms);
    }
  };
  await look(true);
  const started = performance.now();
  const node = process.cpuUsage();
  let looking = Promise.resolve();
  const timer = setInterval(() => {
    looking = looking.then(() => look(), () => undefined);
  }, 250);
  return {
    async stop() {
      clearInterval(timer);
      const spent = process.cpuUsage(node);
      const wallMs = performance.now() - started;
      await looking;
      await look();
      await observer.end();
      const postgresMs = [...last.entries()].reduce((sum, [pid, ms]) => sum + ms - (first.get(pid) ?? ms), 0);
      return { nodeMs: (spent.user + spent.system) / 1000, nodeKernelMs: spent.system / 1000, postgresMs, wallMs };
    },
  };
}

/** CPU milliseconds a request (less the idle app's background work when `idle` is given), and the rate two cores would allow at that cost. */
export function describeCpuCost(cost: CpuCost, requests: number, idle?: CpuCost): string {
  const background = idle ? { node: idle.nodeMs / idle.wallMs, kernel: idle.nodeKernelMs / idle.wallMs, postgres: idle.postgresMs / idle.wallMs } : { node: 0, kernel: 0, postgres: 0 };
  const node = (cost.nodeMs - background.node * cost.wallMs) / requests;
  const kernel = (cost.nodeKernelMs - background.kernel * cost.wallMs) / requests;
  const postgres = (cost.postgresMs - background.postgres * cost.wallMs) / requests;
  const idleNote = idle ? ` beside the idle app's ${(100 * background.node).toFixed(0)} % of a core in Node and ${(100 * background.postgres).toFixed(0)} % in PostgreSQL` : '';
  return (
    `CPU a request: Node ${node.toFixed(2)} ms (${kernel.toFixed(2)} of it in the kernel) + PostgreSQL ${postgres.toFixed(2)} ms${idleNote} ` +
    `(Node busy ${((100 * cost.nodeMs) / cost.wallMs).toFixed(0)} % of the time; two cores at this cost: ${(2000 / (node + postgres)).toFixed(0)}/s)`
  );
}
