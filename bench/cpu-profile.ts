/**
 * Where a measured stretch's main-thread time goes: a V8 CPU profile taken by the inspector around
 * the stretch alone (not the setup before it), summed by what the time was spent in. Used by
 * `bench/group-commit.ts` when `BENCH_CPU_PROFILE` names a folder; the `.cpuprofile` is kept there
 * for Chrome DevTools.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Runs `work` under the profiler; writes `<dir>/<name>.cpuprofile` and returns the summary's lines. */
export async function profiled<T>(dir: string, name: string, work: () => Promise<T>): Promise<{ value: T; summary: string[] }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    const value = await work();
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    return { value, summary: summarize(profile) };
  } finally {
    session.disconnect();
  }
}

/** The part of the code a frame belongs to: a package, a server module, a Node internal, or V8's own. */
function placeOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName}`;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return `package ${inPackage[1]}`;
  const inServer = /apps\/server\/src\/((?:modules|plugins|lib|engine|db)\/[^/]+|[^/]+)/.exec(url);
  if (inServer) return `server ${inServer[1]}`;
  const inRepo = /\/(bench|packages\/[^/]+)\//.exec(url);
  if (inRepo) return inRepo[1] ?? url;
  if (url.startsWith('node:')) return `${url.split('/')[0]} ${url.replace(/^node:(internal\/)?/, '').split('/')[0]}`;
  return url;
}

/** Self time by place, as shares of the stretch (idle included), the largest first. */
export function summarize(profile: Profile, top = 18): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    total += delta;
    const place = placeOf(node.callFrame);
    selfMicros.set(place, (selfMicros.get(place) ?? 0) + delta);
  });
  return [...selfMicros.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([place, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${place}`);
}
