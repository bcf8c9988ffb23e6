import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Abi, Hex } from 'viem';

const require = createRequire(import.meta.url);

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>;
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

const compiled = new Map<string, CompiledContract>();

const SETTINGS = { optimizer: { enabled: true, runs: 200 }, evmVersion: 'paris', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } };

/**
 * Compiles one of our contracts (contracts/<name>.sol) with the solc package's WebAssembly
 * compiler. The output is kept in memory and in the machine's temporary folder, keyed by the
 * source, the settings and the compiler's version: the first test process on a machine compiles,
 * the others (each test file runs in its own) read it instead of loading 9 MB of compiler again.
 */
export function compileContract(name: 'TestUSDT' | 'Forwarder'): CompiledContract {
  const cached = compiled.get(name);
  if (cached) return cached;
  const file = `${name}.sol`;
  const source = readFileSync(new URL(`../contracts/${file}`, import.meta.url), 'utf8');
  const solcVersion = (require('solc/package.json') as { version: string }).version;
  const key = createHash('sha256').update(JSON.stringify({ source, solcVersion, settings: SETTINGS })).digest('hex').slice(0, 24);
  const cacheFile = path.join(tmpdir(), `halyard-solc-${name}-${key}.json`);
  if (existsSync(cacheFile)) {
    const kept = JSON.parse(readFileSync(cacheFile, 'utf8')) as CompiledContract;
    compiled.set(name, kept);
    return kept;
  }
  const solc = require('solc') as { compile(input: string): string };
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: source } },
    settings: SETTINGS,
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const contract = output.contracts[file]?.[name];
  if (!contract) throw new Error(`solc produced no ${name}`);
  const result = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex };
  compiled.set(name, result);
  // Written aside, then renamed: a process reading it never sees half a file.
  const partial = `${cacheFile}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(result));
  renameSync(partial, cacheFile);
  return result;
}
