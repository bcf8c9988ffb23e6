import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** Compiles one of our contracts (contracts/<name>.sol) with the solc package's WebAssembly compiler, once per process. */
export function compileContract(name: 'TestUSDT' | 'Forwarder'): CompiledContract {
  const cached = compiled.get(name);
  if (cached) return cached;
  const solc = require('solc') as { compile(input: string): string };
  const file = `${name}.sol`;
  const source = readFileSync(new URL(`../contracts/${file}`, import.meta.url), 'utf8');
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: source } },
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'paris', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const contract = output.contracts[file]?.[name];
  if (!contract) throw new Error(`solc produced no ${name}`);
  const result = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex };
  compiled.set(name, result);
  return result;
}
